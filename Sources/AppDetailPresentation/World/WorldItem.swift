import DiffableSections

/// One cell of the app-around-the-world screen: the whole on top, or a storefront's row.
public enum WorldItem: Hashable, Sendable, Diffable {
    /// The whole: the weighted rating, where the app is not sold, which storefronts gave no
    /// answer (a line each), under the title.
    case whole(title: String, lines: [String])
    /// One storefront's row.
    case storefront(WorldTableRow)

    /// The whole is one cell; a storefront's row is that storefront's, whatever its figures, so
    /// an answer that arrives or changes updates its row in place.
    public var diffIdentifier: String {
        switch self {
        case .whole: "whole"
        case .storefront(let row): row.id
        }
    }
}
