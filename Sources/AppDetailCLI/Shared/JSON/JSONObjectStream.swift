import Foundation

/// A JSON document written as it is made, member by member and element by element, in the
/// layout ``JSONText/encode(_:)`` gives a whole document (pretty, keys sorted — so members must
/// be written in key order) but never held whole: a history of 100,000 observations is written a
/// few hundred elements at a time.
struct JSONObjectStream {
    private var pending = "{\n"
    private var hasMembers = false
    private var lastKey = ""
    /// One encoder for every member and element (an encoder per element cost more than the
    /// element).
    private let encoder = JSONText.documentEncoder()

    /// Writes `"key" : value`, the value pretty-printed as the whole document would have it.
    mutating func member(_ key: String, _ value: some Encodable) throws {
        open(key)
        pending += Self.indented(try JSONText.encodeFragment(value, with: encoder), by: 2)
        flushIfLarge()
    }

    /// Writes `"key" : value` when `value` is not `nil`, as an encoder leaves out a `nil` member.
    mutating func member(_ key: String, ifPresent value: (some Encodable)?) throws {
        guard let value else { return }
        try member(key, value)
    }

    /// Writes `"key" : [ … ]`, each element encoded on its own.
    mutating func array<Element: Encodable>(_ key: String, _ elements: some Sequence<Element>) throws {
        open(key)
        var empty = true
        for element in elements {
            pending +=
                (empty ? "[\n" : ",\n")
                + Self.indented(try JSONText.encodeFragment(element, with: encoder), by: 4, first: true)
            empty = false
            flushIfLarge()
        }
        pending += empty ? "[]" : "\n  ]"
    }

    /// Closes the object and writes what is left.
    mutating func finish() {
        pending += "\n}\n"
        StandardOutputStream.write(pending)
        pending = ""
    }

    private mutating func open(_ key: String) {
        assert(key > lastKey, "members in key order, as the whole document sorts them")
        lastKey = key
        pending += (hasMembers ? ",\n" : "") + "  \"\(key)\" : "
        hasMembers = true
    }

    private mutating func flushIfLarge() {
        guard pending.utf8.count > 64 * 1_024 else { return }
        StandardOutputStream.write(pending)
        pending = ""
    }

    /// `text`'s lines after the first indented by `spaces` (and the first too when `first`).
    private static func indented(_ text: String, by spaces: Int, first: Bool = false) -> String {
        let pad = String(repeating: " ", count: spaces)
        return (first ? pad : "") + text.replacingOccurrences(of: "\n", with: "\n" + pad)
    }
}
