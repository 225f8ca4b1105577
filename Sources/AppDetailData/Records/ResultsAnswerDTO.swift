import AppDetailDomain
import Foundation

/// The envelope of a Lookup or Search answer: `{"resultCount": n, "results": [...]}`, or the
/// store's error shape `{"errorMessage": "...", "queryParameters": {...}}`.
struct ResultsAnswerDTO: Decodable, Sendable {
    var resultCount: Int?
    /// Each record on its own: one that cannot be decoded does not spoil the others.
    var results: [LenientResultDTO]?
    var errorMessage: String?
}

/// One element of an answer's `results`, decoded on its own: a record with a bad date, a number
/// where a name belongs or `null` in place of an object fails alone, with its reason, and the
/// records beside it are still read.
struct LenientResultDTO: Decodable, Sendable {
    let result: Result<AppResultDTO, AppDetailError>
    /// The record's `trackId`, read apart from the rest: what names a record that could not be
    /// read, so it is never taken for an app the store left out.
    let trackID: Int64?

    private enum Key: String, CodingKey { case trackId }

    init(from decoder: any Decoder) throws {
        trackID = try? decoder.container(keyedBy: Key.self).decode(Int64.self, forKey: .trackId)
        do {
            result = .success(try AppResultDTO(from: decoder))
        } catch let error as DecodingError {
            result = .failure(.malformedAnswer(detail: DecodingErrorText.words(for: error, in: Data())))
        }
    }
}
