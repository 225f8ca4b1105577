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
