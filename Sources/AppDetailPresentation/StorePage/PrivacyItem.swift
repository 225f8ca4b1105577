/// One kind of App Privacy disclosure as the page lists it: its heading and sentence as the
/// store wrote them, and its data categories.
public struct PrivacyItem: Hashable, Sendable {
    /// Apple's identifier of the kind (`DATA_LINKED_TO_YOU`), the item's identity.
    public let identifier: String
    /// The heading ("Data Linked to You").
    public let title: String
    /// The sentence under it.
    public let detail: String
    /// The data categories ("Contact Info", "Identifiers").
    public let categories: [String]

    /// A disclosure.
    public init(identifier: String, title: String, detail: String, categories: [String]) {
        self.identifier = identifier
        self.title = title
        self.detail = detail
        self.categories = categories
    }
}
