import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An HTTP server on loopback that misbehaves on request: it hands each connection to a handler
/// that writes whatever bytes it likes, as slowly as it likes, or nothing at all.
///
/// Plain POSIX sockets on threads of their own, so a handler that sleeps or blocks never takes a
/// thread from Swift's cooperative pool (which the code under test needs).
public final class RawHTTPServer: @unchecked Sendable {
    /// `http://127.0.0.1:PORT` or `http://[::1]:PORT`.
    public let baseURL: URL
    /// The port it listens on.
    public let port: Int
    private let listener: Int32
    private let lock = NSLock()
    private var requests: [RawRequest] = []  // guarded by `lock`
    private var stopped = false  // guarded by `lock`
    private var connections = 0  // guarded by `lock`

    /// Starts listening on an ephemeral port of 127.0.0.1 (or ::1 with `ipv6`).
    public init(ipv6: Bool = false, handler: @escaping @Sendable (RawRequest, RawConnection) -> Void) throws {
        let (listener, port) = try Self.startListening(ipv6: ipv6)
        self.listener = listener
        self.port = port
        self.baseURL = URL(string: ipv6 ? "http://[::1]:\(port)" : "http://127.0.0.1:\(port)")!
        let thread = Thread { [self] in acceptLoop(handler) }
        thread.start()
    }

    deinit { stop() }

    /// Every request received so far, in order.
    public var received: [RawRequest] { lock.withLock { requests } }

    /// How many connections were accepted so far (a request may still be on its way on one).
    public var accepted: Int { lock.withLock { connections } }

    /// Stops accepting; connections in progress see their sockets fail and end.
    ///
    /// The listening socket is only shut down here, which wakes the accept loop; the loop closes
    /// it as it ends. Closing it here could free its number for another test's socket while the
    /// loop is about to call `accept` on it — and steal that test's connections.
    public func stop() {
        let first = lock.withLock {
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        shutdown(listener, Int32(SHUT_RDWR))
    }

    var isStopped: Bool { lock.withLock { stopped } }

    private func acceptLoop(_ handler: @escaping @Sendable (RawRequest, RawConnection) -> Void) {
        defer { close(listener) }
        while !isStopped {
            let accepted = accept(listener, nil, nil)
            guard accepted >= 0 else {
                // Only stopping ends the loop: a connection the client aborted before it was
                // accepted (ECONNABORTED), an interrupted call or a passing lack of descriptors
                // must not leave later clients connected to a server that never reads them.
                if isStopped { return }
                usleep(1_000)
                continue
            }
            lock.withLock { connections += 1 }
            let connection = RawConnection(descriptor: accepted, server: self)
            Thread { [self] in
                defer { connection.close() }
                guard let request = connection.readRequest() else { return }
                lock.withLock { requests.append(request) }
                handler(request, connection)
            }.start()
        }
    }

    private static func startListening(ipv6: Bool) throws -> (Int32, Int) {
        #if canImport(Glibc)
            let stream = Int32(SOCK_STREAM.rawValue)
        #else
            let stream = SOCK_STREAM
        #endif
        let descriptor = socket(ipv6 ? AF_INET6 : AF_INET, stream, 0)
        guard descriptor >= 0 else { throw POSIXError(.EIO) }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var bound: Int32
        if ipv6 {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_addr = in6addr_loopback
            bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
                }
            }
        } else {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
        }
        guard bound == 0, listen(descriptor, 64) == 0 else {
            close(descriptor)
            throw POSIXError(.EADDRINUSE)
        }
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        _ = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        let port: UInt16 = withUnsafePointer(to: &storage) {
            ipv6
                ? $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee.sin6_port }
                : $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_port }
        }
        return (descriptor, Int(UInt16(bigEndian: port)))
    }
}
