import Foundation

/// A `DecodingError` in words a person reads: which field, what belongs there and what came,
/// never Swift's own description of the error or of a type.
enum DecodingErrorText {
    /// Why the answer could not be decoded.
    static func words(for error: DecodingError, in body: Data) -> String {
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            // The decoder calls JSON "not valid" when a number in it does not fit (2⁶³); a
            // body that JSONSerialization reads is valid, so that is what is wrong with it.
            if mentionsNumber(context) || (try? JSONSerialization.jsonObject(with: body)) != nil {
                return "the JSON holds a number too large to read"
            }
            return "the body is not valid JSON (\(body.count) bytes; truncated or corrupted)"
        case .dataCorrupted(let context) where context.debugDescription.hasPrefix("“"):
            // Our own decoders' words (“abc” is not a number).
            return "“\(path(context.codingPath))” has an unexpected value: \(context.debugDescription)"
        case .dataCorrupted(let context)
        where context.debugDescription.localizedCaseInsensitiveContains("date"):
            // The ISO 8601 strategy reports the record, not the key: say at least what it was.
            return
                "“\(path(context.codingPath))” holds a date that cannot be read (the store writes them as 2024-07-23T12:07:58Z)"
        case .dataCorrupted(let context):
            let what = mentionsNumber(context) ? "a number too large to read" : "a value that cannot be read"
            return "“\(path(context.codingPath))” holds \(what)"
        case .typeMismatch(let expected, let context):
            let found = foundKind(in: context).map { ", not \($0)" } ?? ""
            return "“\(path(context.codingPath))” should be \(kind(of: expected))\(found)"
        case .valueNotFound(let expected, let context):
            return "“\(path(context.codingPath))” is null where \(kind(of: expected)) belongs"
        case .keyNotFound(let key, let context):
            return "“\(path(context.codingPath + [key]))” is missing"
        @unknown default:
            return "the JSON does not have the expected shape"
        }
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }

    /// What a field of `type` holds, in words.
    private static func kind(of type: Any.Type) -> String {
        switch type {
        case is String.Type, is URL.Type: "text"
        case is Bool.Type: "true or false"
        case is Int.Type, is Int64.Type, is Double.Type, is Decimal.Type, is Float.Type: "a number"
        case is Date.Type: "a date"
        default:
            String(describing: type).hasPrefix("Array") ? "a list" : "an object"
        }
    }

    /// What came instead, when the decoder's description names it ("but found number instead").
    private static func foundKind(in context: DecodingError.Context) -> String? {
        let text = context.debugDescription.lowercased()
        let kinds = [
            ("found a string", "text"), ("found string", "text"), ("found a number", "a number"),
            ("found number", "a number"), ("found bool", "true or false"), ("found a bool", "true or false"),
            ("found an array", "a list"), ("found array", "a list"), ("found a dictionary", "an object"),
            ("found dictionary", "an object"), ("found null", "null"),
        ]
        return kinds.first { text.contains($0.0) }?.1
    }

    private static func mentionsNumber(_ context: DecodingError.Context) -> Bool {
        let text = context.debugDescription.lowercased()
        return text.contains("number") && (text.contains("representable") || text.contains("range"))
    }
}
