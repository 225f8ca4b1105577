import AppDetailDomain
import Foundation

/// The texts each app was last recorded with, and their row, held by one cache connection: an
/// app whose texts did not change since (the usual case, every day of a month, and from one
/// storefront to the next of the same language) is recorded with one lookup of that row instead
/// of one per text. An app is remembered once, whatever its storefront, so memory holds one set
/// of texts an app however many storefronts follow it. The row is checked to still exist (another
/// process may have pruned it); its id is never reused (`AUTOINCREMENT`), so a row that exists
/// is the one remembered.
final class RecentTexts: @unchecked Sendable {
    private let lock = NSLock()
    private var byApp: [Key: (id: Int64, texts: ObservedTexts)] = [:]
    /// Apps remembered at most; past it, the memory starts over.
    private let capacity = 8_192

    typealias Key = AppID

    /// The row remembered for `app` when its texts were `texts`.
    func id(for key: Key, ifStill texts: ObservedTexts) -> Int64? {
        lock.withLock {
            guard let known = byApp[key], known.texts == texts else { return nil }
            return known.id
        }
    }

    /// Remembers the row of `app`'s texts.
    func remember(_ id: Int64, texts: ObservedTexts, for key: Key) {
        lock.withLock {
            if byApp.count >= capacity { byApp.removeAll(keepingCapacity: true) }
            byApp[key] = (id, texts)
        }
    }
}
