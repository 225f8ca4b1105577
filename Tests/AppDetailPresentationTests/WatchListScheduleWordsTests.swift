import AppDetailDomain
import AppDetailPresentation
import Foundation
import Testing

/// The plan said under a watch list counts its requests and storefronts in words that agree
/// with the number: one request in one storefront, never "1 requests in 1 storefronts".
@Suite("A watch list's plan in words that agree with its numbers")
struct WatchListScheduleWordsTests {
    static func schedule(storefronts: [String]) throws -> TrackSchedule {
        let followed = try storefronts.map { country in
            FollowedApp(
                app: try #require(AppID(rawValue: 570_060_128)), storefront: try Storefront(country: country),
                reviews: false, since: Date(timeIntervalSince1970: 1_800_000_000))
        }
        return TrackSchedule(followed: followed, requestsPerMinute: 20)
    }

    @Test(arguments: [
        (DetailLanguage.english, ["us"], "Listings every day: 1 request in 1 storefront."),
        (.english, ["us", "kr"], "Listings every day: 2 requests in 2 storefronts."),
        (.german, ["de"], "Einträge jeden Tag: 1 Anfrage in 1 Land."),
        (.german, ["de", "at"], "Einträge jeden Tag: 2 Anfragen in 2 Ländern."),
        (.french, ["fr"], "Fiches chaque jour : 1 requête dans 1 pays."),
        (.spanish, ["es"], "Fichas cada día: 1 solicitud en 1 tienda."),
        (.spanish, ["es", "mx"], "Fichas cada día: 2 solicitudes en 2 tiendas."),
    ])
    func theFirstLineAgreesWithItsNumbers(language: DetailLanguage, storefronts: [String], line: String)
        throws
    {
        let words = HistoryWords(language: language)
        #expect(words.schedule(try Self.schedule(storefronts: storefronts)).first == line)
    }
}
