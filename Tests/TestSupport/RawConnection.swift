import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One accepted connection of a ``RawHTTPServer``: write bytes, slowly or not at all.
public final class RawConnection: @unchecked Sendable {
    private let descriptor: Int32
    private unowned let server: RawHTTPServer
    private var closed = false

    init(descriptor: Int32, server: RawHTTPServer) {
        self.descriptor = descriptor
        self.server = server
    }

    /// Reads up to the blank line that ends a request head.
    func readRequest() -> RawRequest? {
        var head = [UInt8]()
        var byte: UInt8 = 0
        while head.count < 65_536 {
            guard recv(descriptor, &byte, 1, 0) == 1 else { return nil }
            head.append(byte)
            if head.suffix(4) == [13, 10, 13, 10] { break }
        }
        return RawRequest(head: String(decoding: head, as: UTF8.self))
    }

    /// Reads the body `request`'s `Content-Length` announces (at most 16 MiB); what arrived
    /// when the peer stops sending early.
    public func readBody(of request: RawRequest) -> Data {
        let length = min(Int(request.headers["content-length"] ?? "") ?? 0, 16 * 1_024 * 1_024)
        var body = [UInt8](repeating: 0, count: length)
        var received = 0
        while received < length {
            let count = body.withUnsafeMutableBytes { raw in
                recv(descriptor, raw.baseAddress! + received, length - received, 0)
            }
            guard count > 0 else { break }
            received += count
        }
        return Data(body.prefix(received))
    }

    /// Writes all of `bytes`; false once the peer has gone or the server stopped.
    @discardableResult
    public func send(_ bytes: some Collection<UInt8>) -> Bool {
        guard !server.isStopped else { return false }
        let array = Array(bytes)
        var offset = 0
        while offset < array.count {
            let sent = array.withUnsafeBytes { raw in
                sendBytes(descriptor, raw.baseAddress! + offset, array.count - offset)
            }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }

    /// Writes a string as UTF-8.
    @discardableResult
    public func send(_ text: String) -> Bool { send(Array(text.utf8)) }

    /// A complete answer with a `Content-Length`.
    public func respond(status: Int, headers: [String: String] = [:], body: some Collection<UInt8>) {
        var head = "HTTP/1.1 \(status) Status\r\nContent-Length: \(body.count)\r\nConnection: close\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        guard send(head + "\r\n") else { return }
        send(body)
    }

    /// Waits until the peer closes the connection (or `limit` passes, or the server stops),
    /// writing nothing; returns whether the peer left.
    @discardableResult
    public func waitForPeerToLeave(limit: Duration) -> Bool {
        let end = ContinuousClock.now + limit
        var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        var byte: UInt8 = 0
        while ContinuousClock.now < end, !server.isStopped {
            guard poll(&watched, 1, 100) >= 0 else { return false }
            if watched.revents != 0, recv(descriptor, &byte, 1, Int32(MSG_PEEK)) <= 0 { return true }
        }
        return false
    }

    func close() {
        guard !closed else { return }
        closed = true
        closeDescriptor(descriptor)
    }
}

private func closeDescriptor(_ descriptor: Int32) {
    close(descriptor)
}

private func sendBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    send(descriptor, bytes, count, Int32(MSG_NOSIGNAL))
}
