import AppDetailDomain

extension DetailLanguage {
    /// Why something could not be loaded, in this language: a short phrase per kind of failure
    /// (offline and not cached, timed out, unreachable, throttled, a server error, an unreadable
    /// answer), so a client's banners never mix languages; English keeps the error's own message.
    public func reason(for error: AppDetailError) -> String {
        FailureWords.text(for: error, in: self)
    }
}
