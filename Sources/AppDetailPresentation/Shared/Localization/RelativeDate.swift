import Foundation

/// A moment shown as how long ago it was ("3d ago", "3일 전"), kept as the moment so the words
/// stay true while a screen stays open.
///
/// Items carry the words as they were when the snapshot was built, which is what a printed page
/// or a fresh cell shows; a cell that stays on screen for hours formats ``date`` again with
/// ``text(at:)`` (on a timer, or when it is configured) instead of showing words that have gone
/// out of date. Two values are equal when the moment and the language are.
public struct RelativeDate: Hashable, Sendable, CustomStringConvertible {
    /// The moment itself.
    public let date: Date
    /// The language the words come in.
    public let language: DetailLanguage

    /// - Parameters:
    ///   - date: the moment.
    ///   - language: the language of the words.
    public init(_ date: Date, in language: DetailLanguage) {
        self.date = date
        self.language = language
    }

    /// The moment in ISO 8601 (UTC), as a comparison of two items names it.
    public var description: String {
        date.formatted(.iso8601)
    }

    /// The store's short form at `now`: "just now", "5m ago", "3d ago", "2y ago" (in the
    /// language), or the date itself when it lies more than a day ahead of `now`.
    public func text(at now: Date) -> String {
        RelativeAge.text(from: date, to: now, in: language)
    }
}
