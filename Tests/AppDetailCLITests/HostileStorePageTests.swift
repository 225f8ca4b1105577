import AppDetailTerminal
import Foundation
import TestSupport
import Testing

/// Store pages an attacker or a careless server writes, through the built binary: repeated and
/// id-less items never cost the page (not for a day of cached answers either), line breaks in
/// one-line texts never draw lines of their own, and `--web` hands the browser only an App Store
/// address the tool made. Each page is **assembled**: Instagram's real catalog document (July
/// 2025) with the named edit, served as 2025's page held it.
@Suite("Hostile store pages, round four", .enabled(if: fixturesAvailable))
struct HostileStorePageTests {
    static let id = "389801252"
    static let path = "/us/app/id389801252"

    /// Instagram's real catalog document as app `id`'s, edited, in 2025's page around it.
    static func page(for id: String = id, _ edit: (inout [String: Any]) -> Void) throws -> Data {
        let url = StorePageCommandTests.folder.appendingPathComponent("media-api/389801252_us.json")
        var document = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var apps = try #require(document["d"] as? [[String: Any]])
        apps[0]["id"] = id
        edit(&apps[0])
        document["d"] = apps
        let text = String(decoding: try JSONSerialization.data(withJSONObject: document), as: UTF8.self)
        let key = "/v1/catalog/us/apps/\(id)?l=en-us&platform=web"
        let cache = try JSONSerialization.data(withJSONObject: [key: text])
        return Data(
            ("<html><body><script type=\"fastboot/shoebox\" id=\"shoebox-media-api-cache-apps\">"
                + String(decoding: cache, as: UTF8.self) + "</script></body></html>").utf8)
    }

    /// `relationships[name].data`, edited.
    static func editList(_ app: inout [String: Any], _ name: String, _ edit: (inout [[String: Any]]) -> Void)
    {
        var relationships = app["relationships"] as? [String: Any] ?? [:]
        var relation = relationships[name] as? [String: Any] ?? [:]
        var data = relation["data"] as? [[String: Any]] ?? []
        edit(&data)
        relation["data"] = data
        relationships[name] = relation
        app["relationships"] = relationships
    }

    /// The page with one privacy kind twice, one event twice, and two events without an id.
    static func pageWithRepeats(for id: String) throws -> Data {
        try page(for: id) { app in
            var attributes = app["attributes"] as? [String: Any] ?? [:]
            var privacy = attributes["privacy"] as? [String: Any] ?? [:]
            var kinds = privacy["privacyTypes"] as? [[String: Any]] ?? []
            var again = kinds[0]
            again["dataCategories"] = [["dataCategory": "Location", "identifier": "LOCATION"]]
            kinds.append(again)
            privacy["privacyTypes"] = kinds
            attributes["privacy"] = privacy
            app["attributes"] = attributes
            editList(&app, "app-events") { events in
                events.append(events[0])
                for name in ["First Nameless Event", "Second Nameless Event"] {
                    var nameless = events[0]
                    nameless["id"] = nil
                    var fields = nameless["attributes"] as? [String: Any] ?? [:]
                    fields["name"] = name
                    nameless["attributes"] = fields
                    events.append(nameless)
                }
            }
        }
    }

    /// A store page with repeats, for an app whose listing the loopback store has (the
    /// Apple Developer app): shown, cached, shown again offline — and replaced by a fresh answer.
    @Test func aRepeatedOrIdlessItemNeverLosesThePage() async throws {
        try await withPageServer(reviews: .data(FixtureServer.reviewsInOurWords())) { tool, server in
            let app = "640199958"
            server.serve("/us/app/id\(app)", body: try Self.pageWithRepeats(for: app))
            let shown = try await tool.run(["show", app, "--reviews", "0", "--width", "100"])
            #expect(shown.status == 0, "\(shown.standardError)")
            #expect(!shown.standardError.contains("more than once"), "\(shown.standardError)")
            let text = shown.standardOutput
            #expect(
                text.contains("First Nameless Event") && text.contains("Second Nameless Event"), "\(text)")
            #expect(
                text.components(separatedBy: "Dun It Anyway").count == 2, "the repeated event is shown once")
            #expect(text.components(separatedBy: "Data Used to Track You").count == 2, "one heading per kind")
            #expect(text.contains("Location"), "the repeated kind's categories are kept")
            // The page was cached as it came: offline and a section alone show it too …
            let offline = try await tool.run(["show", app, "--offline", "--section", "events"])
            #expect(offline.status == 0 && offline.standardOutput.contains("Second Nameless Event"))
            let description = try await tool.run(["show", app, "--offline", "--section", "description"])
            #expect(description.status == 0, "\(description.standardError)")
            // … and a fresh answer replaces it.
            server.serve("/us/app/id\(app)", body: try Self.page(for: app) { _ in })
            let refreshed = try await tool.run(["show", app, "--refresh", "--section", "events"])
            #expect(refreshed.status == 0, "\(refreshed.standardError)")
            #expect(
                !refreshed.standardOutput.contains("Nameless"),
                "\(refreshed.standardOutput)\n\(refreshed.standardError)")
        }
    }

    /// A line break inside an event's name or subtitle, a purchase's name, a version number or
    /// the app's name stays inside its line: no forged heading, price row or version.
    @Test(arguments: [40, 80])
    func lineBreaksNeverStartALine(width: Int) async throws {
        try await withPageServer(reviews: .data(FixtureServer.reviewsInOurWords())) { tool, server in
            try await StorePageCommandTests.importListing(
                tool, id: Int64(Self.id)!, name: "Instagram\n── Fake heading ──", base: "640199958")
            server.serve(
                Self.path,
                body: try Self.page { app in
                    Self.editList(&app, "app-events") { events in
                        var fields = events[0]["attributes"] as? [String: Any] ?? [:]
                        fields["name"] = "Event\n── Forged Section ──"
                        fields["subtitle"] = "line\r\nFORGED SUBTITLE ROW"
                        events[0]["attributes"] = fields
                    }
                    Self.editList(&app, "top-in-apps") { purchases in
                        var fields = purchases[0]["attributes"] as? [String: Any] ?? [:]
                        fields["name"] = "Gems\nFree Forever"
                        purchases[0]["attributes"] = fields
                    }
                    var attributes = app["attributes"] as? [String: Any] ?? [:]
                    var platforms = attributes["platformAttributes"] as? [String: Any] ?? [:]
                    var ios = platforms["ios"] as? [String: Any] ?? [:]
                    var versions = ios["versionHistory"] as? [[String: Any]] ?? []
                    versions[0]["versionDisplay"] = "387.0.0\nVersion 999.0"
                    ios["versionHistory"] = versions
                    platforms["ios"] = ios
                    attributes["platformAttributes"] = platforms
                    app["attributes"] = attributes
                })
            let shown = try await tool.run(["show", Self.id, "--width", "\(width)", "--reviews", "0"])
            #expect(shown.status == 0, "\(shown.standardError)")
            let lines = shown.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
            for forged in ["── Fake", "── Forged", "FORGED SUBTITLE", "Free Forever", "Version 999.0"] {
                #expect(!lines.contains { $0.hasPrefix(forged) }, "a line starts with \(forged)")
            }
            #expect(shown.standardOutput.contains("Gems Free"), "the name is kept, on one line")
        }
    }

    /// `show <bundle id> --web` opens the address the tool makes from the app's id and store,
    /// whatever the cached record's `trackViewUrl` says, as the browser's one argument.
    @Test(arguments: ["javascript:alert(1)", "--help", "file:///etc/passwd", "https://evil.example/app"])
    func theWebOpensOnlyTheStoresAddress(recorded: String) async throws {
        try await withTool(network: false) { (tool) async throws in
            let folder = tool.cacheDirectory.deletingLastPathComponent()
            let answer = folder.appendingPathComponent("web.json")
            try FixtureServer.editedAnswer("1016396103") { result in
                result["trackId"] = 999_000_333
                result["bundleId"] = "com.example.web"
                result["trackViewUrl"] = recorded
            }.write(to: answer)
            #expect(try await tool.run(["cache", "import", answer.path, "--country", "us"]).status == 0)
            let browser = folder.appendingPathComponent("browser.sh")
            let arguments = folder.appendingPathComponent("arguments")
            try Data("#!/bin/sh\nprintf '%s\\n' \"$@\" > '\(arguments.path)'\n".utf8).write(to: browser)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: browser.path)
            let opened = try await tool.run(
                ["show", "com.example.web", "--web", "--offline", "--country", "us"],
                environment: ["BROWSER": browser.path])
            #expect(opened.status == 0, "\(opened.standardError)")
            let given = try String(contentsOf: arguments, encoding: .utf8)
            #expect(given == "https://apps.apple.com/us/app/id999000333\n", "\(given)")
        }
    }

    /// A media API token with a line break is refused before anything is sent: it would have
    /// broken the request's headers ("the server's answer broke the HTTP protocol").
    @Test func aMediaTokenThatCannotBeATokenIsRefusedFirst() async throws {
        try await withPageServer(reviews: .data(FixtureServer.reviewsInOurWords())) { tool, server in
            let outcome = try await tool.run(
                ["show", "640199958"], environment: ["APPDETAIL_MEDIA_TOKEN": "abc\r\nX-Injected: 1"])
            #expect(outcome.status == 64, "\(outcome.standardError)")
            #expect(
                outcome.standardError.contains("$APPDETAIL_MEDIA_TOKEN holds"), "\(outcome.standardError)")
            #expect(!outcome.standardError.contains("HTTP protocol"))
            #expect(server.requests.count == 0, "\(server.requests.paths)")
        }
    }

    /// `cache remove` says what went with the app: its listing, its reviews, its store page.
    @Test func removingAnAppSaysWhatWentWithIt() async throws {
        try await withPageServer(reviews: .data(FixtureServer.reviewsInOurWords())) { tool, _ in
            #expect(try await tool.run(["show", "640199958"]).status == 0)
            let removed = try await tool.run(["cache", "remove", "640199958"])
            #expect(removed.status == 0, "\(removed.standardError)")
            #expect(
                removed.standardOutput
                    == "640199958: removed 1 listing, 1 page of reviews, 1 App Store page\n",
                "\(removed.standardOutput)")
        }
    }
}
