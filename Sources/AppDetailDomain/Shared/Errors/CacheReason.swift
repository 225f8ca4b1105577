/// Why the local cache cannot be used, carried by ``AppDetailError/cacheUnavailable(_:)``: which
/// file or folder, what is wrong with it, and what a person can do about it — for a client to
/// word on its own screen.
public struct CacheReason: Hashable, Sendable, CustomStringConvertible {
    /// What would make the cache usable again.
    public enum Remedy: Hashable, Sendable {
        /// Make the place usable (a folder that exists and can be written, room on the disk, a
        /// plain file) or keep the cache somewhere else.
        case chooseAnotherPlace
        /// Another process holds the cache: wait for it, then try again.
        case waitForOtherProcess
        /// The file cannot be used or upgraded where it is: moving it away (it is kept, for a
        /// look later) or clearing the cache starts a new one.
        case startAfresh
        /// The file was written by a newer version of the library: update, or keep the cache
        /// somewhere else.
        case update
    }

    /// The file or folder concerned.
    public let path: String
    /// What is wrong with it, as the end of a sentence that starts with the path: "is read-only",
    /// "cannot be created (permission denied)".
    public let detail: String
    /// What would make the cache usable again.
    public let remedy: Remedy

    /// A problem with the cache at `path`.
    public init(path: String, detail: String, remedy: Remedy) {
        self.path = path
        self.detail = detail
        self.remedy = remedy
    }

    /// The path and the problem, as one sentence without its full stop.
    public var description: String { path.isEmpty ? detail : "\(path) \(detail)" }
}
