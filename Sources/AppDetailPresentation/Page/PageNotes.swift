import AppDetailDomain
import Foundation

/// The banners of a page: a stale listing, each other part that is stale or could not be
/// loaded, in page order, and a store that has no App Store page for the app.
struct PageNotes {
    let detailWords: DetailWords
    let now: Date

    init(_ language: DetailLanguage, now: Date) {
        self.detailWords = DetailWords(language: language)
        self.now = now
    }

    /// The listing's banner: sample data, or a cached copy served after a failure.
    func listingNote(_ freshness: Freshness) -> String? {
        FreshnessNote.text(for: freshness, in: detailWords.language)
    }

    /// A line for each part besides the listing that failed or is served after a failure.
    func partNotes(for page: AppPage) -> [String] {
        let noPage =
            page.storePage?.fetched?.value.source == .noPage
            ? [StorePageWords(language: detailWords.language).noPage] : []
        return partNotes(page.reviews, name: detailWords.reviewsPart)
            + partNotes(page.moreByDeveloper, name: detailWords.developerAppsPart)
            + (page.storePage.map { partNotes($0, name: detailWords.storePagePart) } ?? []) + noPage
    }

    private func partNotes<Value>(_ part: PagePart<Value>, name: String) -> [String] {
        if let error = part.failure {
            let reason = FailureWords(language: detailWords.language).text(for: error)
            return [detailWords.partUnavailable(name, reason: reason)]
        }
        guard let fetched = part.fetched, let (age, offline) = staleness(fetched.freshness) else { return [] }
        return [detailWords.partStale(name, age: age, offline: offline)]
    }

    /// How old data served after a failure is, and whether that failure was being offline.
    private func staleness(_ freshness: Freshness) -> (String, Bool)? {
        guard case .servedAfterFailure(let error) = freshness.staleness else { return nil }
        let isOffline = if case .offline = error { true } else { false }
        return (RelativeAge.sentence(from: freshness.fetchedAt, to: now, in: detailWords.language), isOffline)
    }
}
