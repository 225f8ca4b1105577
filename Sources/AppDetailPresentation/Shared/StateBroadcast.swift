import Foundation

/// The states of a view model for any number of readers: each reader gets the current state when
/// it subscribes, then every later state in the order they were sent, the same order for all.
///
/// Readers come and go: a reader whose task is cancelled is forgotten, and subscribing again
/// starts over from the current state. Sending never waits for a reader (each buffers what it
/// has not read yet).
final class StateBroadcast<State: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    /// Guarded by `lock`.
    private var latest: State
    private var readers: [Int: AsyncStream<State>.Continuation] = [:]
    private var nextReader = 0
    private var finished = false

    /// A broadcast whose current state is `initial`.
    init(_ initial: State) {
        latest = initial
    }

    /// The latest state sent.
    var current: State { lock.withLock { latest } }

    /// A new reader: `joining(current state)` first, then every state sent after it; it ends when
    /// the broadcast finishes.
    func subscribe(joining: (State) -> State) -> AsyncStream<State> {
        let (stream, continuation) = AsyncStream<State>.makeStream(bufferingPolicy: .unbounded)
        let reader: Int? = lock.withLock {
            continuation.yield(joining(latest))
            guard !finished else { return nil }
            nextReader += 1
            readers[nextReader] = continuation
            return nextReader
        }
        guard let reader else {
            continuation.finish()
            return stream
        }
        continuation.onTermination = { [weak self] _ in self?.forget(reader) }
        return stream
    }

    /// Makes `state` the current state and hands it to every reader.
    func send(_ state: State) {
        lock.withLock {
            guard !finished else { return }
            latest = state
            for reader in readers.values { reader.yield(state) }
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

    /// How many readers are subscribed.
    var readerCount: Int { lock.withLock { readers.count } }

    private func forget(_ reader: Int) {
        _ = lock.withLock { readers.removeValue(forKey: reader) }
    }
}
