import AppDetailDomain
import Observation

/// An ``AppPageViewModel``'s latest state as an `@Observable` value on the main actor, for
/// SwiftUI (a view reads ``state`` and redraws when it changes) or any client of the Observation
/// framework. A collection view that animates changesets binds to ``AppPageViewModel/states``
/// instead, so that it sees every state, not only the latest.
@MainActor
@Observable
public final class ObservableAppPage {
    /// The latest state the view model emitted: ``AppPageViewState/idle`` until the first.
    public private(set) var state: AppPageViewState = .idle

    @ObservationIgnored private let viewModel: AppPageViewModel
    @ObservationIgnored private var following: Task<Void, Never>?

    /// Follows `viewModel`'s states from now on; nothing is loaded until ``load(policy:)``.
    public init(viewModel: AppPageViewModel) {
        self.viewModel = viewModel
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

    /// Loads the page under `policy` (see ``AppPageViewModel/load(policy:)``).
    public func load(policy: CachePolicy) async {
        await viewModel.load(policy: policy)
    }

    /// Stops the load in flight (see ``AppPageViewModel/cancel()``).
    public func cancel() async {
        await viewModel.cancel()
    }
}
