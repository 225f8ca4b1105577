import AppDetailDomain
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What one attempt's failure means: the domain error, and whether another attempt may help.
struct LookupFailure: Error {
    let error: AppDetailError
    let isWorthRetrying: Bool

    /// 403 and 429 are Apple's throttling answers; 5xx is the server's trouble; other 4xx mean
    /// the request itself is wrong and is never retried.
    init(status: Int) {
        switch status {
        case 403, 429: self.init(error: .throttled, isWorthRetrying: true)
        case 500...599: self.init(error: .serverError(status: status), isWorthRetrying: true)
        default: self.init(error: .serverError(status: status), isWorthRetrying: false)
        }
    }

    /// A transport error: timeouts and connection trouble are worth another try.
    init(transport error: any Error, host: String) {
        if let tooLarge = error as? BodyTooLarge {
            self.init(
                error: .malformedResponse(detail: "the body is too large (\(tooLarge.bytes) bytes)"),
                isWorthRetrying: false)
            return
        }
        let code = (error as? URLError)?.code
        switch code {
        case .timedOut?:
            self.init(error: .offline(.timedOut), isWorthRetrying: true)
        case .cannotFindHost?, .cannotConnectToHost?, .dnsLookupFailed?:
            self.init(error: .offline(.unreachable(host: host)), isWorthRetrying: true)
        default:
            self.init(error: .offline(.noConnection(detail: Self.describe(error))), isWorthRetrying: true)
        }
    }

    init(error: AppDetailError, isWorthRetrying: Bool) {
        self.error = error
        self.isWorthRetrying = isWorthRetrying
    }

    private static func describe(_ error: any Error) -> String {
        let text =
            (error as? URLError).map { "\($0.code.rawValue): \($0.localizedDescription)" } ?? "\(error)"
        return text.hasSuffix(".") ? String(text.dropLast()) : text
    }
}
