import Foundation

/// Everything the App Store's detail page shows about one iOS app in one storefront.
///
/// Optional properties are exactly the ones the Lookup API really omits (see the shared
/// `FIELDS.md`): release notes, the current version's date, ratings, the seller's website and the
/// price of a listing not yet on sale.
public struct Listing: Hashable, Sendable, Codable, Identifiable {
    /// The store's id of the app (`trackId`).
    public let id: AppID
    /// The bundle identifier, such as `com.example.app`.
    public let bundleID: String
    /// The app's name, localized by the storefront.
    public let name: String
    /// Who made it.
    public let developer: Developer
    /// Who sells it.
    public let seller: Seller
    /// The icon at the sizes the store offers.
    public let artwork: Artwork
    /// What it costs.
    public let price: Price
    /// Star ratings, each scope optional.
    public let ratings: Ratings
    /// Age rating and advisories.
    public let contentRating: ContentRating
    /// The primary category, with its English name.
    public let primaryGenre: Genre
    /// Every category, with localized names, primary first.
    public let genres: [Genre]
    /// Uppercase ISO 639-1 codes of the supported languages, each once, in the store's order.
    public let languageCodes: [String]
    /// The download size in bytes.
    public let fileSizeBytes: Int64
    /// The oldest OS version the app runs on.
    public let minimumOSVersion: SoftwareVersion
    /// The current version as the developer wrote it, such as `"3.0.6"`.
    public let version: String
    /// What changed in the current version; some listings have none.
    public let releaseNotes: String?
    /// When the current version was released; absent in records from before 2016.
    public let currentVersionReleaseDate: Date?
    /// When the app was first released.
    public let releaseDate: Date
    /// The long description, localized.
    public let longDescription: String
    /// Screenshots per device family.
    public let screenshots: ScreenshotSet
    /// Device identifiers the app supports, such as `iPhone15-iPhone15`.
    public let supportedDevices: [String]
    /// Store features such as Game Center.
    public let features: AppFeatures
    /// The app's page in the store.
    public let storeURL: URL

    /// An app detail. Language codes are uppercased and de-duplicated, keeping the first
    /// occurrence (the store repeats `ZH` for Simplified and Traditional Chinese).
    public init(
        id: AppID,
        bundleID: String,
        name: String,
        developer: Developer,
        seller: Seller,
        artwork: Artwork,
        price: Price,
        ratings: Ratings,
        contentRating: ContentRating,
        primaryGenre: Genre,
        genres: [Genre],
        languageCodes: [String],
        fileSizeBytes: Int64,
        minimumOSVersion: SoftwareVersion,
        version: String,
        releaseNotes: String?,
        currentVersionReleaseDate: Date?,
        releaseDate: Date,
        longDescription: String,
        screenshots: ScreenshotSet,
        supportedDevices: [String],
        features: AppFeatures,
        storeURL: URL
    ) {
        self.id = id
        self.bundleID = bundleID
        self.name = name
        self.developer = developer
        self.seller = seller
        self.artwork = artwork
        self.price = price
        self.ratings = ratings
        self.contentRating = contentRating
        self.primaryGenre = primaryGenre
        self.genres = genres
        self.languageCodes = Self.uniqueUppercased(languageCodes)
        self.fileSizeBytes = fileSizeBytes
        self.minimumOSVersion = minimumOSVersion
        self.version = version
        self.releaseNotes = releaseNotes
        self.currentVersionReleaseDate = currentVersionReleaseDate
        self.releaseDate = releaseDate
        self.longDescription = longDescription
        self.screenshots = screenshots
        self.supportedDevices = supportedDevices
        self.features = features
        self.storeURL = storeURL
    }

    private static func uniqueUppercased(_ codes: [String]) -> [String] {
        var seen = Set<String>()
        return codes.map { $0.uppercased() }.filter { seen.insert($0).inserted }
    }
}
