/// A section with its items: the plain-array form of a snapshot's content.
public struct SectionData<Section: Sendable, Item: Sendable>: Sendable {
    /// The section.
    public var section: Section
    /// Its items, in order.
    public var items: [Item]

    /// A section with items.
    public init(section: Section, items: [Item]) {
        self.section = section
        self.items = items
    }
}

extension SectionData: Equatable where Section: Equatable, Item: Equatable {}
extension SectionData: Hashable where Section: Hashable, Item: Hashable {}
