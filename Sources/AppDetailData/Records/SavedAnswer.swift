import AppDetailDomain
import Foundation

/// Saved Lookup or Search answers (files a person kept, `curl` output) read into listings, with
/// the same decoding and mapping the live client uses.
public enum SavedAnswer {
    /// Every result of the answer, each mapped on its own: one bad result does not hide the
    /// others.
    ///
    /// - Throws: `AppDetailError.malformedAnswer` when the bytes are not a Lookup or
    ///   Search answer at all, `InvalidInputReason.rejectedByStore` for an `errorMessage` body.
    public static func results(in data: Data) throws(AppDetailError) -> [Result<Listing, AppDetailError>] {
        try ListingParser.allResults(from: data)
    }
}
