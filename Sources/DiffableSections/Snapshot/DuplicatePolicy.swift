/// What to do when data handed to a snapshot repeats an identity (as decoded server data can).
///
/// For data you do not control, choose ``keepAll``: every row is shown and every diff stays a
/// valid batch update. ``keepFirst`` hides rows: at 2 % repeated identities, about 2 % of the rows
/// the data holds never reach the screen, and nothing tells the user. ``reject`` suits data whose
/// identities are yours to guarantee.
public enum DuplicatePolicy: Hashable, Sendable {
    /// Throw ``SnapshotError/duplicateSection(_:)`` or ``SnapshotError/duplicateItem(_:)``.
    case reject
    /// Keep the first occurrence and drop the later ones, wherever they are. The snapshot then
    /// holds fewer items than the data: one fewer for every repeat.
    case keepFirst
    /// Keep every item. Repeated item identities are told apart by occurrence, in order through
    /// the sections: the first `7` in the old snapshot is the first `7` in the new one, the second
    /// the second, and so on, so a diff updates, moves, inserts and deletes each copy on its own.
    /// Queries by identity (``DiffableSnapshot/indexPath(ofItem:)`` and the like) answer for the
    /// first occurrence; ``DiffableSnapshot/deleteItems(_:)`` removes every occurrence. A
    /// repeated section identity is one section: the later one's items are appended to it, so
    /// every item is still shown.
    case keepAll
}
