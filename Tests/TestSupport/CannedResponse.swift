import Foundation

/// A whole answer for a ``RawHTTPServer`` handler to send: a status, headers and a body.
public struct CannedResponse: Sendable {
    /// The HTTP status.
    public var status: Int
    /// Headers besides `Content-Length` and `Connection`, which every answer gets.
    public var headers: [String: String]
    /// The body.
    public var body: Data

    /// An answer.
    public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}

extension RawConnection {
    /// Sends `response` whole.
    public func respond(_ response: CannedResponse) {
        respond(status: response.status, headers: response.headers, body: response.body)
    }
}
