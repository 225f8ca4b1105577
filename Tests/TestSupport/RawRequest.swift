import Foundation

/// The head of a request a ``RawHTTPServer`` received.
public struct RawRequest: Sendable {
    /// `/lookup?id=1&country=us`.
    public let target: String
    /// Header names lowercased.
    public let headers: [String: String]

    /// The path without the query.
    public var path: String { String(target.prefix { $0 != "?" }) }

    /// A query value, percent-decoded.
    public func query(_ name: String) -> String? {
        URLComponents(string: target)?.queryItems?.first { $0.name == name }?.value
    }

    init?(head: String) {
        let lines = head.components(separatedBy: "\r\n")
        let parts = lines.first?.split(separator: " ") ?? []
        guard parts.count >= 2 else { return nil }
        target = String(parts[1])
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        self.headers = headers
    }
}
