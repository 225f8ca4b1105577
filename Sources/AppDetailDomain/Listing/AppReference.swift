import Foundation

/// An app as a person names it: an id, `id` and the digits, a bundle id, or an App Store link,
/// with the storefront the link names.
///
/// Links: `https://apps.apple.com/kr/app/some-name/id1016396103?l=en`, the older
/// `https://itunes.apple.com/us/app/facebook/id284882215?mt=8&uo=4`, either without the name
/// part (`…/kr/app/id1016396103`) or without the country (`…/app/id1016396103`), over `http`,
/// `https` or `itms-apps`.
public struct AppReference: Hashable, Sendable {
    /// The app.
    public let lookup: AppLookup
    /// The storefront country the link names (`kr`), or `nil` when it names none.
    public let country: String?
    /// The language the link asks the store's page in (`?l=en`), or `nil` when it asks none.
    public let language: String?

    /// Reads an id, `id…`, a bundle id or a link.
    ///
    /// - Throws: ``AppDetailError/invalidInput(_:)`` saying which forms are expected.
    public init(parsing text: String) throws(AppDetailError) {
        let trimmed = text.trimmedOfWhitespacesAndNewlines
        if let link = Self.link(trimmed) {
            self = link
            return
        }
        if trimmed.hasPrefix("id"), trimmed.count > 2,
            trimmed.dropFirst(2).allSatisfy({ $0.isASCII && $0.isNumber })
        {
            self.init(lookup: .id(try AppID(parsing: String(trimmed.dropFirst(2)))), country: nil)
            return
        }
        self.init(lookup: try AppLookup(parsing: text), country: nil)
    }

    /// A reference without a language.
    public init(lookup: AppLookup, country: String?) {
        self.init(lookup: lookup, country: country, language: nil)
    }

    /// A reference with the language its link asks for.
    public init(lookup: AppLookup, country: String?, language: String?) {
        self.lookup = lookup
        self.country = country
        self.language = language
    }

    /// The hosts of an App Store link (an app's or a developer's).
    static let linkHosts: Set<String> = ["apps.apple.com", "itunes.apple.com"]
    /// The schemes of an App Store link.
    static let linkSchemes: Set<String> = ["http", "https", "itms-apps"]

    /// The reference in an App Store link, or `nil` when `text` is not one.
    private static func link(_ text: String) -> AppReference? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
            linkSchemes.contains(scheme),
            let host = url.host?.lowercased(), linkHosts.contains(host)
        else { return nil }
        let segments = url.pathComponents.filter { $0 != "/" }
        guard let last = segments.last, last.hasPrefix("id"),
            let id = AppID(rawValue: Int64(last.dropFirst(2)) ?? 0)
        else { return nil }
        let first = segments.first?.lowercased()
        let country = first.flatMap { (try? Storefront(country: $0)) != nil ? $0 : nil }
        let language = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?
            .first { $0.name == "l" }?.value.flatMap { $0.isEmpty ? nil : $0 }
        return AppReference(lookup: .id(id), country: country, language: language)
    }
}
