import Foundation

/// What differs between two observations of one listing, in a fixed order: the version first,
/// then the texts, the images, the languages and the figures.
public enum ListingDifference {
    /// The changes from `before` to `after` (empty when they say the same).
    public static func between(_ before: ListingObservation, _ after: ListingObservation)
        -> [HistoryChangeKind]
    {
        between(before, after, earlier: Earlier())
    }

    /// What the observations before a pair held: the last one that had the app listed, and the
    /// last value each figure had. A listing back in the store is compared with the last one
    /// listed (a new version while it was gone is a new version), and a figure that comes back
    /// after a gap with the value it last had (a rating of 4.63, then none, then 1.0 fell by
    /// 3.63, not from nothing).
    struct Earlier {
        var listed: ListingObservation?
        var figures: [HistoryFigure: Double] = [:]

        /// Takes `observation` in as the latest of the earlier ones.
        mutating func add(_ observation: ListingObservation) {
            guard observation.status == .listed else { return }
            listed = observation
            for figure in HistoryFigure.allCases {
                if let value = observation.figures.value(of: figure) { figures[figure] = value }
            }
        }
    }

    /// The changes from `before` to `after`, with what came before `before`.
    static func between(_ before: ListingObservation, _ after: ListingObservation, earlier: Earlier)
        -> [HistoryChangeKind]
    {
        switch (before.status, after.status) {
        case (.listed, .goneFromStore): return [.goneFromStore]
        case (.goneFromStore, .listed):
            guard let listed = earlier.listed else { return [.backInStore] }
            return [.backInStore] + between(listed, after, earlier: earlier)
        case (.goneFromStore, .goneFromStore): return []
        case (.listed, .listed): break
        }
        var changes: [HistoryChangeKind] = []
        if let old = before.texts, let new = after.texts {
            if old.version != new.version {
                changes.append(.version(before: old.version, after: new.version))
            }
            for text in HistoryText.allCases {
                let (was, now) = (value(of: text, in: old), value(of: text, in: new))
                if was != now { changes.append(.text(text, before: was, after: now)) }
            }
            if let screenshots = screenshotChange(old.screenshots, new.screenshots) {
                changes.append(screenshots)
            }
            if old.icon != new.icon { changes.append(.icon) }
            let added = new.languages.filter { !old.languages.contains($0) }
            let removed = old.languages.filter { !new.languages.contains($0) }
            if !added.isEmpty || !removed.isEmpty {
                changes.append(.languages(added: added, removed: removed))
            }
        }
        for figure in HistoryFigure.allCases {
            let now = after.figures.value(of: figure)
            var was = before.figures.value(of: figure)
            if was == nil, let now, let known = earlier.figures[figure], !same(figure, known, now) {
                was = known  // back after a gap, at another value than it last had
            }
            if !same(figure, was, now) { changes.append(.figure(figure, before: was, after: now)) }
        }
        return changes
    }

    private static func same(_ figure: HistoryFigure, _ was: Double?, _ now: Double?) -> Bool {
        figure == .ratingAverage ? ObservedFigures.sameAverage(was, now) : was == now
    }

    static func value(of text: HistoryText, in texts: ObservedTexts) -> String? {
        switch text {
        case .name: texts.name
        case .developer: texts.developer
        case .description: texts.description
        case .releaseNotes: texts.releaseNotes
        case .genre: texts.genre
        case .ageRating: texts.ageRating
        case .currency: texts.currencyCode
        }
    }

    /// Added and removed by identity; reordered when the images both lists hold are in another
    /// order.
    static func screenshotChange(_ old: [String], _ new: [String]) -> HistoryChangeKind? {
        let (oldSet, newSet) = (Set(old), Set(new))
        let added = new.filter { !oldSet.contains($0) }.count
        let removed = old.filter { !newSet.contains($0) }.count
        let reordered = old.filter(newSet.contains) != new.filter(oldSet.contains)
        guard added > 0 || removed > 0 || reordered else { return nil }
        return .screenshots(added: added, removed: removed, reordered: reordered)
    }
}
