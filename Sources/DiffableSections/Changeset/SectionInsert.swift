/// A section that appears, with its items, at its index in the new data.
///
/// Its items are part of the section insert and are never listed as item inserts.
public struct SectionInsert<Section: Sendable, Item: Sendable>: Sendable {
    /// Where it appears, in the new data.
    public var at: Int
    /// The section and its items.
    public var content: SectionData<Section, Item>

    /// An insert.
    public init(at: Int, content: SectionData<Section, Item>) {
        self.at = at
        self.content = content
    }
}

extension SectionInsert: Equatable where Section: Equatable, Item: Equatable {}
