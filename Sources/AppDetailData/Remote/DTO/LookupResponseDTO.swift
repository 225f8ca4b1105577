/// The envelope of a Lookup or Search answer: `{"resultCount": n, "results": [...]}`, or the
/// store's error shape `{"errorMessage": "...", "queryParameters": {...}}`.
struct LookupResponseDTO: Decodable, Sendable {
    var resultCount: Int?
    var results: [AppResultDTO]?
    var errorMessage: String?
}
