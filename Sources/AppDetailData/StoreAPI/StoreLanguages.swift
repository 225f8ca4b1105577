import AppDetailDomain
import Foundation

extension Storefront {
    /// The Lookup API's `lang` value (`ko_kr`, `en_us`), or `nil` when no language is chosen.
    var lookupLanguage: String? {
        guard let language else { return nil }
        let parts = language.split(separator: "-")
        // The API names Chinese by region: Simplified as zh_cn, Traditional as zh_tw.
        let scripts = ["Hans": "cn", "Hant": "tw"]
        let region = parts.dropFirst().first { $0.count == 2 }.map { $0.lowercased() }
        let scriptRegion = parts.dropFirst().first { $0.count == 4 }.flatMap { scripts[String($0)] }
        return "\(parts[0])_\(region ?? scriptRegion ?? country)"
    }
}

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
