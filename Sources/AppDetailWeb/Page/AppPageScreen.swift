import AppDetailPresentation

/// An app's page as a browser keeps it open.
struct AppPageScreen: LiveScreen {
    let viewModel: AppPageViewModel
    let markup: SectionHTML

    var states: AsyncStream<AppPageViewState> { viewModel.states }

    func load() async { await viewModel.load() }

    func refresh() async { await viewModel.refresh() }

    func reread() async {
        // Never over a load under way: a new load would replace it.
        guard case .loaded(let page) = viewModel.currentState, page.isSettled else { return }
        await viewModel.loadOffline()
    }

    func shown(_ state: AppPageViewState) -> LiveShown<DetailSection, DetailItem> {
        switch state {
        case .idle, .loading: .waiting
        case .failed(let failure): .failed(failure.message)
        case .loaded(let page):
            .screen(
                page.snapshot.sections, changes: page.changes, settled: page.isSettled,
                notes: (page.freshnessNote.map { [$0] } ?? []) + page.partNotes)
        }
    }
}
