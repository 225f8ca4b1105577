import Foundation

/// What differs between two observations of one listing, in a fixed order: the version first,
/// then the texts, the images, the languages and the figures.
public enum ListingDifference {
    /// The changes from `before` to `after` (empty when they say the same).
    public static func between(_ before: ListingObservation, _ after: ListingObservation)
        -> [HistoryChangeKind]
    {
        switch (before.status, after.status) {
        case (.listed, .goneFromStore): return [.goneFromStore]
        case (.goneFromStore, .listed): return [.backInStore]
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
            let (was, now) = (before.figures.value(of: figure), after.figures.value(of: figure))
            let same =
                figure == .ratingAverage
                ? ObservedFigures.sameAverage(was, now) : was == now
            if !same { changes.append(.figure(figure, before: was, after: now)) }
        }
        return changes
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
