extension Sequence where Element: Hashable {
    /// The elements in order, each once (its first occurrence): a list of ids a person typed or
    /// a chart repeated is asked for once.
    func firstOccurrences() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
