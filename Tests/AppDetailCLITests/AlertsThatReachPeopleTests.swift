import Foundation
import TestSupport
import Testing

/// Alerts that reach people: a command with the alert on its input, a webhook that receives it
/// signed — store text as data all the way, nothing sent on a quiet day, a failure said.
@Suite("Alerts that reach people", .enabled(if: fixturesAvailable), .serialized)
struct AlertsThatReachPeopleTests {
    static let bus = AlertsAreNeverLostTests.bus

    private func day(_ days: Int) -> [String: String] { AlertsAreNeverLostTests.day(days) }

    /// A webhook on loopback that keeps every POST it receives.
    final class Receiver: Sendable {
        let server: RawHTTPServer
        let posts: Locked<[Post]>
        let status: Locked<Int>

        /// A POST received.
        struct Post: Sendable {
            let headers: [String: String]
            let body: Data
        }

        init() throws {
            let (posts, status) = (Locked<[Post]>([]), Locked(204))
            server = try RawHTTPServer { request, connection in
                let body = connection.readBody(of: request)
                posts.withLock { $0.append(Post(headers: request.headers, body: body)) }
                connection.respond(status: status.withLock { $0 }, body: Data())
            }
            (self.posts, self.status) = (posts, status)
        }
    }

    @Test func anAlertReachesACommandAndASignedWebhookAsData() async throws {
        try await CommandLineTool.withScriptedStore { tool, store in
            let receiver = try Receiver()
            defer { receiver.server.stop() }
            let scratch = tool.cacheDirectory.deletingLastPathComponent()
            let alertFile = scratch.appendingPathComponent("alert.json")
            let trap = scratch.appendingPathComponent("pwned")
            try store.hold(Self.bus, as: Self.bus)
            try store.setReviews(
                Self.bus, [.init(id: "r1", stars: 5, title: "ok", text: "ok", author: "a", version: "1")])
            #expect(
                try await tool.run(
                    ["track", "add", Self.bus, "--country", "kr", "--reviews"], environment: day(-2)
                )
                .status == 0)
            let hook = receiver.server.baseURL.absoluteString + "/hook?token=abc123"
            let arguments = [
                "track", "run", "--fail-on", "new-version,new-review:2", "--notify-command",
                "cat > '\(alertFile.path)'", "--notify-url", hook,
            ]
            let secret = ["APPDETAIL_NOTIFY_SECRET": "s3cret-key"]

            let quiet = try await tool.run(arguments, environment: day(-1) + secret)
            #expect(quiet.status == 0, "\(quiet.standardError)")
            #expect(
                receiver.posts.withLock { $0.isEmpty }
                    && !FileManager.default.fileExists(atPath: alertFile.path))

            try store.update(Self.bus) { $0["version"] = "2.0.0" }
            try store.setReviews(
                Self.bus,
                [
                    .init(
                        id: "r2", stars: 1, title: "`touch \(trap.path)`",
                        text: "$(touch \(trap.path))\n\u{1B}]0;owned\u{07} \"quoted\"", author: "x",
                        version: "2.0.0"),
                    .init(id: "r1", stars: 5, title: "ok", text: "ok", author: "a", version: "1"),
                ])
            let alert = try await tool.run(arguments, environment: day(0) + secret)
            #expect(alert.status == 1, "\(alert.standardError)")
            #expect(!FileManager.default.fileExists(atPath: trap.path), "store text never ran")
            for said in [alert.standardOutput, alert.standardError] {
                #expect(!said.contains("abc123") && !said.contains("s3cret-key"))
            }
            let commandInput = try Data(contentsOf: alertFile)
            let posts = receiver.posts.withLock { $0 }
            #expect(posts.count == 1, "once a run")
            let post = try #require(posts.first)
            #expect(post.body == commandInput, "the same alert both ways")
            #expect(post.headers["content-type"] == "application/json")
            let document = try #require(
                try JSONSerialization.jsonObject(with: commandInput) as? [String: Any])
            let events = try #require(document["events"] as? [[String: Any]])
            #expect(Set(events.compactMap { $0["kind"] as? String }) == ["version", "newReviews"])
            let review =
                (events.first { $0["kind"] as? String == "newReviews" }?["reviews"] as? [[String: Any]])?
                .first
            #expect(review?["text"] as? String == "$(touch \(trap.path))\n\u{1B}]0;owned\u{07} \"quoted\"")
            #expect((document["text"] as? String)?.contains("[new-version]") == true)
            let signed = try await CommandLineTool.launch(
                URL(fileURLWithPath: "/usr/bin/python3"),
                [
                    "-c",
                    "import hmac, hashlib, sys; print('sha256=' + hmac.new(b's3cret-key', open(sys.argv[1], 'rb').read(), hashlib.sha256).hexdigest())",
                    alertFile.path,
                ], environment: [:])
            #expect(post.headers["x-appdetail-signature-256"].map { $0 + "\n" } == signed.standardOutput)
            let schema = try SchemaValidator.violations(
                of: String(decoding: commandInput, as: UTF8.self), as: "track-alert", in: scratch)
            #expect(schema.isEmpty, "\(schema)")

            receiver.status.withLock { $0 = 500 }
            try store.update(Self.bus) { $0["version"] = "3.0.0" }
            let refused = try await tool.run(arguments, environment: day(1) + secret)
            #expect(refused.status == 76, "\(refused.standardError)")
            #expect(
                refused.standardError.contains("answered with HTTP status 500"), "\(refused.standardError)")
            #expect(!refused.standardError.contains("abc123"), "\(refused.standardError)")
            #expect(receiver.posts.withLock { $0.count } == 1 + 3, "tried three times")
        }
    }

    @Test(arguments: ["http://example.com/hook", "ftp://127.0.0.1/x", "not an address"])
    func aWebhookAcrossTheNetworkMustBeHTTPS(url: String) async throws {
        try await CommandLineTool.withScriptedStore { tool, _ in
            let run = try await tool.run(["track", "run", "--fail-on", "new-version", "--notify-url", url])
            #expect(run.status == 64, "\(run.standardError)")
        }
    }
}
