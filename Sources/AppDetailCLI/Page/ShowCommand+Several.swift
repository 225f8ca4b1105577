import AppDetailDomain
import AppDetailPresentation
import AppDetailTerminal
import Foundation

extension ShowCommand {
    /// `show ID ID …`: the listings of several apps from one lookup (≤ 200 ids a request; none
    /// for listings cached within a day), each printed as its page's listing sections, in the
    /// order given. Reviews, the developer's apps and the chart are a page's own requests, so
    /// they are left to `show ID`. An id the store does not know is a note; none found at all is
    /// the not-found error.
    func runSeveral(_ ids: [AppID], in session: CommandSession) async throws {
        let (environment, log) = (session.environment, session.log)
        let (storefront, _) = try session.chooseStorefront()
        let sources = try session.sources()
        let result = try await session.composition().makeManyListingsFetcher(sources: sources)
            .listings(for: ids, in: storefront, policy: cache.policy)
        let shown = ids.compactMap { id in result.found[id].map { (id, $0) } }
        for (id, fetched) in shown { log("\(id): \(fetched.freshness.source.rawValue)") }
        guard !shown.isEmpty else { throw Self.nothingShown(result, ids: ids, in: storefront) }
        let builder = DetailSnapshotBuilder(storefront: storefront, now: environment.now)
        let pages = try shown.map { id, fetched in (id, fetched, try builder.snapshot(for: fetched.value)) }
        switch format.value {
        case .text:
            let width = output.columns(in: environment)
            let renderer = PageRenderer(
                width: width, style: output.style(in: environment), full: full, reviews: reviews, urls: urls,
                language: DetailLanguage(storefront: storefront))
            let rule = output.style(in: environment).dim(String(repeating: "═", count: width)) + "\n"
            let text = pages.map { renderer.render($0.2) }.joined(separator: "\n" + rule + "\n")
            Pager.show(text, in: environment, allowed: !noPager)
        case .json:
            StandardOutputStream.write(
                try JSONText.encode(
                    SeveralPagesDocument(
                        storefront: storefront, pages: pages.map { ($0.1, $0.2) },
                        notFound: result.goneFromStore,
                        unreadable: ids.filter { result.unreadable[$0] != nil },
                        unavailable: result.unavailable)))
        }
        // Notes in the pages' language, as a page's own notes are.
        let words = SeveralPagesWords(language: DetailLanguage(storefront: storefront))
        for id in ids {
            guard let error = result.unreadable[id] else { continue }
            StandardErrorStream.write(
                "note: \(TerminalText.oneLine(words.note(about: id, error, cachedShown: result.found[id] != nil)))\n"
            )
        }
        for id in result.goneFromStore {
            StandardErrorStream.write(
                "note: \(TerminalText.oneLine(words.note(about: id, .notFound(.id(id), storefront))))\n")
        }
        // Not had is not gone: offline, an uncached app was never asked for; with the store
        // failing, its failure is the reason.
        for id in result.unavailable {
            let error = result.error ?? .offline(.notCached(.id(id), storefront))
            StandardErrorStream.write("note: \(TerminalText.oneLine(words.note(about: id, error)))\n")
        }
        if let problem = result.error {
            StandardErrorStream.write(
                "note: \(TerminalText.oneLine(words.cachedListingsShown(because: problem)))\n")
        }
    }

    /// Why no listing could be shown: the store's failure when it was asked and failed, not
    /// cached (as for one id, exit 69) when it was not asked, and not found only when the store
    /// answered without every app.
    static func nothingShown(_ result: ManyListings, ids: [AppID], in storefront: Storefront)
        -> AppDetailError
    {
        if let problem = result.error { return problem }
        if let unreadable = ids.lazy.compactMap({ result.unreadable[$0] }).first { return unreadable }
        if let first = result.unavailable.first { return .offline(.notCached(.id(first), storefront)) }
        return .notFound(.id(result.goneFromStore.first ?? ids[0]), storefront)
    }
}

/// The `show ID ID … --format json` document (schema version 2): each app's listing and its
/// sections, in the order asked, and the ids not found.
struct SeveralPagesDocument: Encodable {
    struct PageJSON: Encodable {
        let app: AppJSON
        let freshness: FreshnessJSON
        let sections: [ShowDocument.SectionJSON]
    }

    let schemaVersion = 2
    let storefront: StorefrontJSON
    let apps: [PageJSON]
    /// The ids the store answered without.
    let notFound: [Int64]
    /// The ids whose record in the store's answer could not be read.
    let unreadable: [Int64]
    /// The ids neither cached nor had from the store (offline, or the store failing).
    let unavailable: [Int64]

    init(
        storefront: Storefront, pages: [(Fetched<Listing>, DetailSnapshot)], notFound: [AppID],
        unreadable: [AppID], unavailable: [AppID]
    ) {
        self.storefront = StorefrontJSON(storefront)
        apps = pages.map { fetched, snapshot in
            PageJSON(
                app: AppJSON(fetched.value),
                freshness: FreshnessJSON(
                    fetched.freshness, sample: fetched.freshness.source == .sample),
                sections: snapshot.sections.map { section in
                    ShowDocument.SectionJSON(
                        section: section.section.rawValue, items: section.items.map(ItemJSON.init))
                })
        }
        self.notFound = notFound.map(\.rawValue)
        self.unreadable = unreadable.map(\.rawValue)
        self.unavailable = unavailable.map(\.rawValue)
    }
}
