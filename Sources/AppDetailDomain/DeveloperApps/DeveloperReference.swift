import Foundation

/// A developer as a person names one: the developer's id (`284417353`, `id284417353`), the
/// developer's App Store link (`https://apps.apple.com/us/developer/apple/id284417353`), or one of
/// the developer's apps (its link or bundle id), whose listing names the developer.
///
/// A bare number is the developer's id, as in a developer link; an app's id is named as an app
/// with ``app(_:)``.
public enum DeveloperReference: Hashable, Sendable {
    /// The developer's own id, and the store its link names, if any.
    case developer(id: Int64, country: String?)
    /// One of the developer's apps.
    case app(AppReference)

    /// Reads a developer's id, a developer link, or an app's link or bundle id.
    ///
    /// - Throws: ``AppDetailError/invalidInput(_:)`` when `text` is none of these.
    public init(parsing text: String) throws(AppDetailError) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let digits = trimmed.hasPrefix("id") ? trimmed.dropFirst(2) : Substring(trimmed)
        if !digits.isEmpty, digits.count <= 18, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
            let id = Int64(digits), id > 0
        {
            self = .developer(id: id, country: nil)
        } else if let link = Self.developerLink(trimmed) {
            self = link
        } else {
            self = .app(try AppReference(parsing: trimmed))
        }
    }

    /// The store the reference's link names, or `nil`.
    public var country: String? {
        switch self {
        case .developer(_, let country): country
        case .app(let reference): reference.country
        }
    }

    /// A developer link: `…/{cc}/developer/{name}/id{digits}` on the store's hosts.
    private static func developerLink(_ text: String) -> DeveloperReference? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
            AppReference.linkSchemes.contains(scheme),
            let host = url.host?.lowercased(), AppReference.linkHosts.contains(host)
        else { return nil }
        let segments = url.pathComponents.filter { $0 != "/" }.map { $0.lowercased() }
        guard segments.contains("developer"), let last = segments.last, last.hasPrefix("id"),
            let id = Int64(last.dropFirst(2)), id > 0
        else { return nil }
        let country = segments.first.flatMap { (try? Storefront(country: $0)) != nil ? $0 : nil }
        return .developer(id: id, country: country)
    }
}
