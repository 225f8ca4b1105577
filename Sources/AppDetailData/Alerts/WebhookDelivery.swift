import AppDetailDomain
import AppDetailTransport
import Crypto
import Foundation

/// An alert posted to a webhook as JSON: to an `https://` address, or one on this machine (a
/// receiver on loopback), never a plain address across a network. With a secret, the body is
/// signed — `X-Appdetail-Signature-256: sha256=<hex HMAC-SHA256 of the body>`, as GitHub signs
/// its deliveries — so the receiver can tell the alert is this tool's. A network failure, a 429
/// or a 5xx is tried again (three tries, a second and then two apart); any other answer but 2xx
/// is final.
struct WebhookDelivery: AlertDelivering {
    let url: URL
    let secret: String?
    let transport: any HTTPTransport
    let sleep: @Sendable (Duration) async throws -> Void

    /// How many times an alert is tried.
    static let attempts = 3

    func deliver(_ alert: Data) async throws {
        var headers = [
            "Content-Type": "application/json", "User-Agent": "appdetail/\(AppDetailVersion.current)",
        ]
        if let secret {
            headers["X-Appdetail-Signature-256"] = "sha256=" + Self.signature(of: alert, key: secret)
        }
        var last = ""
        for attempt in 1...Self.attempts {
            if attempt > 1 { try await sleep(.seconds(attempt - 1)) }
            do {
                let answer = try await transport.send(
                    TransportRequest(url: url, headers: headers, body: alert), deadline: .now + .seconds(15))
                if (200..<300).contains(answer.status) { return }
                last = "answered with HTTP status \(answer.status)"
                guard answer.status == 429 || answer.status >= 500 else { break }
            } catch let error as TransportError {
                last = Self.words(error)
            }
        }
        throw AlertDeliveryError(message: "The webhook at \(Self.shown(url)) \(last).")
    }

    /// The hex HMAC-SHA256 of `body` under `key`.
    static func signature(of body: Data, key: String) -> String {
        let code = HMAC<SHA256>.authenticationCode(for: body, using: SymmetricKey(data: Data(key.utf8)))
        return code.map { String(format: "%02x", $0) }.joined()
    }

    /// `url` as a message may show it: scheme, host, port and path — never its query (where
    /// tokens live) or its user name and password.
    static func shown(_ url: URL) -> String {
        var parts = URLComponents()
        parts.scheme = url.scheme
        parts.host = url.host
        parts.port = url.port
        parts.path = url.path
        return parts.string ?? "(the address given)"
    }

    /// Whether alerts may be posted to `url`: https anywhere, http only on this machine.
    static func isAllowed(_ url: URL) -> Bool {
        switch url.scheme?.lowercased() {
        case "https": return url.host?.isEmpty == false
        case "http": return ["127.0.0.1", "localhost", "::1", "[::1]"].contains(url.host?.lowercased() ?? "")
        default: return false
        }
    }

    private static func words(_ error: TransportError) -> String {
        switch error {
        case .timedOut: "did not answer in time"
        case .cannotConnect: "could not be reached"
        case .bodyTooLarge, .undecodableBody: "answered with a body that could not be read"
        case .failed(let reason): "could not be reached: \(reason)"
        }
    }
}
