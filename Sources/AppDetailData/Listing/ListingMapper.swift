import AppDetailDomain
import Foundation

/// The one place where the Lookup API's result object becomes a domain ``Listing``.
///
/// What the Domain requires (id, bundle id, name, developer, store URL, versions, dates, size) must
/// be present and well formed, or the result is a ``AppDetailError/malformedAnswer(detail:)``
/// naming the key; what the store really omits stays optional. A result whose `kind` is not
/// `software` (a Mac app, a song) is ``AppDetailError/notAnIOSApp(_:kind:)``.
enum ListingMapper {
    static func listing(from dto: AppResultDTO) throws(AppDetailError) -> Listing {
        let id = try require(dto.trackId?.int64.flatMap(AppID.init(rawValue:)), "trackId")
        guard let kind = dto.kind, kind == "software" else {
            throw .notAnIOSApp(.id(id), kind: dto.kind ?? dto.wrapperType ?? "unknown")
        }
        let primaryGenreID = try require(dto.primaryGenreId?.int64.map { Int($0) }, "primaryGenreId")
        return Listing(
            id: id,
            bundleID: try require(dto.bundleId, "bundleId"),
            name: try require(dto.trackName, "trackName"),
            developer: Developer(
                id: try require(dto.artistId?.int64, "artistId"),
                name: try require(dto.artistName, "artistName"),
                storeURL: dto.artistViewUrl.flatMap(URL.init(string:))
            ),
            seller: Seller(
                name: dto.sellerName ?? dto.artistName ?? "",
                websiteURL: dto.sellerUrl.flatMap(URL.init(string:))
            ),
            artwork: artwork(dto),
            price: Price(
                amount: amount(dto.price), currencyCode: dto.currency, formatted: dto.formattedPrice),
            ratings: Ratings(
                allVersions: rating(dto.averageUserRating, dto.userRatingCount),
                currentVersion: rating(
                    dto.averageUserRatingForCurrentVersion, dto.userRatingCountForCurrentVersion)
            ),
            contentRating: ContentRating(
                ageRating: try require(
                    dto.contentAdvisoryRating ?? dto.trackContentRating, "contentAdvisoryRating"),
                advisories: dto.advisories ?? []
            ),
            primaryGenre: Genre(
                id: primaryGenreID, name: try require(dto.primaryGenreName, "primaryGenreName")),
            genres: zip(dto.genreIds ?? [], dto.genres ?? []).compactMap { id, name in
                id.int64.map { Genre(id: Int($0), name: name) }
            },
            languageCodes: dto.languageCodesISO2A ?? [],
            fileSizeBytes: try require(
                dto.fileSizeBytes?.int64.flatMap { FigureRanges.sizes.contains($0) ? $0 : nil },
                "fileSizeBytes"),
            minimumOSVersion: try require(
                dto.minimumOsVersion.flatMap(SoftwareVersion.init), "minimumOsVersion"),
            version: try require(dto.version, "version"),
            releaseNotes: dto.releaseNotes,
            currentVersionReleaseDate: dto.currentVersionReleaseDate,
            releaseDate: try require(dto.releaseDate, "releaseDate"),
            longDescription: dto.description ?? "",
            screenshots: ScreenshotSet(
                iPhone: screenshots(dto.screenshotUrls),
                iPad: screenshots(dto.ipadScreenshotUrls),
                appleTV: screenshots(dto.appletvScreenshotUrls)
            ),
            supportedDevices: dto.supportedDevices ?? [],
            features: features(dto),
            storeURL: try require(dto.trackViewUrl.flatMap(URL.init(string:)), "trackViewUrl")
        )
    }

    private static func require<Value>(_ value: Value?, _ key: String) throws(AppDetailError) -> Value {
        guard let value else { throw .malformedAnswer(detail: "the result has no valid “\(key)”") }
        return value
    }

    /// A rating needs both its average and its count, each in its ``FigureRanges``; one without
    /// the other, or either out of range, is no rating: shown as unknown rather than rejecting
    /// the answer.
    private static func rating(_ average: LenientNumber?, _ count: LenientNumber?) -> Rating? {
        guard let average = average?.double ?? nil, FigureRanges.ratingAverages.contains(average),
            let count = count?.int64, FigureRanges.ratingCounts.contains(count)
        else { return nil }
        return Rating(average: average, count: Int(count))
    }

    /// A price in its ``FigureRanges``, else unknown.
    private static func amount(_ price: LenientNumber?) -> Decimal? {
        guard let price, let value = price.double, FigureRanges.prices.contains(value) else { return nil }
        return price.decimal
    }

    private static func artwork(_ dto: AppResultDTO) -> Artwork {
        let pairs: [(Int, String?)] = [
            (60, dto.artworkUrl60), (100, dto.artworkUrl100), (512, dto.artworkUrl512),
        ]
        var urls: [Int: URL] = [:]
        for (size, text) in pairs {
            if let url = text.flatMap(URL.init(string:)) { urls[size] = url }
        }
        return Artwork(urlsBySize: urls)
    }

    private static func screenshots(_ urls: [String]?) -> [Screenshot] {
        (urls ?? []).compactMap(URL.init(string:)).map(Screenshot.init(url:))
    }

    private static func features(_ dto: AppResultDTO) -> AppFeatures {
        var features: AppFeatures = []
        let declared = Set(dto.features ?? [])
        if dto.isGameCenterEnabled == true || declared.contains("gameCenter") { features.insert(.gameCenter) }
        if declared.contains("iosUniversal") { features.insert(.universal) }
        return features
    }
}
