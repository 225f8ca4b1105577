/// Finds apps.
public protocol AppSearching: Sendable {
    /// The results of `query` under `policy`.
    ///
    /// - Throws: ``AppDetailError`` when there is nothing to show, or `CancellationError`.
    func search(_ query: SearchQuery, policy: CachePolicy) async throws -> Fetched<SearchResults>
}
