import Foundation

/// One row of the information table.
public struct InformationRow: Hashable, Sendable {
    /// Which row; also its identity.
    public enum Field: String, Hashable, Sendable, CaseIterable {
        /// The seller.
        case provider
        /// Download size.
        case size
        /// Category.
        case category
        /// Minimum OS and devices.
        case compatibility
        /// Supported languages, by name.
        case languages
        /// Age rating with its advisories.
        case ageRating
        /// Price.
        case price
        /// The developer's website, when the store has one.
        case developerWebsite
    }

    /// Which row.
    public let field: Field
    /// The row's title, localized.
    public let title: String
    /// The row's value.
    public let value: String
    /// More lines under the value (devices, advisories), possibly empty.
    public let detail: [String]
    /// Where a tap on the row leads (the developer's website), or `nil` for a row that is only
    /// text.
    public let link: URL?

    init(field: Field, title: String, value: String, detail: [String], link: URL? = nil) {
        self.field = field
        self.title = title
        self.value = value
        self.detail = detail
        self.link = link
    }
}
