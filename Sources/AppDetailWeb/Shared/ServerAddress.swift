import Foundation

/// The port the server listens on, known once it is bound (a free port is chosen by the
/// system), and the `Host` values it answers to.
final class ServerAddress: Sendable {
    private let port = Locked(0)

    /// Records the bound port.
    func bound(to port: Int) { self.port.set(port) }

    /// The port, 0 before the server is bound.
    var boundPort: Int { port.value }

    /// The `Host` (and `Origin` without its scheme) values of this server.
    var hosts: [String] {
        let port = boundPort
        return ["127.0.0.1:\(port)", "localhost:\(port)"]
    }

    /// A value behind a lock.
    private final class Locked<Value: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: Value
        init(_ value: Value) { stored = value }
        var value: Value { lock.withLock { stored } }
        func set(_ value: Value) { lock.withLock { stored = value } }
    }
}
