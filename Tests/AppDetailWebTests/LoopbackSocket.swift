import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A plain TCP connection to 127.0.0.1, as a browser's would be but with every header in the
/// test's hands (a forged `Host`, an `Origin` of another site); reads time out rather than hang.
final class LoopbackSocket: @unchecked Sendable {
    private let descriptor: Int32
    private var buffer: [UInt8] = []

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    init(port: Int, timeout: Int = 10) throws {
        #if canImport(Glibc)
            descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure(description: "no socket") }
        var wait = timeval(tv_sec: timeout, tv_usec: 0)
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
        guard connected == 0 else {
            close(descriptor)
            throw Failure(description: "could not connect to port \(port)")
        }
    }

    deinit { close(descriptor) }

    /// Sends a request head (and no body).
    func send(_ method: String, _ path: String, headers: [String: String]) throws {
        let lines = ["\(method) \(path) HTTP/1.1"] + headers.sorted { $0.key < $1.key }.map { "\($0): \($1)" }
        let bytes = Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress, $0.count, 0)
            }
            guard sent > 0 else { throw Failure(description: "send failed") }
            offset += sent
        }
    }

    /// The next line, without its CRLF.
    func line() throws -> String {
        while true {
            if let end = buffer.firstIndex(of: 10) {
                let line = buffer[..<end].filter { $0 != 13 }
                buffer.removeSubrange(...end)
                return String(decoding: line, as: UTF8.self)
            }
            try fill()
        }
    }

    /// Exactly `count` bytes.
    func bytes(_ count: Int) throws -> [UInt8] {
        while buffer.count < count { try fill() }
        defer { buffer.removeFirst(count) }
        return Array(buffer.prefix(count))
    }

    private func fill() throws {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { throw Failure(description: "the connection ended or timed out") }
        buffer += chunk.prefix(count)
    }
}
