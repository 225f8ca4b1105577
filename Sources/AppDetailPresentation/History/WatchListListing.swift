import AppDetailDomain
import DiffableSections
import Foundation

/// A watch list as its screen lays it out, in the screen's language: a row per followed app, by
/// store and id, and what to say when none is followed.
public struct WatchListListing: Hashable, Sendable {
    /// The rows.
    public let rows: [WatchListRow]
    /// Lines to show above the rows: how to follow an app when none is.
    public let notes: [String]

    /// Lays `statuses` out at `now` in `language`.
    public init(statuses: [FollowedAppStatus], at now: Date, language: DetailLanguage) {
        rows = statuses.map { WatchListRow($0, at: now, language: language) }
        notes = statuses.isEmpty ? [HistoryWords(language: language).nothingFollowed] : []
    }

    /// The rows as a snapshot (one row per app and store, so identities are unique).
    public var snapshot: WatchListSnapshot {
        guard !rows.isEmpty else { return WatchListSnapshot() }
        return
            (try? WatchListSnapshot([SectionData(section: .followed, items: rows)], duplicates: .keepFirst))
            ?? WatchListSnapshot()
    }
}

extension HistoryWords {
    /// Said by a watch list that follows nothing.
    public var nothingFollowed: String {
        language.text(
            english: "No app is followed yet.", korean: "아직 팔로우하는 앱이 없습니다.", japanese: "まだフォローしているAppはありません。",
            french: "Aucune app n’est suivie pour l’instant.", german: "Noch keine App wird verfolgt.",
            spanish: "Aún no sigues ninguna app.", simplifiedChinese: "尚未关注任何 App。",
            traditionalChinese: "尚未追蹤任何 App。")
    }
}
