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
