extension Listing {
    /// The primary category's name in the answer's own language: the localized entry of
    /// ``genres`` with the primary genre's id (a Korean answer's `금융`, not `Finance`), else the
    /// first localized genre, else the English ``primaryGenre`` name.
    public var categoryName: String {
        genres.first { $0.id == primaryGenre.id }?.name ?? genres.first?.name ?? primaryGenre.name
    }
}
