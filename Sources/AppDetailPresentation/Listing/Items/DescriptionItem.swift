/// The description section's items: the text, then the developer row.
public struct DescriptionItem: Hashable, Sendable {
    /// Which item; also its identity.
    public enum Role: String, Hashable, Sendable {
        /// The long description.
        case text
        /// The developer's name, leading to their other apps.
        case developer
    }

    /// Which item.
    public let role: Role
    /// A small title: empty for the text, "Developer" / "개발자" for the developer row.
    public let title: String
    /// The description, or the developer's name.
    public let text: String
}
