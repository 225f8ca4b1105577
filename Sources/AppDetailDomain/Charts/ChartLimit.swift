/// How many places of a chart to ask for: 1 to 200, the feed's own cap.
public struct ChartLimit: Hashable, Sendable, CustomStringConvertible {
    /// The feed's cap.
    public static let maximum = 200

    /// The number.
    public let rawValue: Int

    /// A limit.
    ///
    /// - Throws: ``AppDetailError/invalidInput(_:)`` with ``InvalidInputReason/chartLimit(_:)`` outside 1…200.
    public init(_ rawValue: Int) throws(AppDetailError) {
        guard (1...Self.maximum).contains(rawValue) else { throw .invalidInput(.chartLimit(rawValue)) }
        self.rawValue = rawValue
    }

    /// The number as text.
    public var description: String { String(rawValue) }
}
