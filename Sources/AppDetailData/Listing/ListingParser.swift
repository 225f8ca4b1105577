import AppDetailDomain
import Foundation

/// Reads a Lookup or Search answer's bytes into domain results, with a specific error for every
/// way a real answer can go wrong.
///
/// - `resultCount: 0` (HTTP 200) is ``AppDetailError/notFound(_:_:)``;
/// - `{"errorMessage": …}` is ``InvalidInputReason/rejectedByStore(_:)``;
/// - HTML, truncated or invalid JSON, or JSON without the envelope is
///   ``AppDetailError/malformedAnswer(detail:)``;
/// - a result that is not an iOS app is ``AppDetailError/notAnIOSApp(_:kind:)``;
/// - an answer whose results are all about other apps than the one asked for is
///   ``AppDetailError/malformedAnswer(detail:)``.
enum ListingParser {
    /// The listing of the app the lookup asked for.
    static func listing(from data: Data, for lookup: AppLookup, in storefront: Storefront)
        throws(AppDetailError)
        -> Listing
    {
        let records = try envelopeResults(from: data)
        guard !records.isEmpty else { throw .notFound(lookup, storefront) }
        let results = records.compactMap { try? $0.get() }
        // The record asked for may be the one that could not be decoded: its reason, not
        // "another app".
        if results.isEmpty, case .failure(let error)? = records.first { throw error }
        // Only the app asked for: an answer about another app is never shown (nor cached) in its
        // place, where it would replace that other app's good entry.
        let match = results.first { result in
            switch lookup {
            case .id(let id): result.trackId?.int64 == id.rawValue
            case .bundleID(let bundleID): result.bundleId?.lowercased() == bundleID.rawValue.lowercased()
            }
        }
        guard let match else {
            if let failure = records.first(where: { (try? $0.get()) == nil }),
                case .failure(let error) = failure
            {
                throw error
            }
            let other =
                results[0].trackId?.int64.map { "id \($0)" } ?? results[0].bundleId.map { "bundle id \($0)" }
            let asked =
                switch lookup {
                case .id(let id): "id \(id)"
                case .bundleID(let bundleID): "bundle id \(bundleID)"
                }
            throw .malformedAnswer(
                detail: "it is about another app (\(other ?? "no id")) than the one asked for (\(asked))")
        }
        do {
            return try ListingMapper.listing(from: match)
        } catch .notAnIOSApp(_, let kind) {
            throw .notAnIOSApp(lookup, kind: kind)
        }
    }

    /// Every result of a Lookup or Search answer, each mapped on its own: one bad result does not
    /// hide the others (a Mac App Store search mixes Mac and iOS apps).
    static func allResults(from data: Data) throws(AppDetailError) -> [Result<Listing, AppDetailError>] {
        try identifiedResults(from: data).map(\.result)
    }

    /// Every result of an answer, each mapped on its own with the `trackId` its record names
    /// (`nil` when it names none), so a record that cannot be read is still known by its id.
    static func identifiedResults(from data: Data) throws(AppDetailError) -> [(
        trackID: Int64?, result: Result<Listing, AppDetailError>
    )] {
        try envelope(from: data).map { record in
            do throws(AppDetailError) {
                return (
                    record.trackID, .success(try ListingMapper.listing(from: try record.result.get()))
                )
            } catch {
                return (record.trackID, .failure(error))
            }
        }
    }

    /// The envelope's records, each decoded on its own (see ``LenientResultDTO``).
    static func envelopeResults(from data: Data) throws(AppDetailError) -> [Result<
        AppResultDTO, AppDetailError
    >] {
        try envelope(from: data).map(\.result)
    }

    private static func envelope(from data: Data) throws(AppDetailError) -> [LenientResultDTO] {
        let envelope: ResultsAnswerDTO
        do {
            envelope = try makeDecoder().decode(ResultsAnswerDTO.self, from: data)
        } catch {
            throw .malformedAnswer(detail: describe(error, in: data))
        }
        if let message = envelope.errorMessage { throw .invalidInput(.rejectedByStore(message)) }
        guard envelope.resultCount != nil, let results = envelope.results else {
            throw .malformedAnswer(detail: "the JSON has no “resultCount” and “results”")
        }
        return results
    }

    private static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            guard let date = StoreTimestamp.date(from: try container.decode(String.self)) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "Expected an ISO 8601 date such as 2024-07-23T12:07:58Z."
                )
            }
            return date
        }
        return decoder
    }

    private static func describe(_ error: any Error, in data: Data) -> String {
        let start = String(decoding: data.prefix(64), as: UTF8.self).trimmingCharacters(
            in: .whitespacesAndNewlines)
        if data.isEmpty { return "the body is empty" }
        if start.hasPrefix("<") { return "the body is HTML, not JSON (it starts with “\(start.prefix(20))”)" }
        guard let error = error as? DecodingError else { return "the JSON could not be read" }
        return DecodingErrorText.words(for: error, in: data)
    }
}
