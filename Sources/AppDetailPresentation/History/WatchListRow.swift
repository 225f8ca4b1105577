import AppDetailDomain
import DiffableSections
import Foundation

/// A followed app as a watch list shows it, in the screen's language: one row, the same a
/// terminal prints as a few lines and a collection view as a cell.
public struct WatchListRow: Hashable, Sendable, Diffable {
    /// What the row shows.
    public let status: FollowedAppStatus
    /// The app's name (the last it had), or its id when never observed listed.
    public let title: String
    /// Its store's country, upper case (`KR`).
    public let store: String
    /// "Gone from the store", "Not observed yet", or `nil`.
    public let note: String?
    /// The rating and its count: `★ 2.04 · Ratings 3,108`.
    public let rating: String?
    /// The rating's move over the week: `+0.10 in a week`; `nil` when it did not move or
    /// nothing was observed a week before.
    public let ratingMove: String?
    /// The version and how long ago it came: `1.7.0 · 3d ago`.
    public let version: String?
    /// The chart place: `No. 8 · Top Free · Navigation`.
    public let chart: String?
    /// The last change with its date: `2026-11-28 · Version 1.6.14 → 1.7.0`.
    public let lastChange: String?

    /// The row of `status` at `now`, in `language`.
    public init(_ status: FollowedAppStatus, at now: Date, language: DetailLanguage) {
        let words = HistoryWords(language: language)
        self.status = status
        title = status.name ?? status.followed.app.description
        store = status.followed.storefront.country.uppercased()
        note =
            status.isGone
            ? words.line(for: Self.gone(status), currency: nil)
            : (status.lastSeenAt == nil ? words.notObservedYet : nil)
        rating = status.rating.map { average in
            (["★ " + words.decimal(average, places: 2)]
                + (status.ratingCount.map { ["\(words.name(of: .ratingCount)) \(words.grouped(Int64($0)))"] }
                    ?? []))
                .joined(separator: " · ")
        }
        ratingMove = status.rating.flatMap { now in
            status.ratingWeekBefore.flatMap { before in
                words.change(from: before, to: now, of: .ratingAverage, currency: nil).map {
                    "\($0) \(words.inAWeek)"
                }
            }
        }
        version = status.version.map { version in
            ([version]
                + (status.versionReleasedAt.map { [RelativeAge.text(from: $0, to: now, in: language)] } ?? []))
                .joined(separator: " · ")
        }
        chart = status.chart.map { "\(words.place(status.chartPlace)) · \(words.chart($0))" }
        lastChange = status.lastChange.map {
            "\(words.date($0.observedAt)) · \(words.line(for: $0, currency: nil))"
        }
    }

    /// One row per app and store.
    public var diffIdentifier: String { "\(status.followed.app) \(status.followed.storefront.country)" }

    private static func gone(_ status: FollowedAppStatus) -> HistoryChange {
        HistoryChange(
            app: status.followed.app, storefront: status.followed.storefront, appName: "",
            observedAt: status.lastSeenAt ?? .distantPast, since: nil, kind: .goneFromStore)
    }
}

/// The one section of a watch list.
public enum WatchListSection: String, Hashable, Sendable, Diffable, CaseIterable {
    /// The apps followed, by store and id.
    case followed

    /// A section is its own identity.
    public var diffIdentifier: WatchListSection { self }
}

/// A watch list as a diffable snapshot.
public typealias WatchListSnapshot = DiffableSnapshot<WatchListSection, WatchListRow>

extension HistoryWords {
    /// Said of a followed app nothing was observed of yet.
    public var notObservedYet: String {
        language.text(
            english: "Not observed yet", korean: "아직 관찰되지 않음", japanese: "まだ観測されていません",
            french: "Pas encore observée", german: "Noch nicht beobachtet", spanish: "Aún no observada",
            simplifiedChinese: "尚未观察", traditionalChinese: "尚未觀察")
    }

    /// After a rating's move over the last seven days.
    public var inAWeek: String {
        language.text(
            english: "in a week", korean: "일주일간", japanese: "1週間で", french: "en une semaine",
            german: "in einer Woche", spanish: "en una semana", simplifiedChinese: "一周内",
            traditionalChinese: "一週內")
    }
}
