/// A line the store page's data needs said beside it, in the section it is about: the
/// histogram's counts disagreeing with the store's own total, or a part of the page the store
/// page did not supply ("Version History: not on the App Store page.").
public struct StorePageNoteItem: Hashable, Sendable {
    /// The section the note stands in; with the note, the item's identity (one note a section).
    public let section: DetailSection
    /// The note in the page's language.
    public let text: String

    /// A note in `section`.
    public init(section: DetailSection, text: String) {
        self.section = section
        self.text = text
    }
}
