/// The envelope of a Lookup or Search answer: `{"resultCount": n, "results": [...]}`, or the
/// store's error shape `{"errorMessage": "...", "queryParameters": {...}}`.
struct LookupResponseDTO: Decodable, Sendable {
    var resultCount: Int?
    /// Each record on its own: one that cannot be decoded does not spoil the others.
    var results: [LenientResultDTO]?
    var errorMessage: String?
}
