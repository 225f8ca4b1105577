import AppDetailPresentation

/// An app's history as a browser keeps it open: read again now and then, so that what a
/// `track run` observed meanwhile is drawn in place.
struct HistoryPageScreen: LiveScreen {
    let viewModel: HistoryViewModel
    let markup: HistoryHTML

    var states: AsyncStream<HistoryViewState> { viewModel.states }

    func load() async { await viewModel.load() }

    func refresh() async { await viewModel.refresh() }

    func reread() async {
        guard case .loaded(let screen) = viewModel.currentState, screen.isSettled else { return }
        await viewModel.load()
    }

    func shown(_ state: HistoryViewState) -> LiveShown<HistorySection, HistoryItem> {
        switch state {
        case .idle, .loading: return .waiting
        case .failed(let failure): return .failed(failure.message)
        case .loaded(let screen):
            markup.releases.set(
                screen.listing.versions.compactMap { version in version.moment.map { ($0, version.version) } }
            )
            return .screen(
                screen.snapshot.sections, changes: screen.changes, settled: screen.isSettled,
                notes: (screen.note.map { [$0] } ?? []) + screen.listing.notes)
        }
    }
}
