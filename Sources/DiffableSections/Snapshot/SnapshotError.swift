/// A snapshot operation that UIKit would crash on, or silently turn into something else, named
/// with the identifier at fault.
public enum SnapshotError<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Error, Hashable,
    CustomStringConvertible
{
    /// The section is already in the snapshot, or given twice.
    case duplicateSection(SectionID)
    /// The item is given twice in one call.
    case duplicateItem(ItemID)
    /// The item is already in the snapshot, in this section (UIKit moves it silently).
    case itemAlreadyPresent(ItemID, inSection: SectionID)
    /// No section has this identifier.
    case unknownSection(SectionID)
    /// No item has this identifier.
    case unknownItem(ItemID)
    /// Items were appended without naming a section, and the snapshot has none.
    case noSection
    /// An item or section was to be placed relative to itself.
    case movedRelativeToItself

    /// What went wrong, naming the identifier.
    public var description: String {
        switch self {
        case .duplicateSection(let id): "Section \(id) is already in the snapshot or given twice"
        case .duplicateItem(let id): "Item \(id) is given more than once"
        case .itemAlreadyPresent(let id, let section): "Item \(id) is already in section \(section)"
        case .unknownSection(let id): "No section \(id) in the snapshot"
        case .unknownItem(let id): "No item \(id) in the snapshot"
        case .noSection: "Items cannot be appended to a snapshot without sections"
        case .movedRelativeToItself: "An item or section cannot be placed relative to itself"
        }
    }
}

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
