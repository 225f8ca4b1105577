// A list screen that warms the pages of the rows about to appear, within a few requests.
import AppDetailDomain
import AppDetailPresentation

@MainActor final class ResultsScreen {
    private let warming: any AppPageWarming
    private let storefront: Storefront
    private var warmed: Set<AppID> = []
    private var prefetch: Task<Void, Never>?

    init(warming: any AppPageWarming, storefront: Storefront) {
        self.warming = warming
        self.storefront = storefront
    }

    /// From the collection view's prefetching: the rows about to be shown. Rows scrolled past
    /// are not worth their requests, so a newer call replaces an older one.
    func rowsWillAppear(_ rows: [AppRow]) {
        let ids = rows.map(\.id).filter { !warmed.contains($0) }
        guard !ids.isEmpty else { return }
        prefetch?.cancel()
        prefetch = Task { [weak self, warming, storefront] in
            // Six requests: the listings together, then reviews, developer and chart per app.
            guard let result = try? await warming.warm(ids, in: storefront, requestLimit: 6) else { return }
            self?.warmed.formUnion(result.warmed)
        }
    }

    /// A tap opens the row's app: the id is the one the page asks for.
    func lookup(for row: AppRow) -> AppLookup { .id(row.id) }
}
