import AppDetailDomain
import Foundation

/// ``LookupAnswerDecoding`` over ``LookupResponseParser``.
struct LookupAnswerDecoder: LookupAnswerDecoding {
    func results(in data: Data) throws(AppDetailError) -> [Result<AppDetail, AppDetailError>] {
        try LookupResponseParser.allResults(from: data)
    }
}
