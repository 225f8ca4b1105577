import AppDetailDomain
import Foundation
import TestSupport
import Testing

@testable import AppDetailData

@Suite("Every real lookup response maps to a correct Listing", .enabled(if: SharedFixtures.available))
struct FixtureMappingTests {
    @Test func all251LookupFixturesDecodeAndMap() throws {
        let files = try SharedFixtures.files(in: "lookup")
        #expect(!files.isEmpty)
        for file in files {
            let raw = try #require(SharedFixtures.rawJSON(file) as? [String: Any])
            let result = try #require((raw["results"] as? [[String: Any]])?.first)
            let trackID = try #require((result["trackId"] as? NSNumber)?.int64Value)
            let lookup = AppLookup.id(try #require(AppID(rawValue: trackID)))
            do {
                let detail = try ListingParser.listing(
                    from: Data(contentsOf: file), for: lookup, in: .unitedStates)
                try expect(detail, matches: result, file: file.lastPathComponent)
            } catch {
                Issue.record("\(file.lastPathComponent): \(error)")
            }
        }
    }

    /// Checks the mapping against the raw JSON, field by field where the API has quirks.
    private func expect(_ detail: Listing, matches raw: [String: Any], file: String) throws {
        #expect(detail.name == raw["trackName"] as? String, "\(file)")
        #expect(detail.bundleID == raw["bundleId"] as? String, "\(file)")
        #expect(detail.developer.id == (raw["artistId"] as? NSNumber)?.int64Value, "\(file)")
        #expect(detail.fileSizeBytes == Int64(try #require(raw["fileSizeBytes"] as? String)), "\(file)")
        #expect(detail.minimumOSVersion.text == raw["minimumOsVersion"] as? String, "\(file)")
        #expect(
            (detail.ratings.allVersions == nil)
                == (raw["averageUserRating"] == nil || raw["userRatingCount"] == nil), "\(file)")
        #expect(
            detail.ratings.allVersions?.count == (raw["userRatingCount"] as? NSNumber)?.intValue, "\(file)")
        if raw["price"] == nil {
            #expect(detail.price == .unknown(currencyCode: raw["currency"] as? String), "\(file)")
        } else {
            #expect(detail.price.formatted == raw["formattedPrice"] as? String, "\(file)")
            #expect(detail.price.isFree == ((raw["price"] as? NSNumber)?.doubleValue == 0), "\(file)")
        }
        let languages = raw["languageCodesISO2A"] as? [String] ?? []
        #expect(detail.languageCodes.count == Set(languages).count, "\(file)")
        #expect(detail.releaseNotes == raw["releaseNotes"] as? String, "\(file)")
        #expect(detail.screenshots.iPhone.count == (raw["screenshotUrls"] as? [String])?.count, "\(file)")
        #expect(detail.screenshots.iPad.count == (raw["ipadScreenshotUrls"] as? [String])?.count, "\(file)")
        #expect(detail.genres.count == (raw["genres"] as? [String])?.count, "\(file)")
        #expect(detail.currentVersionReleaseDate == nil || raw["currentVersionReleaseDate"] != nil, "\(file)")
        #expect(
            detail.features.contains(.gameCenter) == (raw["isGameCenterEnabled"] as? Bool == true), "\(file)")
    }

    /// The average the store wrote, as text, is the average mapped: the `Double` nearest to the
    /// literal, whatever path the answer took (fetched, or imported from a file), so its JSON
    /// text is the store's number (4.8, never 4.800000000000002).
    @Test func everyAverageRatingIsTheNumberTheStoreWrote() async throws {
        let files = try SharedFixtures.files(in: "lookup")
        var checked = 0
        for file in files {
            await Task.yield()
            let data = try Data(contentsOf: file)
            let text = String(decoding: data, as: UTF8.self)
            for key in ["averageUserRating", "averageUserRatingForCurrentVersion"] {
                guard
                    let range = text.range(
                        of: #""\#(key)"\s*:\s*(-?[0-9.eE+]+)"#, options: .regularExpression)
                else { continue }
                let literal = String(text[range].split(separator: ":").last ?? "").trimmingCharacters(
                    in: .whitespaces)
                let expected = try #require(Double(literal))
                let trackID = try #require(try Self.trackID(in: data))
                let id = try #require(AppID(rawValue: trackID))
                let detail = try ListingParser.listing(from: data, for: .id(id), in: .unitedStates)
                let rating =
                    key == "averageUserRating" ? detail.ratings.allVersions : detail.ratings.currentVersion
                guard let rating else { continue }  // a count the mapping refused
                #expect(rating.average == expected, "\(file.lastPathComponent) \(key): \(literal)")
                #expect("\(rating.average)" == "\(expected)")
                checked += 1
            }
        }
        #expect(checked > 400)
    }

    private static func trackID(in data: Data) throws -> Int64? {
        let raw = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return ((raw?["results"] as? [[String: Any]])?.first?["trackId"] as? NSNumber)?.int64Value
    }

    @Test func paidPriceIsTheExactDecimalTheStoreWrote() throws {
        let file = SharedFixtures.root.appendingPathComponent("lookup/386493543.json")
        let detail = try ListingParser.listing(
            from: Data(contentsOf: file), for: .id(AppID(rawValue: 386_493_543)!), in: .unitedStates)
        #expect(
            detail.price == .paid(amount: Decimal(string: "0.99")!, currencyCode: "USD", formatted: "$0.99"))
    }

    @Test func idsBeyondThirtyTwoBitsSurvive() throws {
        for file in try SharedFixtures.files(in: "lookup") {
            let detail = try #require(
                try ListingParser.allResults(from: Data(contentsOf: file)).first?.get())
            #expect(String(detail.id.rawValue) + ".json" == file.lastPathComponent)
        }
    }
}
