import AppDetailDomain
import Foundation
import Testing

@Suite("Prices, ratings, screenshots and languages keep what the store means")
struct ValueTypeTests {
    @Test func missingPriceIsUnknownNotFree() {
        let price = Price(amount: nil, currencyCode: "KRW", formatted: nil)
        #expect(price == .unknown(currencyCode: "KRW"))
        #expect(!price.isFree)
        #expect(price.amount == nil)
    }

    @Test func zeroIsFreeAndKeepsTheStoreText() {
        let price = Price(amount: 0, currencyCode: "KRW", formatted: "무료")
        #expect(price.isFree)
        #expect(price.formatted == "무료")
        #expect(price.currencyCode == "KRW")
    }

    @Test func paidAmountIsExact() throws {
        let amount = try #require(Decimal(string: "0.99"))
        let price = Price(amount: amount, currencyCode: "USD", formatted: "$0.99")
        #expect(price == .paid(amount: amount, currencyCode: "USD", formatted: "$0.99"))
        #expect(price.amount.map { "\($0)" } == "0.99")
    }

    @Test func ratingsAreOptionalPerScopeAndZeroCountIsNotMissing() {
        let none = Ratings(allVersions: nil, currentVersion: nil)
        let zero = Ratings(allVersions: Rating(average: 0, count: 0), currentVersion: nil)
        #expect(none != zero)
        #expect(zero.allVersions?.isEmpty == true)
        #expect(Rating(average: 4.6, count: 12).isEmpty == false)
    }

    @Test func ratingClampsImpossibleValues() {
        #expect(Rating(average: 7, count: -3) == Rating(average: 5, count: 0))
        #expect(Rating(average: .nan, count: 1).average == 0)
    }

    @Test(arguments: [
        (
            "https://is1-ssl.mzstatic.com/image/thumb/Purple/v4/a/b/392x696bb.jpg", 392, 696,
            Orientation.portrait
        ),
        ("https://is1-ssl.mzstatic.com/image/thumb/Purple/v4/a/b/406x228bb.jpg", 406, 228, .landscape),
        ("https://example.com/2048x1536/576x768bb.png", 576, 768, .portrait),
    ])
    func screenshotSizeComesFromItsURL(url: String, width: Int, height: Int, orientation: Orientation) throws
    {
        let shot = Screenshot(url: try #require(URL(string: url)))
        let size = try #require(shot.pixelSize)
        #expect(size.width == width && size.height == height)
        #expect(size.orientation == orientation)
    }

    @Test(arguments: [
        "https://example.com/a/b/screenshot.jpg", "https://example.com/a/0x696bb.jpg",
        // Old names carry numbers that are not the image's size (a 640×1136 shot as 1136x1136).
        "http://a1.mzstatic.com/us/r30/Purple/v4/screen1136x1136.jpeg", "https://example.com/a/392x696.jpg",
        "https://example.com/a/392x696bbx.jpg",
        "https://example.com/a/1234567x2bb.jpg", "https://example.com/392x/a.jpg",
    ])
    func screenshotWithoutASizeHasNone(url: String) throws {
        #expect(Screenshot(url: try #require(URL(string: url))).pixelSize == nil)
    }

    @Test func languagesAreUppercasedAndDeduplicatedInOrder() {
        let detail = Listing.fixture(languageCodes: ["EN", "ZH", "ko", "ZH", "en"])
        #expect(detail.languageCodes == ["EN", "ZH", "KO"])
    }

    @Test func artworkPicksTheSmallestIconThatFits() throws {
        let small = try #require(URL(string: "https://example.com/60x60bb.jpg"))
        let large = try #require(URL(string: "https://example.com/512x512bb.jpg"))
        let artwork = Artwork(urlsBySize: [60: small, 512: large])
        #expect(artwork.url(fitting: 40) == small)
        #expect(artwork.url(fitting: 100) == large)
        #expect(artwork.url(fitting: 1024) == large)
        #expect(Artwork(urlsBySize: [:]).url(fitting: 60) == nil)
    }
}
