import Foundation

/// One result object of the iTunes Lookup or Search API, as the store sends it.
///
/// Every key is optional here, so that a missing key becomes a precise error in
/// ``ListingMapper`` rather than a generic decoding failure; numbers accept the int, float and
/// string spellings the real API uses (see the shared `FIELDS.md`).
struct AppResultDTO: Decodable, Sendable {
    var kind: String?
    var wrapperType: String?
    var trackId: LenientNumber?
    var bundleId: String?
    var trackName: String?
    var artistId: LenientNumber?
    var artistName: String?
    var artistViewUrl: String?
    var sellerName: String?
    var sellerUrl: String?
    var artworkUrl60: String?
    var artworkUrl100: String?
    var artworkUrl512: String?
    var price: LenientNumber?
    var currency: String?
    var formattedPrice: String?
    var averageUserRating: LenientNumber?
    var userRatingCount: LenientNumber?
    var averageUserRatingForCurrentVersion: LenientNumber?
    var userRatingCountForCurrentVersion: LenientNumber?
    var contentAdvisoryRating: String?
    var trackContentRating: String?
    var advisories: [String]?
    var primaryGenreId: LenientNumber?
    var primaryGenreName: String?
    var genreIds: [LenientNumber]?
    var genres: [String]?
    var languageCodesISO2A: [String]?
    var fileSizeBytes: LenientNumber?
    var minimumOsVersion: String?
    var version: String?
    var releaseNotes: String?
    var currentVersionReleaseDate: Date?
    var releaseDate: Date?
    var description: String?
    var screenshotUrls: [String]?
    var ipadScreenshotUrls: [String]?
    var appletvScreenshotUrls: [String]?
    var supportedDevices: [String]?
    var features: [String]?
    var isGameCenterEnabled: Bool?
    var trackViewUrl: String?
}
