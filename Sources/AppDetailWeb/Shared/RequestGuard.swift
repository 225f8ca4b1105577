import Foundation
import HTTPTypes
import Hummingbird

/// What every request passes before it reaches a page, and what every answer carries.
///
/// - The `Host` must be the server's own address (`127.0.0.1:PORT` or `localhost:PORT`): a
///   page of another site whose name was pointed at 127.0.0.1 (DNS rebinding) is refused.
/// - An `Origin`, when the browser sends one, must be the server's own.
/// - A request that changes something (any method but `GET` and `HEAD`) must carry the token
///   the server put in its pages, in `X-Appdetail-Token`: another site cannot read it, so it
///   cannot follow, unfollow or refresh on the person's behalf.
/// - Every answer forbids inline script, framing, sniffing and referrers.
@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
struct RequestGuard<Context: RequestContext>: RouterMiddleware {
    let address: ServerAddress
    let token: String

    /// The policy every answer carries: scripts and styles from the server only, pictures also
    /// from the store's servers (https), nothing framed, forms posted only here.
    static var contentSecurityPolicy: String {
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' https:; connect-src 'self'; "
            + "base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        let hosts = address.hosts
        guard let host = request.head.authority?.lowercased(), hosts.contains(host) else {
            return Self.refusal(
                .misdirectedRequest, "This server answers only at \(hosts.first ?? "127.0.0.1").")
        }
        if let origin = request.headers[.origin]?.lowercased(),
            !hosts.contains(where: { "http://\($0)" == origin })
        {
            return Self.refusal(.forbidden, "Requests from another site are refused.")
        }
        if request.method != .get, request.method != .head,
            HTTPField.Name(Self.tokenField).flatMap({ request.headers[$0] }) != token
        {
            return Self.refusal(.forbidden, "This request needs the token of a page this server made.")
        }
        var response = try await next(request, context)
        Self.secure(&response.headers)
        return response
    }

    /// The header field that carries the token.
    static var tokenField: String { "X-Appdetail-Token" }

    private static func refusal(_ status: HTTPResponse.Status, _ message: String) -> Response {
        var response = Response(
            status: status, headers: [.contentType: "text/plain; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: message + "\n")))
        secure(&response.headers)
        return response
    }

    private static func secure(_ headers: inout HTTPFields) {
        headers[.contentSecurityPolicy] = contentSecurityPolicy
        let fields = [
            ("X-Content-Type-Options", "nosniff"), ("Referrer-Policy", "no-referrer"),
            ("X-Frame-Options", "DENY"),
            ("Cross-Origin-Resource-Policy", "same-origin"),
        ]
        for (name, value) in fields {
            if let field = HTTPField.Name(name) { headers[field] = value }
        }
        if headers[.cacheControl] == nil { headers[.cacheControl] = "no-store" }
    }
}
