import AppDetailPresentation
import AppDetailTerminal

/// The fields of an item that differ between two versions of it, by name: what the diff shows
/// when its one-line summary reads the same before and after (an icon or screenshot address
/// that changed, a detail line of an information row).
enum FieldDifferences {
    struct Field {
        let name: String
        let before: String
        let after: String
    }

    /// Each stored property of the item's content that differs, in declaration order.
    static func between(_ old: DetailItem, _ new: DetailItem) -> [Field] {
        let before = properties(of: old)
        let after = properties(of: new)
        return after.compactMap { name, value in
            let previous = before.first { $0.name == name }?.value ?? ""
            return previous == value ? nil : Field(name: name, before: previous, after: value)
        }
    }

    /// The item's content (the value its case carries) as named properties, each as text.
    private static func properties(of item: DetailItem) -> [(name: String, value: String)] {
        guard let content = Mirror(reflecting: item).children.first?.value else { return [] }
        let children = Mirror(reflecting: content).children
        guard !children.isEmpty else { return [("value", text(content))] }
        return children.enumerated().map { index, child in
            (child.label ?? "field \(index + 1)", text(child.value))
        }
    }

    /// A property's value as a person reads it: an absent optional is empty, not "nil".
    private static func text(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            return mirror.children.first.map { text($0.value) } ?? ""
        }
        if let strings = value as? [String] { return strings.joined(separator: "; ") }
        return TerminalText.sanitized(String(describing: value))
    }
}
