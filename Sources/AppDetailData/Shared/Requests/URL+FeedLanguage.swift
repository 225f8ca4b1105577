import Foundation

extension URL {
    /// This feed address with `?l={language}` when the storefront names a language (the RSS
    /// feeds localize their labels with it), else unchanged.
    func withFeedLanguage(_ language: String?) -> URL {
        guard let language, var components = URLComponents(url: self, resolvingAgainstBaseURL: false) else {
            return self
        }
        components.queryItems = [URLQueryItem(name: "l", value: language)]
        return components.url ?? self
    }
}
