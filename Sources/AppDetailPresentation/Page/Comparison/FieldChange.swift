/// A stored property of an item's content that differs between two versions of the item, by
/// name: what a comparison names when a summary of the item reads the same before and after (an
/// icon or screenshot address that changed, a detail line of an information row).
public struct FieldChange: Equatable, Sendable {
    /// The property's name, as declared (`iconURL`, `detail`).
    public let name: String
    /// Its value before, as text; empty for an absent value.
    public let before: String
    /// Its value after, as text; empty for an absent value.
    public let after: String

    /// A field change.
    public init(name: String, before: String, after: String) {
        self.name = name
        self.before = before
        self.after = after
    }

    /// Each stored property of the item's content that differs, in declaration order.
    public static func between(_ old: DetailItem, _ new: DetailItem) -> [FieldChange] {
        let before = properties(of: old)
        let after = properties(of: new)
        return after.compactMap { name, value in
            let previous = before.first { $0.name == name }?.value ?? ""
            return previous == value ? nil : FieldChange(name: name, before: previous, after: value)
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
        if let detailWords = value as? [String] { return detailWords.joined(separator: "; ") }
        return String(describing: value)
    }
}
