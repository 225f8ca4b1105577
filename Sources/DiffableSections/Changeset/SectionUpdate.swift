/// A section whose identity stayed and whose own content (its header, say) changed.
public struct SectionUpdate<Section: Sendable>: Sendable {
    /// Its index in the old data.
    public var from: Int
    /// Its index in the new data.
    public var to: Int
    /// The new value.
    public var section: Section

    /// An update.
    public init(from: Int, to: Int, section: Section) {
        self.from = from
        self.to = to
        self.section = section
    }
}

extension SectionUpdate: Equatable where Section: Equatable {}
