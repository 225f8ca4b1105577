import AppDetailDomain
import Foundation

/// The `app` object of the JSON output: the detail as data, with stable key names.
struct AppJSON: Encodable {
    struct Party: Encodable {
        let name: String
        let id: Int64?
        let url: String?
    }

    struct GenreJSON: Encodable {
        let id: Int
        let name: String
    }

    struct ScreenshotJSON: Encodable {
        let url: String
        let width: Int?
        let height: Int?
    }

    let id: Int64
    let bundleId: String
    let name: String
    let developer: Party
    let seller: Party
    let price: PriceJSON
    let version: String
    let releaseNotes: String?
    let currentVersionReleaseDate: Date?
    let releaseDate: Date
    let ratings: [String: RatingJSON]
    let ageRating: String
    let advisories: [String]
    let primaryGenre: GenreJSON
    let genres: [GenreJSON]
    let languages: [String]
    let fileSizeBytes: Int64
    let minimumOSVersion: String
    let description: String
    let screenshots: [String: [ScreenshotJSON]]
    let supportedDevices: [String]
    let storeURL: String
    let iconURL: String?

    init(_ app: Listing) {
        id = app.id.rawValue
        bundleId = app.bundleID
        name = app.name
        developer = Party(
            name: app.developer.name, id: app.developer.id, url: app.developer.storeURL?.absoluteString)
        seller = Party(name: app.seller.name, id: nil, url: app.seller.websiteURL?.absoluteString)
        price = PriceJSON(app.price)
        version = app.version
        releaseNotes = app.releaseNotes
        currentVersionReleaseDate = app.currentVersionReleaseDate
        releaseDate = app.releaseDate
        var ratings: [String: RatingJSON] = [:]
        ratings["allVersions"] = app.ratings.allVersions.map {
            RatingJSON($0)
        }
        ratings["currentVersion"] = app.ratings.currentVersion.map {
            RatingJSON($0)
        }
        self.ratings = ratings
        ageRating = app.contentRating.ageRating
        advisories = app.contentRating.advisories
        primaryGenre = GenreJSON(id: app.primaryGenre.id, name: app.primaryGenre.name)
        genres = app.genres.map { GenreJSON(id: $0.id, name: $0.name) }
        languages = app.languageCodes
        fileSizeBytes = app.fileSizeBytes
        minimumOSVersion = app.minimumOSVersion.text
        description = app.longDescription
        let shots: ([Screenshot]) -> [ScreenshotJSON] = { list in
            list.map {
                ScreenshotJSON(
                    url: $0.url.absoluteString, width: $0.pixelSize?.width, height: $0.pixelSize?.height)
            }
        }
        screenshots = [
            "iPhone": shots(app.screenshots.iPhone), "iPad": shots(app.screenshots.iPad),
            "appleTV": shots(app.screenshots.appleTV),
        ]
        supportedDevices = app.supportedDevices
        storeURL = app.storeURL.absoluteString
        iconURL = app.artwork.url(fitting: 512)?.absoluteString
    }
}
