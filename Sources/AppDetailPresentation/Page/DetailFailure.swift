import AppDetailDomain

/// Why there is nothing to show.
public struct DetailFailure: Hashable, Sendable {
    /// What happened, for a person.
    public let message: String
    /// What to do about it, when there is something to do.
    public let hint: String?
    /// Whether a "Try Again" button makes sense.
    public let canRetry: Bool
    /// The domain error behind it, when there is one (a client may choose its own wording).
    public let error: AppDetailError?

    init(message: String, hint: String?, canRetry: Bool, error: AppDetailError? = nil) {
        self.message = message
        self.hint = hint
        self.canRetry = canRetry
        self.error = error
    }

    /// The failure for any error a load ended with.
    init(_ error: any Error) {
        if let error = error as? AppDetailError {
            self.init(message: error.message, hint: error.hint, canRetry: error.isRetryable, error: error)
        } else {
            self.init(message: "Something went wrong: \(error).", hint: nil, canRetry: true)
        }
    }
}
