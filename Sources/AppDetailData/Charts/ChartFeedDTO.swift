/// The top-chart feed's JSON: like the reviews feed, every value is a string in `{"label": …}`
/// or an `attributes` object; `feed.entry` is an array of apps in chart order, one object when
/// there is one, or missing when the chart is empty.
struct ChartFeedDTO: Decodable, Sendable {
    var feed: Feed?

    struct Feed: Decodable, Sendable {
        var entry: OneOrMany<Entry>?
    }

    struct Entry: Decodable, Sendable {
        var id: Identity?
        var name: Label?
        var artist: Label?
        var price: Price?
        var category: Category?
        var images: [Label]?

        enum CodingKeys: String, CodingKey {
            case id, category
            case name = "im:name"
            case artist = "im:artist"
            case price = "im:price"
            case images = "im:image"
        }
    }

    /// `id.attributes["im:id"]`: the app's trackId.
    struct Identity: Decodable, Sendable {
        var attributes: Attributes?

        struct Attributes: Decodable, Sendable {
            var appID: String?

            enum CodingKeys: String, CodingKey { case appID = "im:id" }
        }
    }

    /// `im:price`: the localized label (取得, Get, $0.99) and the amount and currency.
    struct Price: Decodable, Sendable {
        var label: String?
        var attributes: Attributes?

        struct Attributes: Decodable, Sendable {
            var amount: String?
            var currency: String?
        }
    }

    /// `category.attributes`: the primary genre's id, English term and localized label.
    struct Category: Decodable, Sendable {
        var attributes: Attributes?

        struct Attributes: Decodable, Sendable {
            var genreID: String?
            var term: String?
            var label: String?

            enum CodingKeys: String, CodingKey {
                case term, label
                case genreID = "im:id"
            }
        }
    }
}
