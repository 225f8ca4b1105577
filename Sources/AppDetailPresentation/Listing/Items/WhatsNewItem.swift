/// What changed in the current version.
public struct WhatsNewItem: Hashable, Sendable {
    /// "Version 3.0.6" / "버전 3.0.6".
    public let version: String
    /// How long ago it was released, such as "2d ago" / "2일 전", or "date not given" when the
    /// store sent no date for this version.
    public let releasedAgo: String
    /// When it was released, as a moment that can be put into words again later
    /// (``RelativeDate/text(at:)``), or `nil` when the store sent no date for this version.
    public let released: RelativeDate?
    /// The developer's release notes.
    public let notes: String
}
