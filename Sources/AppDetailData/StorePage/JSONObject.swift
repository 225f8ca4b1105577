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
        if let number = fields[key] as? NSNumber {
            let double = number.doubleValue
            guard double.isFinite, double.rounded() == double, abs(double) < 9e15 else { return nil }
            return Int(double)
        }
        if let text = fields[key] as? String { return Int(text) }
        return nil
    }

    func double(_ key: String) -> Double? {
        guard let number = fields[key] as? NSNumber else { return nil }
        return number.doubleValue.isFinite ? number.doubleValue : nil
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
            guard let number = value as? NSNumber else { return nil }
            let double = number.doubleValue
            guard double.isFinite, double.rounded() == double, abs(double) < 9e15 else { return nil }
            return Int(double)
        }
        return numbers.count == values.count ? numbers : nil
    }
}
