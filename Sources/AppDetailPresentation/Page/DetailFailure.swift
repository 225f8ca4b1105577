import AppDetailDomain

/// Why there is nothing to show.
public struct DetailFailure: Hashable, Sendable {
    /// What happened, for a person, in the page's language.
    public let message: String
    /// What to do about it, in the failure's language (`AppDetailError.remedy` worded, naming
    /// no control of any client; ``error`` is there to word one's own).
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
    /// in English, a short sentence per kind of failure in the other languages (bad input keeps
    /// the Domain's message, which quotes what is wrong); the hint in `language` either way.
    public init(_ error: any Error, in language: DetailLanguage) {
        guard let error = error as? AppDetailError else {
            self.init(message: "Something went wrong: \(error).", hint: nil, canRetry: true)
            return
        }
        // Bad input keeps the Domain's words, which name what is wrong with it.
        let isInput = if case .invalidInput = error { true } else { false }
        let hint = RemedyWords(language: language).hint(for: error.remedy)
        guard language != .english, !isInput else {
            self.init(message: error.message, hint: hint, canRetry: error.isRetryable, error: error)
            return
        }
        let reason = language.reason(for: error)
        self.init(
            message: reason.prefix(1).uppercased() + reason.dropFirst(), hint: hint,
            canRetry: error.isRetryable,
            error: error)
    }
}
