/// An item that says what it is by itself: its fields (as `Encodable` writes them), a label
/// naming it and a line of what it says. A client that has no layout of its own for an item can
/// still write it, list it and compare it (``DetailItem/content``).
public protocol DetailItemContent: Hashable, Sendable, Encodable {
    /// The page section its items stand in.
    static var section: DetailSection { get }
    /// A few words naming the item among its section's ("event 1234").
    var label: String { get }
    /// What it says, for a line (a client shortens it).
    var text: String { get }
}
