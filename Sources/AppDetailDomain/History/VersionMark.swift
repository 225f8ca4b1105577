import Foundation

/// One version on an app's timeline.
public struct VersionMark: Hashable, Sendable {
    /// The version string.
    public let version: String
    /// When it was released, when known: the store's date for it, else the first observation
    /// that showed it.
    public let date: Date?
    /// Its release notes, when known.
    public let notes: String?
    /// Where the mark comes from.
    public let origin: Origin

    /// Where a version mark comes from.
    public enum Origin: String, Hashable, Sendable, Codable {
        /// An observation of the listing showed this version.
        case observed
        /// Only the store page's version history tells of it: the store's own account of its
        /// past, not something observed.
        case storesAccount
    }

    /// A version mark.
    public init(version: String, date: Date?, notes: String?, origin: Origin) {
        self.version = version
        self.date = date
        self.notes = notes
        self.origin = origin
    }
}
