/// A changeset that does not fit the data it is applied to.
public enum ChangesetError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A position lies outside the data it refers to.
    case positionOutOfRange(String)
    /// Two operations claim the same position.
    case conflictingOperations(String)
    /// The section or item counts after the update do not add up.
    case inconsistentCounts(String)

    /// What is wrong, in UIKit's words where UIKit has them.
    public var description: String {
        switch self {
        case .positionOutOfRange(let detail), .conflictingOperations(let detail),
            .inconsistentCounts(let detail):
            detail
        }
    }
}
