import AppDetailPresentation

/// The watch list as a browser keeps it open: read again now and then, so that what a
/// `track run` observed meanwhile reaches it in place.
struct WatchListPageScreen: LiveScreen {
    let viewModel: WatchListViewModel
    let markup: WatchListHTML

    var states: AsyncStream<WatchListViewState> { viewModel.states }

    func load() async { await viewModel.load() }

    func refresh() async { await viewModel.refresh() }

    func reread() async {
        guard case .loaded(let screen) = viewModel.currentState, screen.isSettled else { return }
        await viewModel.load()
    }

    func shown(_ state: WatchListViewState) -> LiveShown<WatchListSection, WatchListRow> {
        switch state {
        case .idle, .loading: .waiting
        case .failed(let failure): .failed(failure.message)
        case .loaded(let screen):
            .screen(
                screen.snapshot.sections, changes: screen.changes, settled: screen.isSettled,
                notes: (screen.note.map { [$0] } ?? []) + screen.listing.notes)
        }
    }
}
