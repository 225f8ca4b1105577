/// An identity with its occurrence number: what tells repeated identities apart under
/// ``DuplicatePolicy/keepAll``.
@usableFromInline
struct OccurrenceKey<ID: Hashable>: Hashable {
    @usableFromInline let id: ID
    @usableFromInline let occurrence: Int32

    @inlinable
    init(id: ID, occurrence: Int32) {
        self.id = id
        self.occurrence = occurrence
    }
}
