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

/// A feed value, `{"label": "…"}`; a label that is not a string reads as `nil` instead of
/// failing the whole answer.
struct Label: Decodable, Sendable {
    var text: String?

    private enum Key: String, CodingKey { case label }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        text = try? container.decodeIfPresent(String.self, forKey: .label)
    }
}
