import AppDetailDomain
import Observation

/// An ``AppPageViewModel``'s latest state as an `@Observable` value on the main actor, for
/// SwiftUI (a view reads ``state`` and redraws when it changes) or any client of the Observation
/// framework. It is one reader of the view model's states among any number: a collection view
/// that animates changesets reads ``AppPageViewModel/states`` beside it.
///
/// It keeps its view model alive, and nothing else keeps it: when a view lets it go, the view
/// model goes too and its requests stop.
@MainActor
@Observable
public final class ObservableAppPage {
    /// The latest state: the view model's current state when this was made, then each state
    /// as it comes.
    public private(set) var state: AppPageViewState

    @ObservationIgnored private let viewModel: AppPageViewModel
    @ObservationIgnored private var following: Task<Void, Never>?

    /// Follows `viewModel`'s states from its current one on; nothing is loaded until
    /// ``load(policy:)``.
    public init(viewModel: AppPageViewModel) {
        self.viewModel = viewModel
        state = viewModel.currentState
        let states = viewModel.states
        following = Task { [weak self] in
            for await state in states {
                guard let self else { return }
                self.state = state
            }
        }
    }

    isolated deinit {
        following?.cancel()
    }

    /// Loads the page under `policy` (see ``AppPageViewModel/load(policy:)``); returns the
    /// load's number.
    @discardableResult
    public func load(policy: CachePolicy) async -> Int {
        await viewModel.load(policy: policy)
    }

    /// Refreshes the page and returns once the refresh is over (every part arrived or failed, or
    /// it was replaced or cancelled): what SwiftUI's `.refreshable` awaits. The page stays on
    /// screen meanwhile.
    public func refresh() async {
        let states = viewModel.states
        let load = await viewModel.refresh()
        var isFirst = true
        for await state in states {
            defer { isFirst = false }
            guard !isFirst else { continue }  // the state before this refresh
            switch state {
            case .loaded(let page) where page.load > load || (page.load == load && page.isSettled): return
            case .failed, .idle: return
            case .loading, .loaded: continue
            }
        }
    }

    /// Stops the load in flight (see ``AppPageViewModel/cancel()``).
    public func cancel() async {
        await viewModel.cancel()
    }
}
