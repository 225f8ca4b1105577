/// The top-chart feed's JSON: like the reviews feed, every value is a string in `{"label": …}`
/// or an `attributes` object; `feed.entry` is an array of apps in chart order, one object when
/// there is one, or missing when the chart is empty.
///
/// Each entry is read on its own, and each of its fields too: an entry that is not an object, or
/// a field of the wrong type, leaves that entry (or field) out instead of failing the chart.
struct ChartDTO: Decodable, Sendable {
    var feed: Feed?

    struct Feed: Decodable, Sendable {
        var entry: OneOrMany<Readable<Entry>>?
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

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try? container.decodeIfPresent(Identity.self, forKey: .id)
            name = try? container.decodeIfPresent(Label.self, forKey: .name)
            artist = try? container.decodeIfPresent(Label.self, forKey: .artist)
            price = try? container.decodeIfPresent(Price.self, forKey: .price)
            category = try? container.decodeIfPresent(Category.self, forKey: .category)
            images = try? container.decodeIfPresent([Label].self, forKey: .images)
        }
    }

    /// A value read on its own: one that cannot be read is `nil`, not a failed answer.
    struct Readable<Value: Decodable & Sendable>: Decodable, Sendable {
        var value: Value?

        init(from decoder: any Decoder) throws {
            value = try? Value(from: decoder)
        }
    }

    /// `id.attributes["im:id"]`: the app's trackId.
    struct Identity: Decodable, Sendable {
        var attributes: Attributes?

        struct Attributes: Decodable, Sendable {
            var appID: String?

            enum CodingKeys: String, CodingKey { case appID = "im:id" }

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                appID = try? container.decodeIfPresent(String.self, forKey: .appID)
            }
        }
    }

    /// `im:price`: the localized label (取得, Get, $0.99) and the amount and currency.
    struct Price: Decodable, Sendable {
        var label: String?
        var attributes: Attributes?

        struct Attributes: Decodable, Sendable {
            var amount: String?
            var currency: String?

            private enum Key: String, CodingKey { case amount, currency }

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: Key.self)
                amount = try? container.decodeIfPresent(String.self, forKey: .amount)
                currency = try? container.decodeIfPresent(String.self, forKey: .currency)
            }
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
