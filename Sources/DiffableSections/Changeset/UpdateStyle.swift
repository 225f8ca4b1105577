/// How a changed item (same identity, new content) is to be refreshed.
public enum UpdateStyle: Hashable, Sendable {
    /// Replace the cell (`reloadItems`): the cell is dequeued anew.
    case reload
    /// Keep the cell and configure it again (`reconfigureItems`, iOS 15+): cheaper, no flash.
    case reconfigure
    /// Delete the item at its old position and insert it at its new one in the same batch, with
    /// no ``BatchUpdate/itemUpdates`` at all — IGListKit's batch-ready form, for collection views
    /// that cannot reload inside a batch.
    case deleteAndInsert
}

/// What the single batch does with a section that moves while items change inside it.
///
/// `UICollectionView` corrupts its layout, or raises an "invalid update" exception, on a batch
/// that moves a section and also deletes items from it, inserts items into it, moves items out
/// of or into it, or reloads items in it (IGListKit avoids the same shape by splitting such a
/// move). ``rebuild`` is that safe form and the default; ``move`` keeps the section move for
/// layouts known to cope, as the batch did before.
public enum MovedSectionPolicy: Hashable, Sendable {
    /// A moved section with item changes is deleted at its old index and inserted at its new one
    /// with its items: its cells are made anew, nothing else changes. A moved section whose
    /// items did not change (or only change by a reconfigure after the batch) still moves.
    case rebuild
    /// The section moves and its item changes are listed with it in the same batch.
    case move
}

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
