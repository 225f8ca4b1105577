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

    /// A ``refresh()`` waiting for its load to end in ``state``.
    private struct Waiter {
        let load: Int
        let firstState: Int
        let continuation: CheckedContinuation<Void, Never>
    }

    @ObservationIgnored private let viewModel: AppPageViewModel
    @ObservationIgnored private var following: Task<Void, Never>?
    /// The number of the state in ``state``, as the view model's states are numbered.
    @ObservationIgnored private var stateNumber: Int
    @ObservationIgnored private var waiters: [Waiter] = []

    /// Follows `viewModel`'s states from its current one on; nothing is loaded until
    /// ``load(policy:)``.
    public init(viewModel: AppPageViewModel) {
        self.viewModel = viewModel
        state = viewModel.currentState  // read first: the reader's first state is this one or newer
        let (first, states) = viewModel.numberedStates()
        stateNumber = first - 1
        following = Task { [weak self] in
            for await state in states {
                guard let self else { return }
                self.show(state)
            }
        }
    }

    isolated deinit {
        following?.cancel()
        for waiter in waiters { waiter.continuation.resume() }
    }

    /// Loads the page under `policy` (see ``AppPageViewModel/load(policy:)``); returns the
    /// load's number.
    @discardableResult
    public func load(policy: CachePolicy) async -> Int {
        await viewModel.load(policy: policy)
    }

    /// Refreshes the page and returns once ``state`` shows the refresh over (every part arrived
    /// or failed, or it was replaced or cancelled): what SwiftUI's `.refreshable` awaits. The
    /// page stays on screen meanwhile.
    public func refresh() async {
        let (load, firstState) = await viewModel.startLoad(policy: .refresh)
        if stateNumber >= firstState, Self.ends(load, state) { return }
        await withCheckedContinuation { continuation in
            waiters.append(Waiter(load: load, firstState: firstState, continuation: continuation))
        }
    }

    /// Stops the load in flight (see ``AppPageViewModel/cancel()``).
    public func cancel() async {
        await viewModel.cancel()
    }

    private func show(_ newState: AppPageViewState) {
        stateNumber += 1
        state = newState
        let number = stateNumber
        let ended = waiters.filter { number >= $0.firstState && Self.ends($0.load, newState) }
        waiters.removeAll { number >= $0.firstState && Self.ends($0.load, newState) }
        for waiter in ended { waiter.continuation.resume() }
    }

    /// Whether `state`, shown after load `load` began, says that load is over.
    private static func ends(_ load: Int, _ state: AppPageViewState) -> Bool {
        switch state {
        case .loaded(let page): page.load > load || (page.load == load && page.isSettled)
        case .failed, .idle: true
        case .loading: false
        }
    }
}
