import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One GET over a new TCP connection to 127.0.0.1, read until a marker, as a browser opening a
/// page or its stream would; the socket calls block, so they run on a thread of their own and
/// never hold one of the few threads the server's view models share.
enum LoopbackGet {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Sends `GET path` to `port` and reads until `marker` has arrived.
    static func get(_ path: String, port: Int, until marker: String) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            Thread.detachNewThread {
                continuation.resume(
                    with: Result { try blockingGet(path, port: port, until: Array(marker.utf8)) })
            }
        }
    }

    private static func blockingGet(_ path: String, port: Int, until marker: [UInt8]) throws {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure(description: "no socket") }
        defer { close(descriptor) }
        var wait = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw Failure(description: "could not connect to port \(port)") }
        let request = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8)
        let sent = request.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) }
        guard sent == request.count else { throw Failure(description: "the request was not sent whole") }
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while !contains(received, marker) {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { throw Failure(description: "\(path) ended before its marker") }
            received += chunk[..<count]
        }
    }

    private static func contains(_ bytes: [UInt8], _ marker: [UInt8]) -> Bool {
        guard bytes.count >= marker.count else { return false }
        return (0...(bytes.count - marker.count)).contains { start in
            bytes[start..<(start + marker.count)].elementsEqual(marker)
        }
    }
}
