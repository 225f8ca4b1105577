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
