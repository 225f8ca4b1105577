import Foundation
import Testing

@testable import AppDetailPresentation

@Suite("A broadcast whose readers go while it sends")
struct StateBroadcastCancellationTests {
    /// Readers cancelled while states are sent, on several threads at once: handing a state to a
    /// reader and cancelling that reader take the same two locks, and must never wait on each
    /// other (the test hangs, and fails at its time limit, when they do).
    @Test("sending never deadlocks with a reader being cancelled", .timeLimit(.minutes(2)))
    func sendingWhileReadersGo() async {
        let broadcast = StateBroadcast(0)
        let sender = Task.detached {
            for state in 1...200_000 {
                broadcast.send(state)
                if Task.isCancelled { break }
            }
        }
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    for _ in 0..<1_500 {
                        let reader = Task {
                            for await _ in broadcast.subscribe(joining: { $0 }) {}
                        }
                        await Task.yield()
                        reader.cancel()
                    }
                }
            }
        }
        sender.cancel()
        _ = await sender.value
        // Every reader that went was forgotten: one more state reaches only a new reader.
        var iterator = broadcast.subscribe(joining: { $0 }).makeAsyncIterator()
        let current = await iterator.next()
        broadcast.send(-1)
        #expect(await iterator.next() == -1)
        #expect(current != nil)
    }
}
