import Foundation

/// One way to damage a real Lookup answer, the kinds a hostile or broken server produces.
public enum AnswerMutation: CaseIterable, Sendable {
    case changeType, extremeNumber, removeKey, duplicateKey, deepNesting, longWord, longCJK
    case combiningFlood, controlCharacters, invalidUTF8, truncate, emptyArrays
    /// Round two: invisible direction marks and line separators, a date in year 99999, a
    /// `resultCount` of 2^63, a `javascript:` store address.
    case directionMarks, farFutureDate, hugeResultCount, scriptAddress

    /// The characters ``directionMarks`` plants, which must never reach a terminal.
    public static let invisibleMarks: [Character] = [
        "\u{061C}", "\u{200E}", "\u{200F}", "\u{2028}", "\u{2029}",
    ]

    /// One of the mutations, drawn from `generator`.
    public static func random(using generator: inout some RandomNumberGenerator) -> AnswerMutation {
        allCases[Int.random(in: 0..<allCases.count, using: &generator)]
    }

    static let keys = [
        "trackId", "trackName", "bundleId", "artistId", "artistName", "price", "formattedPrice",
        "averageUserRating", "userRatingCount", "averageUserRatingForCurrentVersion",
        "userRatingCountForCurrentVersion", "fileSizeBytes", "description", "releaseNotes", "version",
        "releaseDate", "currentVersionReleaseDate", "screenshotUrls", "ipadScreenshotUrls",
        "languageCodesISO2A", "genres", "genreIds", "primaryGenreId", "primaryGenreName",
        "contentAdvisoryRating", "advisories", "minimumOsVersion", "supportedDevices", "trackViewUrl",
        "artworkUrl512", "sellerName", "kind", "features",
    ]

    static var extremes: [Any] {
        [
            Int64.max, Int64.min, -1, 0, 1e308, -1e308, 5e-324, "1e-400", "922337203685477581", "1e30", "NaN",
            "-0", "", 4.999999999999999, 5.000000000000001, 2_147_483_648,
        ]
    }

    /// `data`, a Lookup answer, with this mutation applied to it (or to its first result).
    public func apply(to data: Data, using generator: inout some RandomNumberGenerator) throws -> Data {
        switch self {
        case .invalidUTF8:
            var bytes = [UInt8](data)
            for _ in 0..<8 {
                bytes[Int.random(in: 0..<bytes.count, using: &generator)] =
                    [0xFF, 0xC0, 0x80][Int.random(in: 0..<3, using: &generator)]
            }
            return Data(bytes)
        case .truncate:
            return data.prefix(Int.random(in: 0..<data.count, using: &generator))
        case .duplicateKey:
            // Text level, as JSONSerialization cannot write a duplicate: the key again, with another value.
            let key = Self.keys.randomElement(using: &generator)!
            var text = String(decoding: data, as: UTF8.self)
            if let range = text.range(of: "\"results\":[{") {
                text.insert(contentsOf: "\"\(key)\":\"duplicate\",", at: range.upperBound)
            }
            return Data(text.utf8)
        default:
            var envelope = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
            var results = envelope["results"] as? [[String: Any]] ?? [[:]]
            mutate(&results[0], using: &generator)
            envelope["results"] = results
            if self == .hugeResultCount { envelope["resultCount"] = UInt64(1) << 63 }
            return try JSONSerialization.data(withJSONObject: envelope)
        }
    }

    private func mutate(_ result: inout [String: Any], using generator: inout some RandomNumberGenerator) {
        let key = Self.keys.randomElement(using: &generator)!
        let textKey = ["description", "releaseNotes", "trackName", "artistName", "version"].randomElement(
            using: &generator)!
        switch self {
        case .changeType:
            let values: [Any] = [NSNull(), true, 42, "text", [1, 2], ["k": "v"], 3.5]
            result[key] = values.randomElement(using: &generator)!
        case .extremeNumber:
            result[key] = Self.extremes.randomElement(using: &generator)!
        case .removeKey:
            result[key] = nil
        case .deepNesting:
            var value: Any = result[key] ?? 1
            for _ in 0..<Int.random(in: 50...400, using: &generator) { value = [value] }
            result[key] = value
        case .longWord:
            result[textKey] = String(
                repeating: "w", count: Int.random(in: 10_000...200_000, using: &generator))
        case .longCJK:
            result[textKey] = String(
                repeating: "漢字」かな、", count: Int.random(in: 2_000...30_000, using: &generator))
        case .combiningFlood:
            result[textKey] =
                "a"
                + String(
                    repeating: "\u{301}\u{200B}\u{FE0F}",
                    count: Int.random(in: 1_000...50_000, using: &generator))
        case .controlCharacters:
            result[textKey] = "x\u{1B}]52;c;ZXZpbA==\u{07}\u{9B}31m\u{202E}\u{0}\u{85}\r\u{8}y"
        case .emptyArrays:
            for key in [
                "screenshotUrls", "ipadScreenshotUrls", "languageCodesISO2A", "genres", "genreIds",
                "supportedDevices",
            ] {
                result[key] = []
            }
        case .directionMarks:
            let marks = String(Self.invisibleMarks)
            result[textKey] = marks + ((result[textKey] as? String) ?? "text") + marks
            result["trackName"] = "\u{202B}" + ((result["trackName"] as? String) ?? "") + "\u{200F}\u{2028}"
        case .farFutureDate:
            result[["releaseDate", "currentVersionReleaseDate"].randomElement(using: &generator)!] =
                "99999-01-01T00:00:00Z"
        case .scriptAddress:
            result[["trackViewUrl", "sellerUrl", "artistViewUrl"].randomElement(using: &generator)!] =
                "javascript:alert(document.cookie)//id1"
        case .invalidUTF8, .truncate, .duplicateKey, .hugeResultCount:
            break
        }
    }
}
