import AppDetailDomain

/// What an answer of the chart feed holds: the entries that could be read, the number of places
/// it has, and the places whose entry could not be read (no numeric app id, or not an entry).
struct ChartFeedContent: Sendable {
    /// The readable entries, each with its place, in place order.
    let entries: [ChartEntry]
    /// How many places the answer has, readable or not.
    let places: Int
    /// The places, from 1, whose entry could not be read.
    let unreadable: [Int]

    /// The entries within the first `limit` places.
    func top(_ limit: Int) -> [ChartEntry] {
        entries.filter { $0.rank <= limit }
    }

    /// A sentence for the places left out, or `nil` when every entry was read.
    func unreadableNote(of chart: String) -> String? {
        guard !unreadable.isEmpty else { return nil }
        let shown = unreadable.prefix(10).map(String.init).joined(separator: ", ")
        let more = unreadable.count > 10 ? ", …" : ""
        guard unreadable.count > 1 else {
            return "\(chart) has 1 entry that cannot be read (place \(shown)); it is left out."
        }
        return
            "\(chart) has \(unreadable.count) entries that cannot be read (places \(shown)\(more)); they are left out."
    }
}
