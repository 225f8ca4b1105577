/// The customer-reviews feed's JSON: every value is a string in `{"label": …}`; `feed.entry` is
/// an array, one object when there is one entry, or missing past the last page.
struct ReviewsDTO: Decodable, Sendable {
    var feed: Feed?

    struct Feed: Decodable, Sendable {
        var entry: OneOrMany<Entry>?
        var link: OneOrMany<Link>?
    }

    /// One entry: a review, or (in answers before 2018) the app itself, which has no rating.
    struct Entry: Decodable, Sendable {
        var id: Label?
        var title: Label?
        var content: Label?
        var author: Author?
        var updated: Label?
        var rating: Label?
        var version: Label?

        enum CodingKeys: String, CodingKey {
            case id, title, content, author, updated
            case rating = "im:rating"
            case version = "im:version"
        }
    }

    struct Author: Decodable, Sendable {
        var name: Label?
    }

    struct Link: Decodable, Sendable {
        var attributes: Attributes?

        struct Attributes: Decodable, Sendable {
            var rel: String?
            var href: String?
        }
    }
}
