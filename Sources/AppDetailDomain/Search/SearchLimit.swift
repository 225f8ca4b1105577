/// How many results a search asks for: 1 to 200, the store's own cap.
public struct SearchLimit: Hashable, Sendable, CustomStringConvertible {
    /// The store's cap.
    public static let maximum = 200

    /// The number.
    public let rawValue: Int

    /// A limit.
    ///
    /// - Throws: ``AppDetailError/invalidInput(_:)`` with ``InvalidInputReason/searchLimit(_:)`` outside 1…200.
    public init(_ rawValue: Int) throws(AppDetailError) {
        guard (1...Self.maximum).contains(rawValue) else { throw .invalidInput(.searchLimit(rawValue)) }
        self.rawValue = rawValue
    }

    /// The number as text.
    public var description: String { String(rawValue) }
}
