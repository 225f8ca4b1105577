/// What to do when data handed to a snapshot repeats an identity (as decoded server data can).
public enum DuplicatePolicy: Hashable, Sendable {
    /// Throw ``SnapshotError/duplicateSection(_:)`` or ``SnapshotError/duplicateItem(_:)``.
    case reject
    /// Keep the first occurrence and drop the later ones, wherever they are.
    case keepFirst
}
