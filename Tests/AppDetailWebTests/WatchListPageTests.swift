import AppDetailDomain
import AppDetailWeb
import Foundation
import TestSupport
import Testing

@Suite("Following apps from a page", .timeLimit(.minutes(5)), .enabled(if: SharedFixtures.available))
struct WatchListPageTests {
    @Test("follow and unfollow need the token, and the open watch list follows them by its batches")
    func followAndUnfollow() async throws {
        let running = try await WebServerTests.Running(rereading: .milliseconds(100))
        let port = running.port
        let stream = try await offThePool { try EventStreamReader(port: port, path: "/watch/live") }
        var update = try WebServerTests.update(try await offThePool { try stream.next(named: "page") })
        #expect(update["whole"] as? Bool == true)
        #expect((update["notes"] as? [String])?.first == "No app is followed yet.")

        let refused = try await WebServerTests.fetch("POST", "/follow?app=284882215&store=us", port: port)
        #expect(refused.status == 403)
        #expect(
            try await running.screens.followedStorefronts(of: AppID(rawValue: 284_882_215)!).isEmpty)
        let token = try await running.token()
        let followed = try await WebServerTests.fetch(
            "POST", "/follow?app=284882215&store=us", port: port, headers: ["X-Appdetail-Token": token])
        #expect(followed.status == 200)
        #expect(followed.body == "{\"followed\":true}")
        // The page now says so, and the open list gains its section with the row.
        let page = try await WebServerTests.fetch("GET", "/app/284882215?store=us", port: port)
        #expect(page.body.contains("aria-pressed=\"true\""))
        while WebServerTests.keys(update["placeSections"]).isEmpty {
            update = try WebServerTests.update(try await offThePool { try stream.next(named: "page") })
        }
        let section = try #require((update["placeSections"] as? [[String: Any]])?.first?["html"] as? String)
        #expect(section.contains("data-key=\"284882215 us\""))
        // A second app is one row inserted, unfollowing it one row deleted.
        _ = try await WebServerTests.fetch(
            "POST", "/follow?app=389801252&store=us", port: port, headers: ["X-Appdetail-Token": token])
        while WebServerTests.keys(update["placeItems"]).isEmpty {
            update = try WebServerTests.update(try await offThePool { try stream.next(named: "page") })
        }
        #expect(WebServerTests.keys(update["placeItems"]) == ["389801252 us"])
        #expect((update["placeSections"] as? [Any])?.isEmpty == true)
        let unfollowed = try await WebServerTests.fetch(
            "POST", "/unfollow?app=389801252&store=us", port: port, headers: ["X-Appdetail-Token": token])
        #expect(unfollowed.body == "{\"followed\":false}")
        while (update["deleteItems"] as? [String] ?? []).isEmpty {
            update = try WebServerTests.update(try await offThePool { try stream.next(named: "page") })
        }
        #expect(update["deleteItems"] as? [String] == ["389801252 us"])
        let bad = try await WebServerTests.fetch(
            "POST", "/follow?app=abc&store=us", port: port, headers: ["X-Appdetail-Token": token])
        #expect(bad.status == 400)
        let badStore = try await WebServerTests.fetch(
            "POST", "/follow?app=1&store=zz", port: port, headers: ["X-Appdetail-Token": token])
        #expect(badStore.status == 400)
    }
}
