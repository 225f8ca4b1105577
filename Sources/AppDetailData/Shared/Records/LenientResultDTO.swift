import AppDetailDomain
import Foundation

/// One element of an answer's `results`, decoded on its own: a record with a bad date, a number
/// where a name belongs or `null` in place of an object fails alone, with its reason, and the
/// records beside it are still read.
struct LenientResultDTO: Decodable, Sendable {
    let result: Result<AppResultDTO, AppDetailError>

    init(from decoder: any Decoder) throws {
        do {
            result = .success(try AppResultDTO(from: decoder))
        } catch let error as DecodingError {
            result = .failure(.malformedResponse(detail: DecodingProblem.words(for: error, in: Data())))
        }
    }
}
