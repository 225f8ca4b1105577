import AppDetailDomain
import Foundation

extension Listing {
    /// A plausible detail, made up for tests; each argument overrides one field.
    static func fixture(
        id: Int64 = 1_000_001,
        name: String = "Sample App",
        version: String = "1.0",
        ratingCount: Int = 120,
        averageRating: Double = 4.5,
        languageCodes: [String] = ["EN"],
        price: Price = Price(amount: 0, currencyCode: "USD", formatted: "Free"),
        primaryGenre: Genre = Genre(id: 6000, name: "Business")
    ) -> Listing {
        let base = URL(fileURLWithPath: "/fixture")
        return Listing(
            id: AppID(rawValue: id) ?? AppID(rawValue: 1)!,
            bundleID: "com.example.sample",
            name: name,
            developer: Developer(id: 42, name: "Example Inc.", storeURL: nil),
            seller: Seller(name: "Example Incorporated", websiteURL: nil),
            artwork: Artwork(urlsBySize: [60: base.appendingPathComponent("60x60bb.jpg")]),
            price: price,
            ratings: Ratings(
                allVersions: Rating(average: averageRating, count: ratingCount), currentVersion: nil),
            contentRating: ContentRating(ageRating: "4+", advisories: []),
            primaryGenre: primaryGenre,
            genres: [primaryGenre],
            languageCodes: languageCodes,
            fileSizeBytes: 12_345_678,
            minimumOSVersion: SoftwareVersion("15.0")!,
            version: version,
            releaseNotes: nil,
            currentVersionReleaseDate: nil,
            releaseDate: Date(timeIntervalSince1970: 1_600_000_000),
            longDescription: "A sample.",
            screenshots: ScreenshotSet(iPhone: [], iPad: [], appleTV: []),
            supportedDevices: ["iPhone15-iPhone15"],
            features: [],
            storeURL: base
        )
    }
}
