import AppDetailDomain
import Foundation

/// Reads saved Lookup or Search answers (files a person kept, `curl` output) into details, with
/// the same decoding and mapping the live client uses.
public protocol LookupAnswerDecoding: Sendable {
    /// Every result of the answer, each mapped on its own: one bad result does not hide the
    /// others.
    ///
    /// - Throws: `AppDetailError.malformedResponse` when the bytes are not a Lookup or
    ///   Search answer at all, `InvalidInput.rejectedByStore` for an `errorMessage` body.
    func results(in data: Data) throws(AppDetailError) -> [Result<AppDetail, AppDetailError>]
}
