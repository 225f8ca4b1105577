import Foundation

/// A loopback App Store that answers lookups with the real captures of `history/INDEX.tsv`, as
/// they were at one epoch: each app's capture number `epoch` (its last one when it has fewer).
/// Bulk lookups answer every asked app it has; charts and reviews are empty; the App Store page
/// is absent (404), as for an app the store has no page for. Set ``throttled`` and every request
/// is answered 429. Every request's path and query are kept, to count what a run asked.
public final class CaptureServer: Sendable {
    private let server: RawHTTPServer
    private let state = Locked(State())

    private struct State {
        var epoch = 0
        var throttled = false
    }

    /// The address to use as the endpoint.
    public var baseURL: URL { server.baseURL }

    /// The capture number served from now on.
    public var epoch: Int {
        get { state.withLock { $0.epoch } }
        set { state.withLock { $0.epoch = newValue } }
    }

    /// Whether every request is answered 429 from now on.
    public var throttled: Bool {
        get { state.withLock { $0.throttled } }
        set { state.withLock { $0.throttled = newValue } }
    }

    /// The ids each lookup asked for, in order.
    public var lookups: [[String]] { LoopbackLookups.lookups(in: server.received) }

    /// Every request's path.
    public var paths: [String] { server.received.map(\.path) }

    /// Starts serving the captures.
    public init() throws {
        var records: [String: [[String: Any]]] = [:]
        for capture in try HistoryCapture.all() {
            records[String(capture.trackID), default: []].append(try capture.record())
        }
        let bodies = records.mapValues { list in
            list.compactMap { try? JSONSerialization.data(withJSONObject: $0) }
        }
        let state = self.state
        server = try RawHTTPServer { request, connection in
            let (epoch, throttled) = state.withLock { ($0.epoch, $0.throttled) }
            if throttled {
                connection.respond(status: 429, body: Data())
                return
            }
            guard !LoopbackLookups.answerOtherThanLookup(request, on: connection) else { return }
            let found = LoopbackLookups.asked(request).compactMap { id in
                bodies[id].map { $0[min(epoch, $0.count - 1)] }
            }
            connection.respond(status: 200, body: LoopbackLookups.answer(found))
        }
    }

    /// Stops serving.
    public func stop() { server.stop() }
}
