import AppDetailDomain
import AppDetailTransport

/// What one attempt's failure means: the domain error, and whether another attempt may help.
struct AttemptError: Error {
    let error: AppDetailError
    let isWorthRetrying: Bool

    /// The statuses Apple's store answers with when it limits requests.
    static let throttledStatuses: Set<Int> = [403, 429]

    /// 403 and 429 are Apple's throttling answers (or the statuses `throttled` names); 5xx is the
    /// server's trouble; other 4xx mean the request itself is wrong and is never retried.
    init(status: Int, throttled: Set<Int> = throttledStatuses) {
        switch status {
        case _ where throttled.contains(status): self.init(error: .throttled, isWorthRetrying: true)
        case 500...599: self.init(error: .serverError(status: status), isWorthRetrying: true)
        default: self.init(error: .serverError(status: status), isWorthRetrying: false)
        }
    }

    /// A transport failure: timeouts and connection trouble are worth another try, a body that
    /// is too large or cannot be inflated is not.
    init(transport error: TransportError, host: String) {
        switch error {
        case .timedOut:
            self.init(error: .offline(.timedOut), isWorthRetrying: true)
        case .cannotConnect:
            self.init(error: .offline(.unreachable(host: host)), isWorthRetrying: true)
        case .bodyTooLarge(let limit):
            self.init(
                error: .malformedAnswer(
                    detail: "the answer is larger than \(Self.size(limit)), the most accepted"),
                isWorthRetrying: false)
        case .undecodableBody:
            self.init(
                error: .malformedAnswer(detail: "its compressed body cannot be inflated"),
                isWorthRetrying: false)
        case .failed(let reason):
            self.init(error: .offline(.noConnection(detail: reason)), isWorthRetrying: true)
        }
    }

    init(error: AppDetailError, isWorthRetrying: Bool) {
        self.error = error
        self.isWorthRetrying = isWorthRetrying
    }

    /// "5 MiB", "1 MiB", "512 KiB", "100 bytes".
    private static func size(_ bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }
}
