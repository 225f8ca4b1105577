/// What one of the store page's sections holds, as ``StorePageDetails`` keeps it: a value of the
/// section's own type (the histogram, the age rating) or a list of its entries.
///
/// A new section's entity says here how it is kept, and ``StorePageDetails`` needs no field for
/// it: the section's state, its equality and its content all follow from the part.
public protocol StorePagePart: Hashable, Sendable {
    /// Whether it holds anything to show.
    var hasContent: Bool { get }
}

extension StorePagePart {
    /// A value holds something by being there.
    public var hasContent: Bool { true }

    /// Whether `other` is the same part: of the same type and equal.
    func isSame(as other: any StorePagePart) -> Bool {
        (other as? Self) == self
    }
}

/// One entry of a section that is a list (an event, an in-app purchase, a disclosure).
public protocol StorePageEntry: Hashable, Sendable {
    /// Whether a list of them holds anything to show: any entry at all, unless the entries can be
    /// empty themselves.
    static func hasContent(_ entries: [Self]) -> Bool
}

extension StorePageEntry {
    /// Any entry at all.
    public static func hasContent(_ entries: [Self]) -> Bool { !entries.isEmpty }
}

extension Array: StorePagePart where Element: StorePageEntry {
    /// Whether its entries hold anything, as ``StorePageEntry/hasContent(_:)`` says.
    public var hasContent: Bool { Element.hasContent(self) }
}
