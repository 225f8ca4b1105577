import AppDetailDomain
import Foundation

/// The banners of a page: a stale listing, each other part that is stale or could not be
/// loaded, in page order, a store that has no App Store page for the app, and a store that gave
/// the app's texts in another language than the page's.
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
            + (page.listing.fetched.flatMap { textsLanguageNote($0.value) }.map { [$0] } ?? [])
    }

    /// A line when the listing's texts are in another of the page's languages than the page's
    /// own: a store asked for a language it lacks answers in its own. Told from the category,
    /// which the answer gives in its language and the genre catalog names in every page
    /// language; only when the catalog's name in the page's language differs from the answer's
    /// and another language's is the same (a genre the catalog has no name for in a language
    /// never gives a note).
    func textsLanguageNote(_ listing: Listing) -> String? {
        let page = detailWords.language
        guard listing.genres.contains(where: { $0.id == listing.primaryGenre.id }),
            let genre = try? ChartGenre(id: listing.primaryGenre.id)
        else { return nil }
        let text = listing.categoryName
        guard genre.name(inLanguage: page.rawValue) != text,
            let given = Self.language(
                of: listing,
                among: DetailLanguage.allCases.filter {
                    genre.name(inLanguage: $0.rawValue) == text
                })
        else { return nil }
        return detailWords.storeTextsIn(
            detailWords.languageName(given), notIn: detailWords.languageName(page.rawValue))
    }

    /// The code of the one language of `candidates` the listing is written in. A genre's name
    /// can be the same in several (`教育` is Japanese and both Chinese scripts): then Japanese is
    /// the answer only when the texts have kana, and is ruled out when they have none; the two
    /// Chinese scripts left together are Chinese (`zh`); anything still open gives no language
    /// at all rather than a guess.
    static func language(of listing: Listing, among candidates: [DetailLanguage]) -> String? {
        guard candidates.count > 1 else { return candidates.first?.rawValue }
        let texts = listing.name + listing.longDescription
        let hasKana = texts.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) }
        let left = candidates.filter { ($0 == .japanese) == hasKana }
        if left.count == 1 { return left[0].rawValue }
        return Set(left) == [.simplifiedChinese, .traditionalChinese] ? "zh" : nil
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
