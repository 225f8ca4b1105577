import Foundation

/// The releases of the history on screen, for the charts to mark: set from each state before its
/// items are written (the stream writes one state at a time).
final class ReleaseMoments: @unchecked Sendable {
    private let lock = NSLock()
    private var releases: [(at: Date, version: String)] = []

    /// The releases now.
    var current: [(at: Date, version: String)] { lock.withLock { releases } }

    /// Replaces them.
    func set(_ releases: [(at: Date, version: String)]) { lock.withLock { self.releases = releases } }
}
