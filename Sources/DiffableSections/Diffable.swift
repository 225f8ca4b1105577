/// A value that can be told apart from others (its identity) and compared for change (its
/// content), the two questions a diff must ask separately.
///
/// Two values with the same ``diffIdentifier`` are the same cell; if
/// ``isContentEqual(to:)`` says they differ, the cell is updated in place rather than deleted and
/// inserted. A value that is unique in its section, such as a page's header, can return a constant
/// identity. For `Equatable` types, content equality defaults to `==`.
public protocol Diffable: Sendable {
    /// What makes this value the same cell across two snapshots.
    associatedtype DiffIdentifier: Hashable & Sendable

    /// The identity: equal identities are the same cell.
    var diffIdentifier: DiffIdentifier { get }

    /// Whether `other`, a value with the same identity, shows the same content.
    func isContentEqual(to other: Self) -> Bool
}

extension Diffable where Self: Equatable {
    /// Content equality is `==`.
    public func isContentEqual(to other: Self) -> Bool { self == other }
}

extension String: Diffable {
    /// A string is its own identity.
    public var diffIdentifier: String { self }
}

extension Character: Diffable {
    /// A character is its own identity.
    public var diffIdentifier: Character { self }
}

extension Int: Diffable {
    /// An integer is its own identity.
    public var diffIdentifier: Int { self }
}
