import AppDetailPresentation

/// A search as a browser keeps it open: the page sends what is typed, the view model searches
/// once the typing pauses, and the results change by their batch updates.
struct SearchPageScreen: LiveScreen {
    let viewModel: SearchViewModel
    let markup: SearchHTML
    /// The language of the words the screen adds.
    let language: DetailLanguage

    var states: AsyncStream<SearchViewState> { viewModel.states }

    func load() async {}

    func refresh() async {}

    func reread() async {}

    func query(_ text: String) async { await viewModel.query(text) }

    func shown(_ state: SearchViewState) -> LiveShown<SearchSection, AppRow> {
        switch state {
        case .idle: .screen([], changes: nil, settled: true, notes: [])
        case .searching: .waiting
        case .failed(let failure): .failed(failure.message)
        case .noResults(let term):
            .screen([], changes: nil, settled: true, notes: [WebWords(language: language).noApps(term)])
        case .results(let results):
            .screen(
                results.snapshot.sections, changes: results.changes, settled: true, notes: results.skipped)
        }
    }
}
