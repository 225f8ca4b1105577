/// One search: a term in a storefront, up to a number of results.
public struct SearchQuery: Hashable, Sendable {
    /// What to look for.
    public let term: SearchTerm
    /// Where; results and their texts are per storefront.
    public let storefront: Storefront
    /// How many results at most.
    public let limit: SearchLimit

    /// A query.
    public init(term: SearchTerm, storefront: Storefront, limit: SearchLimit) {
        self.term = term
        self.storefront = storefront
        self.limit = limit
    }
}
