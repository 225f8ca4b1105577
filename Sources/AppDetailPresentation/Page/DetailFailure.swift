import AppDetailDomain

/// Why there is nothing to show.
public struct DetailFailure: Hashable, Sendable {
    /// What happened, for a person, in the page's language.
    public let message: String
    /// What to do about it, when there is something to do. The Domain's hints are English: a
    /// failure made for another language has none (``error`` is there to word one's own).
    public let hint: String?
    /// Whether a "Try Again" button makes sense.
    public let canRetry: Bool
    /// The domain error behind it, when there is one (a client may choose its own wording).
    public let error: AppDetailError?

    /// A failure with these words, for a client's own screens and tests.
    public init(message: String, hint: String?, canRetry: Bool, error: AppDetailError? = nil) {
        self.message = message
        self.hint = hint
        self.canRetry = canRetry
        self.error = error
    }

    /// The failure for any error a load ended with, worded in `language`: the Domain's message
    /// and hint in English, a short sentence per kind of failure in the other languages (bad
    /// input keeps the Domain's message and hint, which name what is wrong).
    public init(_ error: any Error, in language: DetailLanguage) {
        guard let error = error as? AppDetailError else {
            self.init(message: "Something went wrong: \(error).", hint: nil, canRetry: true)
            return
        }
        // Bad input keeps the Domain's words, which name what is wrong with it.
        let isInput = if case .invalidInput = error { true } else { false }
        guard language != .english, !isInput else {
            self.init(message: error.message, hint: error.hint, canRetry: error.isRetryable, error: error)
            return
        }
        let reason = language.reason(for: error)
        self.init(
            message: reason.prefix(1).uppercased() + reason.dropFirst(), hint: nil,
            canRetry: error.isRetryable,
            error: error)
    }
}
