import Foundation

/// An answer read off a ``LoopbackSocket``.
struct LoopbackAnswer: Sendable {
    let status: Int
    let headers: [String: String]
    let body: String

    /// `method path` on a new connection, with the server's own `Host` unless `headers` names
    /// another; the whole answer (its body by `Content-Length`).
    static func fetch(
        _ method: String, _ path: String, port: Int, headers: [String: String] = [:]
    ) throws -> LoopbackAnswer {
        let socket = try LoopbackSocket(port: port)
        try socket.send(
            method, path,
            headers: ["Host": "127.0.0.1:\(port)", "Connection": "close", "Content-Length": "0"]
                .merging(headers) { $1 })
        let head = try readHead(socket)
        let length = Int(head.headers["content-length"] ?? "0") ?? 0
        let body = String(decoding: try socket.bytes(length), as: UTF8.self)
        return LoopbackAnswer(status: head.status, headers: head.headers, body: body)
    }

    /// The status and headers (names in lowercase) of the answer coming on `socket`.
    static func readHead(_ socket: LoopbackSocket) throws -> (status: Int, headers: [String: String]) {
        let statusLine = try socket.line()
        let status = Int(statusLine.split(separator: " ").dropFirst().first ?? "") ?? 0
        var headers: [String: String] = [:]
        while case let line = try socket.line(), !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
                .trimmingCharacters(in: .whitespaces)
        }
        return (status, headers)
    }
}
