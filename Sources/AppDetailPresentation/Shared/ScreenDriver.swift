import AppDetailDomain

/// The states every screen's view model has: nothing asked, and no content and why. (A screen's
/// content states are its own.)
protocol ScreenState: Equatable, Sendable {
    /// Nothing asked yet, or the first load was cancelled before anything was shown.
    static var idle: Self { get }
    /// No content to show, and why.
    static func failed(_ failure: DetailFailure) -> Self
    /// The state as a reader that has just subscribed sees it (content to install whole).
    var joined: Self { get }
}

/// The states of a screen that loads: also asking, with nothing on screen yet.
protocol LoadingScreenState: ScreenState {
    /// Asking, with nothing on screen yet.
    static var loading: Self { get }
}

/// What every screen's view model does the same way, whatever it shows: its readers, the one
/// piece of work in flight and whether its results may still be shown, the numbers of its loads,
/// the screen on show, its lifetime — and the rule for a failure: **keep the screen with a note,
/// or fail**. A view model (an actor) keeps one as a stored `var` and says only what is its own:
/// what it asks for and how an answer becomes a screen.
///
/// The readers' broadcast is shared with the view model (a `let` there too), so that `states` and
/// `currentState` can be read from any isolation.
struct ScreenDriver<State: ScreenState, Screen: Sendable> {
    /// The readers.
    let broadcast: StateBroadcast<State>
    /// The screen on show, as last sent; `nil` before any.
    private(set) var shown: Screen?
    /// The number of the latest load (0 before any).
    private(set) var loads = 0
    private var work = CurrentWork()

    init(_ broadcast: StateBroadcast<State>) {
        self.broadcast = broadcast
    }

    /// A new reader's states: the current state first, joined, then every later state.
    var states: AsyncStream<State> { broadcast.subscribe { $0.joined } }

    /// The latest state, as a reader subscribing now would see it first.
    var currentState: State { broadcast.current.joined }

    /// Numbers a new load; with nothing on screen, says it is loading.
    mutating func beginLoad() -> Int where State: LoadingScreenState {
        loads += 1
        if shown == nil { broadcast.send(.loading) }
        return loads
    }

    /// Sends `state`, showing `screen`; returns the state's number.
    @discardableResult
    mutating func show(_ screen: Screen, as state: State) -> Int {
        shown = screen
        return broadcast.send(state)
    }

    /// Forgets the screen on show and sends `state` (no results, back to idle).
    mutating func clear(to state: State) {
        shown = nil
        broadcast.send(state)
    }

    /// Runs `operation` as the work in flight, replacing any, and hands its result to `end` on
    /// `owner` — unless the owner has gone (its readers then have ended), or the work was
    /// replaced or cancelled meanwhile (checked with ``isCurrent(_:)`` and ``shows(_:of:)``).
    /// The task holds the owner only between awaits, so letting the owner go cancels it.
    mutating func run<Owner: AnyObject & Sendable, Value: Sendable>(
        for owner: Owner, operation: @escaping @Sendable () async throws -> Value,
        then end: @escaping @Sendable (Owner, Result<Value, any Error>, _ generation: Int) async -> Void
    ) {
        work.replace { generation in
            Task { [weak owner] in
                let result: Result<Value, any Error>
                do {
                    result = .success(try await operation())
                } catch {
                    result = .failure(error)
                }
                guard let owner else { return }
                await end(owner, result, generation)
            }
        }
    }

    /// Runs `body` as the work in flight, replacing any (for work that reports more than once).
    mutating func replaceWork(with makeTask: (_ generation: Int) -> Task<Void, Never>) {
        work.replace(with: makeTask)
    }

    /// Whether results of `generation` may be shown.
    func isCurrent(_ generation: Int) -> Bool { work.isCurrent(generation) }

    /// Whether a failure of `generation` may be shown.
    func shows(_ error: any Error, of generation: Int) -> Bool { work.shows(error, of: generation) }

    /// The failure rule: with a screen on show, that screen and the failure's message to keep
    /// it with as its note (the view model sends it); with none, the screen fails here and this
    /// is `nil`.
    func keepOrFail(_ error: any Error, in language: DetailLanguage) -> (screen: Screen, note: String)? {
        let failure = DetailFailure(error, in: language)
        guard let shown else {
            broadcast.send(.failed(failure))
            return nil
        }
        return (shown, failure.message)
    }

    /// Stops the work in flight; returns the screen on show, for the view model to send it
    /// settled. With nothing shown, a screen still loading goes back to idle, and this is `nil`.
    mutating func cancel() -> Screen? where State: LoadingScreenState {
        work.cancel()
        guard let shown else {
            if broadcast.current == .loading { broadcast.send(.idle) }
            return nil
        }
        return shown
    }

    /// Stops the work in flight without a word (a search replaced by the next text).
    mutating func stop() {
        work.cancel()
    }

    /// The end of the view model's life: the work is cancelled and every reader's sequence ends.
    mutating func finish() {
        work.cancel()
        broadcast.finish()
    }
}
