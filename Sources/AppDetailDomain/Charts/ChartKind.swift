/// Which of the store's charts: the three top charts and the three of new apps.
public enum ChartKind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Top free apps.
    case free
    /// Top paid apps.
    case paid
    /// Top grossing apps (in-app purchases included).
    case grossing
    /// New apps.
    case new
    /// New free apps.
    case newFree = "new-free"
    /// New paid apps.
    case newPaid = "new-paid"

    /// The word a command line uses: `free`, `new-paid`.
    public var description: String { rawValue }

    /// The top chart an app of this price stands in: top free for a free app, top paid for a
    /// paid one, none when the price is unknown.
    public static func top(for price: Price) -> ChartKind? {
        switch price {
        case .free: .free
        case .paid: .paid
        case .unknown: nil
        }
    }
}
