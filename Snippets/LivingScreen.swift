// A detail screen that owns its view model, binds a reader of its states, refreshes and closes.
import AppDetailPresentation

@MainActor final class DetailScreen {
    let viewModel: AppPageViewModel
    private var binding: Task<Void, Never>?
    private(set) var shown: LoadedPage?

    init(viewModel: AppPageViewModel) {
        self.viewModel = viewModel
    }

    /// Binds a reader of the states (it holds the states, never the view model), then loads.
    func opened() {
        let states = viewModel.states
        binding = Task { [weak self] in
            for await state in states {
                // Apply it to the collection view as DrivingACollectionView shows.
                if case .loaded(let page) = state { self?.shown = page }
            }
        }
        Task { [viewModel] in await viewModel.load() }
    }

    /// Pull to refresh: the page stays; returns when this refresh is over.
    func pulledToRefresh() async {
        let states = viewModel.states
        let load = await viewModel.refresh()
        for await state in states {
            if case .loaded(let page) = state, page.load == load, page.isSettled { return }
            if case .failed = state { return }
        }
    }

    /// Closing cancels the binding; letting the screen go lets the view model go, which cancels
    /// its requests and ends every reader.
    func closed() {
        binding?.cancel()
    }
}
