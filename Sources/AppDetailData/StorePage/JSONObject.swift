import AppDetailDomain
import Foundation

/// A JSON object read with `JSONSerialization`, for documents whose shape varies by app and by
/// year (the store page's catalog data): each field is taken only when it has the expected type,
/// and anything else reads as absent, so one odd field never loses the rest.
struct JSONObject {
    let fields: [String: Any]

    init?(_ value: Any?) {
        guard let fields = value as? [String: Any] else { return nil }
        self.fields = fields
    }

    /// The document `data` holds, when it is a JSON object.
    init?(data: Data) {
        self.init(try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]))
    }

    subscript(_ key: String) -> JSONObject? { JSONObject(fields[key]) }

    func string(_ key: String) -> String? { fields[key] as? String }

    /// A whole number, written as a number (or as digits in a string, as some ids are).
    func int(_ key: String) -> Int? {
        if let number = Self.number(fields[key]) {
            let double = number.doubleValue
            guard double.isFinite, double.rounded() == double, abs(double) < 9e15 else { return nil }
            return Int(double)
        }
        if let text = fields[key] as? String { return Int(text) }
        return nil
    }

    /// A count written as a number or as digits in a string, rounded to a whole number (today's
    /// page writes `129153.99999999999`), or `nil` when it is not a finite number from 0 to
    /// 9×10¹⁵ (a count of ratings no app has: 1e300, -1, or text).
    func count(_ key: String) -> Int? {
        Self.count(fields[key])
    }

    /// ``count(_:)`` of a value already read.
    static func count(_ value: Any?) -> Int? {
        let number: Double? =
            if let text = value as? String { Double(text.trimmedOfWhitespaces) } else {
                Self.number(value)?.doubleValue
            }
        guard let number, number.isFinite, number >= 0, number < 9e15 else { return nil }
        return Int(number.rounded())
    }

    func double(_ key: String) -> Double? {
        guard let number = Self.number(fields[key]) else { return nil }
        return number.doubleValue.isFinite ? number.doubleValue : nil
    }

    /// The array of a field, or `nil` when the field is absent, `null` or not an array.
    func array(_ key: String) -> [Any]? {
        fields[key] as? [Any]
    }

    /// The objects of an array field; elements that are not objects are skipped.
    func objects(_ key: String) -> [JSONObject] {
        (fields[key] as? [Any] ?? []).compactMap(JSONObject.init)
    }

    /// The strings of an array field; other elements are skipped.
    func strings(_ key: String) -> [String] {
        (fields[key] as? [Any] ?? []).compactMap { $0 as? String }
    }

    /// The whole numbers of an array field, or `nil` when any element is not one.
    func ints(_ key: String) -> [Int]? {
        guard let values = fields[key] as? [Any] else { return nil }
        let numbers = values.compactMap { value -> Int? in
            guard let number = Self.number(value) else { return nil }
            let double = number.doubleValue
            guard double.isFinite, double.rounded() == double, abs(double) < 9e15 else { return nil }
            return Int(double)
        }
        return numbers.count == values.count ? numbers : nil
    }

    /// `value` when it is a number. A value of another kind is told apart by its type alone:
    /// `as? NSNumber` on a string, an array or an object would first turn it into its
    /// Foundation counterpart — the whole of a shelf — only to find it is not a number.
    static func number(_ value: Any?) -> NSNumber? {
        guard let value, type(of: value) is NSNumber.Type else { return nil }
        return value as? NSNumber
    }

    /// Whether `value` is JSON's `null`, told by its type alone (see ``number(_:)``).
    static func isNull(_ value: Any) -> Bool {
        type(of: value) is NSNull.Type
    }
}
