/// A line the store page's data needs said beside it: the histogram's counts disagreeing with
/// the store's own total.
public struct StorePageNoteItem: Hashable, Sendable {
    /// The note in the page's language.
    public let text: String

    /// A note.
    public init(text: String) {
        self.text = text
    }
}
