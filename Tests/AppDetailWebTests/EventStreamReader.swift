import Foundation

/// Reads a server-sent event stream off a ``LoopbackSocket``: the answer's head, then one
/// event at a time through HTTP/1.1's chunked encoding.
final class EventStreamReader: @unchecked Sendable {
    struct Event: Equatable, Sendable {
        let name: String
        let data: String
    }

    let socket: LoopbackSocket
    let status: Int
    let headers: [String: String]
    private var text = ""

    /// Opens `path` as a browser's `EventSource` would.
    init(port: Int, path: String) throws {
        socket = try LoopbackSocket(port: port)
        try socket.send("GET", path, headers: ["Host": "127.0.0.1:\(port)", "Accept": "text/event-stream"])
        (status, headers) = try LoopbackAnswer.readHead(socket)
    }

    /// The next event that is not a comment.
    func next() throws -> Event {
        while true {
            if let end = text.range(of: "\n\n") {
                let block = String(text[..<end.lowerBound])
                text.removeSubrange(..<end.upperBound)
                var name = "message"
                var data: [String] = []
                for line in block.split(separator: "\n", omittingEmptySubsequences: false) {
                    if line.hasPrefix("event: ") { name = String(line.dropFirst(7)) }
                    if line.hasPrefix("data: ") { data.append(String(line.dropFirst(6))) }
                }
                if block.hasPrefix(":") { continue }
                return Event(name: name, data: data.joined(separator: "\n"))
            }
            let size = Int(try socket.line(), radix: 16) ?? 0
            guard size > 0 else { throw LoopbackSocket.Failure(description: "the stream ended") }
            text += String(decoding: try socket.bytes(size), as: UTF8.self)
            _ = try socket.line()
        }
    }

    /// The next event named `name`, skipping others.
    func next(named name: String) throws -> Event {
        while true {
            let event = try next()
            if event.name == name { return event }
        }
    }
}
