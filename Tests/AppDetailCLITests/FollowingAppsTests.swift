import Foundation
import TestSupport
import Testing

/// Following apps as a person does: `track add`, then the documented crontab line day after day,
/// with the chart place, the reviews and the version changing between days.
@Suite("Following apps as people do", .enabled(if: fixturesAvailable), .serialized)
struct FollowingAppsTests {
    static let bus = AlertsAreNeverLostTests.bus
    static let subway = AlertsAreNeverLostTests.subway

    private func day(_ days: Int) -> [String: String] { AlertsAreNeverLostTests.day(days) }

    @Test func followingObservesEveryPartSoTheNextDayHasSomethingToCompareWith() async throws {
        try await CommandLineTool.withScriptedStore { tool, store in
            try store.hold(Self.bus, as: Self.bus)
            let others = (1...30).map { String(1_600_000_000 + $0) }
            try store.setChart(Array(others.prefix(7)) + [Self.bus] + Array(others.dropFirst(7)))
            try store.setReviews(
                Self.bus,
                [.init(id: "r1", stars: 5, title: "좋아요", text: "잘 쓰고 있어요", author: "kim", version: "1.6.14")])
            let added = try await tool.run(
                ["track", "add", Self.bus, "--country", "kr", "--reviews"], environment: day(-1))
            #expect(added.status == 0, "\(added.standardError)")
            // The same day's run has nothing left to ask.
            let sameDay = try await tool.run(["track", "run"], environment: day(-1))
            #expect(sameDay.standardOutput.contains("1 already observed today"), "\(sameDay.standardOutput)")
            #expect(store.lookups.count == 1, "the listing once: \(store.lookups)")

            try store.setChart(Array(others.prefix(18)) + [Self.bus] + Array(others.dropFirst(18)))
            try store.setReviews(
                Self.bus,
                [
                    .init(
                        id: "r2", stars: 1, title: "버스가 안 와요",
                        text: "도착 정보가 $(rm -rf ~) 틀려요.\n\u{1B}[31m매일 늦습니다", author: "lee",
                        version: "1.6.14"),
                    .init(
                        id: "r1", stars: 5, title: "좋아요", text: "잘 쓰고 있어요", author: "kim", version: "1.6.14"),
                ])
            let run = try await tool.run(
                ["track", "run", "--fail-on", "rank-drop:10,new-review:2", "--format", "jsonl"],
                environment: day(0))
            #expect(run.status == 1, "\(run.standardOutput)\(run.standardError)")
            let changes = try AlertsAreNeverLostTests.records(run.standardOutput)
            let place = changes.first { $0["kind"] as? String == "chartPlace" }
            #expect(
                (place?["before"] as? NSNumber)?.intValue == 8
                    && (place?["after"] as? NSNumber)?.intValue == 19)
            #expect(place?["conditions"] as? [String] == ["rank-drop:10"])
            let reviews = try #require(changes.first { $0["kind"] as? String == "newReviews" })
            #expect(reviews["conditions"] as? [String] == ["new-review:2"])
            let review = try #require((reviews["reviews"] as? [[String: Any]])?.first)
            #expect(review["title"] as? String == "버스가 안 와요")
            #expect((review["text"] as? String)?.hasPrefix("도착 정보가 $(rm -rf ~) 틀려요.") == true)
            #expect(review["author"] as? String == "lee" && review["version"] as? String == "1.6.14")
            #expect((reviews["line"] as? String)?.contains("★1 “버스가 안 와요”") == true, "\(reviews)")
        }
    }

    /// The line `track --help` gives is the one the README, the article, the manual and the
    /// installer give; pasted into cron — `sh -c`, `PATH=/usr/bin:/bin`, no terminal — it runs,
    /// prints nothing on a quiet day and the alert on the day a condition is met.
    @Test func theDocumentedCronLineWorksAsPrinted() async throws {
        try await CommandLineTool.withScriptedStore { tool, store in
            let help = try await tool.run(["track", "--help"])
            let line = try #require(
                help.standardOutput.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                    .first {
                        $0.hasPrefix("17 7 * * * ")
                    })
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
            for document in [
                "README.md", "Sources/AppDetailTerminal/AppDetailTerminal.docc/TheCommandLine.md",
                "man/appdetail.1",
            ] {
                let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
                #expect(text.contains(line), "\(document) gives another line than track --help: \(line)")
            }
            let installer = try String(
                contentsOf: root.appendingPathComponent("scripts/install.sh"), encoding: .utf8)
            #expect(
                installer.contains("where='$HOME/.local/bin/appdetail'")
                    && installer.contains(
                        "17 7 * * * $where " + line.components(separatedBy: "appdetail ").last!)
            )

            // Installed where the line says, and run as cron runs it.
            let home = tool.cacheDirectory.deletingLastPathComponent().appendingPathComponent("home")
            let bin = home.appendingPathComponent(".local/bin")
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: tool.executable, to: bin.appendingPathComponent("appdetail"))
            let command = line.split(separator: " ", maxSplits: 5).last.map(String.init) ?? ""
            let cron = { (clock: [String: String]) in
                try await CommandLineTool.launch(
                    URL(fileURLWithPath: "/usr/bin/env"),
                    [
                        "-i", "PATH=/usr/bin:/bin", "HOME=\(home.path)", "SHELL=/bin/sh",
                        "APPDETAIL_ENDPOINT=\(store.baseURL.absoluteString)",
                        // The runs stand for days apart but come seconds apart: a budget that
                        // never waits stands for the days between them.
                        "APPDETAIL_RATE=\(CommandLineTool.unhurriedRate)",
                    ]
                        + clock.map { "\($0.key)=\($0.value)" } + ["/bin/sh", "-c", command],
                    environment: [:])
            }
            try store.hold(Self.bus, as: Self.bus)
            let follow = try await CommandLineTool.launch(
                bin.appendingPathComponent("appdetail"), ["track", "add", Self.bus, "--country", "kr"],
                environment: [
                    "HOME": home.path, "APPDETAIL_ENDPOINT": store.baseURL.absoluteString,
                    "APPDETAIL_RATE": CommandLineTool.unhurriedRate,
                ] + day(-3)
            )
            #expect(follow.status == 0, "\(follow.standardError)")
            let quiet = try await cron(day(-2))
            #expect(
                quiet.status == 0 && quiet.standardOutput.isEmpty && quiet.standardError.isEmpty, "\(quiet)")
            try store.update(Self.bus) {
                $0["version"] = "1.7.0"
                $0["averageUserRating"] = 4.9
            }
            let alert = try await cron(day(-1))
            #expect(alert.status == 1, "\(alert.standardError)")
            #expect(alert.standardOutput.contains("→ 1.7.0 [new-version]"), "\(alert.standardOutput)")
            #expect(
                alert.standardOutput.contains("평점"),
                "the other change of the day too: \(alert.standardOutput)")
            let after = try await cron(day(0))
            #expect(after.status == 0 && after.standardOutput.isEmpty, "told once: \(after.standardOutput)")
            store.failure = .status(503)
            let failing = try await cron([
                "APPDETAIL_NOW": ISO8601DateFormatter().string(from: Date(timeIntervalSinceNow: 86_400))
            ])
            #expect(failing.status == 69, "\(failing.standardError)")
            #expect(!failing.standardError.isEmpty, "a failure is mailed")
        }
    }
}

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

extension Dictionary where Key == String, Value == String {
    fileprivate static func + (left: Self, right: Self) -> Self { left.merging(right) { $1 } }
}

/// A history read as people read one: the store found as `show` finds it, a range that starts
/// where it was asked to, a `--since last` that keeps the day's changes, an import dated when it
/// was fetched, prices as the store words them.
@Suite("Histories read as people read them", .enabled(if: fixturesAvailable), .serialized)
struct HistoriesAsPeopleReadThemTests {
    static let bus = AlertsAreNeverLostTests.bus

    private func day(_ days: Int) -> [String: String] { AlertsAreNeverLostTests.day(days) }

    @Test func theOneStoreAnAppIsFollowedInIsFoundAsShowFindsIt() async throws {
        try await CommandLineTool.withScriptedStore { tool, store in
            try store.hold(Self.bus, as: Self.bus)
            #expect(
                try await tool.run(["track", "add", Self.bus, "--country", "kr"], environment: day(-1)).status
                    == 0)
            // No store named, and the locale names none: the KR history, with a note.
            let history = try await tool.run(["history", Self.bus, "--format", "csv"])
            #expect(history.status == 0, "\(history.standardError)")
            #expect(history.standardOutput.contains(",kr,listed,"), "\(history.standardOutput)")
            #expect(history.standardError.contains("the only one it is followed or observed in"))
            let changes = try await tool.run(["changes", Self.bus, "--since", "30d"])
            #expect(changes.status == 0, "\(changes.standardError)")
            let removed = try await tool.run(["track", "remove", Self.bus])
            #expect(removed.status == 0, "\(removed.standardError)")
            #expect(removed.standardOutput.contains("Stopped following \(Self.bus) in the KR store"))
            let usage = try await tool.run(["history", "--help"])
            #expect(usage.standardOutput.contains("USAGE: appdetail history"), "\(usage.standardOutput)")
        }
    }

    @Test func aRangeStartsWhereItWasAskedToAndLastKeepsTheDaysChanges() async throws {
        try await CommandLineTool.withScriptedStore { tool, store in
            try store.hold(Self.bus, as: Self.bus)
            let nothing = try await tool.run(["changes"])
            #expect(nothing.standardOutput.contains("appdetail track add"), "\(nothing.standardOutput)")
            #expect(
                try await tool.run(
                    ["track", "add", Self.bus, "--country", "kr"],
                    environment: ["APPDETAIL_NOW": "2022-06-01T00:00:00Z"]
                ).status == 0)
            let csv = try await tool.run([
                "history", Self.bus, "--country", "kr", "--since", "2023-01-01", "--format", "csv",
            ])
            let rows = csv.standardOutput.split(separator: "\r\n").dropFirst()
            #expect(rows.first?.hasPrefix("2023-01-01T00:00:00Z,") == true, "\(csv.standardOutput)")

            try store.update(Self.bus) { $0["version"] = "5.0" }
            let run = try await tool.run(
                ["track", "run"], environment: ["APPDETAIL_NOW": "2026-11-20T06:00:00Z"])
            #expect(run.standardOutput.contains("5.0"), "\(run.standardOutput)")
            let repeated = try await tool.run(
                ["track", "run"], environment: ["APPDETAIL_NOW": "2026-11-20T07:00:00Z"])
            #expect(repeated.standardOutput.contains("already observed today"))
            let last = try await tool.run(
                ["changes", "--since", "last"], environment: ["APPDETAIL_NOW": "2026-11-20T08:00:00Z"])
            #expect(
                last.standardOutput.contains("5.0"),
                "the day's change after a repeat run: \(last.standardOutput)")
        }
    }

    @Test func anImportIsDatedWhenItWasFetched() async throws {
        try await CommandLineTool.withScriptedStore { tool, _ in
            let file = FixtureServer.lookupFile("284882215")
            let undated = try await tool.run(["cache", "import", file.path])
            #expect(undated.status == 0, "\(undated.standardError)")
            #expect(
                undated.standardOutput.contains("observed 2026-11-22T12:00:00Z (now; --observed-at"),
                "said which moment: \(undated.standardOutput)")
            let dated = try await tool.run(["cache", "import", file.path, "--observed-at", "2020-03-01"])
            #expect(dated.status == 0, "\(dated.standardError)")
            let csv = try await tool.run(["history", "284882215", "--country", "us", "--format", "csv"])
            #expect(csv.standardOutput.contains("\n2020-03-01T00:00:00Z,"), "\(csv.standardOutput)")
            let bad = try await tool.run(["cache", "import", file.path, "--observed-at", "last spring"])
            #expect(bad.status == 64)
        }
    }

    @Test func aPriceIsWordedAsTheStoreWordsIt() async throws {
        try await CommandLineTool.withScriptedStore { tool, store in
            try store.hold(Self.bus, as: Self.bus)
            try store.update(Self.bus) { $0["price"] = 1_000 }
            #expect(
                try await tool.run(["track", "add", Self.bus, "--country", "kr"], environment: day(-1)).status
                    == 0)
            try store.update(Self.bus) { $0["price"] = 1_500 }
            let run = try await tool.run(["track", "run", "--fail-on", "price-change"], environment: day(0))
            #expect(run.status == 1)
            #expect(run.standardOutput.contains("₩1,000 → ₩1,500 [price-change]"), "\(run.standardOutput)")
            let history = try await tool.run(["history", Self.bus, "--country", "kr", "--width", "100"])
            #expect(history.standardOutput.contains("₩1,000 → ₩1,500"), "\(history.standardOutput)")
            let csv = try await tool.run(["history", Self.bus, "--country", "kr", "--format", "csv"])
            #expect(csv.standardOutput.contains(",1500,KRW,"), "numbers stay numbers: \(csv.standardOutput)")
        }
    }
}

/// `track list`: every followed app at a glance, within the terminal's width.
@Suite("The watch list at a glance", .enabled(if: fixturesAvailable), .serialized)
struct WatchListAtAGlanceTests {
    static let bus = AlertsAreNeverLostTests.bus
    static let subway = AlertsAreNeverLostTests.subway

    /// With nothing followed or observed yet, what to do next fits a narrow terminal, the command
    /// to type on a line of its own.
    @Test func anEmptyWatchListSaysWhatToDoAtFortyColumns() async throws {
        try await withTool(network: false, seeded: false) { tool in
            for arguments in [["track", "list"], ["changes"]] {
                let outcome = try await tool.run(arguments + ["--width", "40"])
                #expect(outcome.status == 0, "\(outcome.standardError)")
                let lines = outcome.standardOutput.split(separator: "\n")
                #expect(lines.count > 1, "\(outcome.standardOutput)")
                #expect(lines.allSatisfy { $0.count <= 40 }, "\(outcome.standardOutput)")
                #expect(
                    lines.contains { $0.hasPrefix("appdetail track add <id> --country <cc>") },
                    "\(outcome.standardOutput)")
            }
        }
    }

    @Test func everyFollowedAppAtAGlanceFitsAndAGoneOneKeepsItsName() async throws {
        try await CommandLineTool.withScriptedStore { tool, store in
            for id in [Self.bus, Self.subway] { try store.hold(id, as: id) }
            let others = (1...30).map { String(1_600_000_000 + $0) }
            try store.setChart(Array(others.prefix(7)) + [Self.bus] + Array(others.dropFirst(7)))
            let added = try await tool.run(
                ["track", "add", Self.bus, Self.subway, "--country", "kr"],
                environment: AlertsAreNeverLostTests.day(-2))
            #expect(added.status == 0, "\(added.standardError)")
            try store.update(Self.bus) { $0["version"] = "1.7.0" }
            store.drop(Self.subway)
            #expect(
                try await tool.run(["track", "run"], environment: AlertsAreNeverLostTests.day(-1)).status == 0
            )
            let names = try [Self.bus, Self.subway].map { id -> String in
                let url = SharedFixtures.lookup.appendingPathComponent("\(id).json")
                let answer = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
                return try #require((answer?["results"] as? [[String: Any]])?.first?["trackName"] as? String)
            }
            for width in [40, 80, 120] {
                let list = try await tool.run(["track", "list", "--width", "\(width)"])
                #expect(list.status == 0, "\(list.standardError)")
                for name in names {
                    #expect(list.standardOutput.contains(name) || width == 40, "\(list.standardOutput)")
                }
                #expect(list.standardOutput.contains("Gone from the store"), "\(list.standardOutput)")
                #expect(list.standardOutput.contains("No. 8"), "\(list.standardOutput)")
                #expect(list.standardOutput.contains("Version 1.6.14 → 1.7.0"), "\(list.standardOutput)")
                let measured = try await TerminalColumns.widths(
                    of: list.standardOutput, scratch: tool.cacheDirectory.deletingLastPathComponent())
                for (line, columns) in measured {
                    #expect(columns <= width, "“\(line)” is \(columns) columns, wider than \(width)")
                }
            }
            let json = try await tool.run(["track", "list", "--format", "json"])
            let said = try SchemaValidator.violations(
                of: json.standardOutput, as: "track-list", in: tool.cacheDirectory.deletingLastPathComponent()
            )
            #expect(said.isEmpty, "\(said)")
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
            let apps = try #require(document["apps"] as? [[String: Any]])
            let gone = try #require(apps.first { ($0["app"] as? NSNumber)?.stringValue == Self.subway })
            #expect(gone["gone"] as? Bool == true && gone["name"] as? String == names[1])
            let bus = try #require(apps.first { ($0["app"] as? NSNumber)?.stringValue == Self.bus })
            #expect((bus["chartPlace"] as? NSNumber)?.intValue == 8)
        }
    }
}
