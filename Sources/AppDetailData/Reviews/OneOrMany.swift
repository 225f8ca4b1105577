/// A JSON value that is an array, or a single object where the array would have one element (the
/// reviews feed does this).
struct OneOrMany<Element: Decodable & Sendable>: Decodable, Sendable {
    var elements: [Element]

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let array = try? container.decode([Element].self) {
            elements = array
        } else {
            elements = [try container.decode(Element.self)]
        }
    }
}
