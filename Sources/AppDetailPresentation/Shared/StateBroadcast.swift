import Foundation

/// The states of a view model for any number of readers: each reader gets the current state when
/// it subscribes, then every later state in the order they were sent, the same order for all.
///
/// Readers come and go: a reader whose task is cancelled is forgotten, and subscribing again
/// starts over from the current state. Sending never waits for a reader (each buffers what it
/// has not read yet).
///
/// A state is handed to the readers outside `lock`: handing it over resumes a reader's task,
/// which takes that task's own lock, while cancelling a reader's task holds that lock and
/// forgets the reader under `lock` — both under one lock, in opposite orders, deadlock (seen
/// with a browser's pages closing while their view models sent). `sending` keeps every reader's
/// states in the order they were sent.
final class StateBroadcast<State: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    /// Held while a state is handed to the readers, so that two sends reach them in order.
    private let sending = NSLock()
    /// Guarded by `lock`.
    private var latest: State
    private var readers: [Int: AsyncStream<State>.Continuation] = [:]
    private var nextReader = 0
    private var finished = false
    /// How many states were sent: the number of the latest state (the initial one is 0).
    private var sent = 0

    /// A broadcast whose current state is `initial`.
    init(_ initial: State) {
        latest = initial
    }

    /// The latest state sent.
    var current: State { lock.withLock { latest } }

    /// How many states were sent: the number of the latest (0 for the initial state).
    var sentCount: Int { lock.withLock { sent } }

    /// A new reader: `joining(current state)` first, then every state sent after it; it ends when
    /// the broadcast finishes.
    func subscribe(joining: (State) -> State) -> AsyncStream<State> {
        subscribeNumbered(joining: joining).stream
    }

    /// ``subscribe(joining:)``, with the number of the reader's first state: the states that
    /// follow it are numbered one up each, as ``send(_:)`` returns them.
    func subscribeNumbered(joining: (State) -> State) -> (first: Int, stream: AsyncStream<State>) {
        let (stream, continuation) = AsyncStream<State>.makeStream(bufferingPolicy: .unbounded)
        let (reader, first): (Int?, Int) = lock.withLock {
            continuation.yield(joining(latest))
            guard !finished else { return (nil, sent) }
            nextReader += 1
            readers[nextReader] = continuation
            return (nextReader, sent)
        }
        guard let reader else {
            continuation.finish()
            return (first, stream)
        }
        continuation.onTermination = { [weak self] _ in self?.forget(reader) }
        return (first, stream)
    }

    /// Makes `state` the current state and hands it to every reader; returns its number.
    @discardableResult
    func send(_ state: State) -> Int {
        sending.withLock {
            let (number, receivers) = lock.withLock { () -> (Int, [AsyncStream<State>.Continuation]) in
                guard !finished else { return (sent, []) }
                latest = state
                sent += 1
                return (sent, Array(readers.values))
            }
            for reader in receivers { reader.yield(state) }
            return number
        }
    }

    /// Ends every reader's sequence; later subscribers get the last state and the end.
    func finish() {
        let ended = lock.withLock {
            finished = true
            defer { readers = [:] }
            return Array(readers.values)
        }
        for reader in ended { reader.finish() }
    }

    private func forget(_ reader: Int) {
        _ = lock.withLock { readers.removeValue(forKey: reader) }
    }
}
