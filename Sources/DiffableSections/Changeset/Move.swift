/// A move from a position in the old data to a position in the new data.
public struct Move<Position: Hashable & Sendable>: Hashable, Sendable {
    /// Where it was, in the old data.
    public var from: Position
    /// Where it goes, in the new data.
    public var to: Position

    /// A move.
    public init(from: Position, to: Position) {
        self.from = from
        self.to = to
    }
}
