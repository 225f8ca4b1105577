import AppDetailPresentation

/// An app around the world as a browser keeps it open: the rows appear as their storefronts
/// answer, with how far the load has come among the notes.
struct WorldPageScreen: LiveScreen {
    let viewModel: WorldViewModel
    let markup: WorldHTML

    var states: AsyncStream<WorldViewState> { viewModel.states }

    func load() async { await viewModel.load() }

    func refresh() async { await viewModel.refresh() }

    func reread() async {
        // The cache alone, and only over rows that all have figures: a storefront that did not
        // answer has nothing cached, and reading the cache would word its row anew.
        guard case .loaded(let screen) = viewModel.currentState, screen.isSettled,
            screen.table.rows.allSatisfy({ $0.status == nil })
        else { return }
        await viewModel.load(policy: .offline)
    }

    func shown(_ state: WorldViewState) -> LiveShown<WorldSection, WorldItem> {
        switch state {
        case .idle, .loading: return .waiting
        case .failed(let failure): return .failed(failure.message)
        case .loaded(let screen):
            // How far a load has come, while it asks the store: the cache alone is read at once.
            let progress = screen.progress.flatMap { progress in
                progress.requestsLeft > 0 ? WorldWebWords(language: markup.language).progress(progress) : nil
            }
            return .screen(
                screen.snapshot.sections, changes: screen.changes, settled: screen.isSettled,
                notes: [progress, screen.note].compactMap { $0 })
        }
    }
}
