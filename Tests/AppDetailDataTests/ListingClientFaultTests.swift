import AppDetailDomain
import AppDetailTransport
import Foundation
import TestSupport
import Testing

@testable import AppDetailData

/// The Lookup client against a real HTTP server on 127.0.0.1 that misbehaves on purpose.
@Suite("The Lookup client survives every fault a real server shows", .enabled(if: SharedFixtures.available))
struct ListingClientFaultTests {
    static let fixtureBody: Data =
        (try? Data(contentsOf: SharedFixtures.root.appendingPathComponent("lookup/386493543.json"))) ?? Data()

    /// The fixture answering for `id` (an answer about another id than the one asked is refused).
    static func fixtureBody(asID id: Int64) throws -> Data {
        var envelope = try #require(try JSONSerialization.jsonObject(with: fixtureBody) as? [String: Any])
        var results = try #require(envelope["results"] as? [[String: Any]])
        results[0]["trackId"] = id
        envelope["results"] = results
        return try JSONSerialization.data(withJSONObject: envelope)
    }

    /// Each scenario is an app id the server treats specially.
    static func respond(_ id: String, _ attempt: Int) async throws -> CannedResponse {
        switch id {
        case "1": return CannedResponse(status: 500)
        case "2":
            return attempt == 1
                ? CannedResponse(status: 503)
                : CannedResponse(
                    status: 200, headers: ["Content-Type": "application/json"],
                    body: try fixtureBody(asID: 2))
        case "3": return CannedResponse(status: 403)
        case "4": return CannedResponse(status: 429)
        case "5":
            try await Task.sleep(for: .seconds(2))
            return CannedResponse(status: 200, body: fixtureBody)
        case "6": return CannedResponse(status: 200, body: fixtureBody.prefix(fixtureBody.count / 2))
        case "7":
            return CannedResponse(
                status: 200, body: Data("<!DOCTYPE html><html><body>Error</body></html>".utf8))
        case "8": return CannedResponse(status: 200, body: Data("{resultCount: one}".utf8))
        case "9":
            return CannedResponse(
                status: 200,
                body: Data(#"{"errorMessage":"Invalid value(s) for key(s): [itunesId]"}"#.utf8))
        case "10":
            return CannedResponse(
                status: 200, body: Data("\n\n\n{\n \"resultCount\":0,\n \"results\": []\n}\n\n\n".utf8))
        case "11":
            let song = #"{"resultCount":1,"results":[{"wrapperType":"track","kind":"song","trackId":11}]}"#
            return CannedResponse(status: 200, body: Data(song.utf8))
        case "12": return CannedResponse(status: 404)
        default:
            let file = SharedFixtures.root.appendingPathComponent("lookup/\(id).json")
            guard let body = try? Data(contentsOf: file) else { return CannedResponse(status: 404) }
            return CannedResponse(status: 200, headers: ["Content-Type": "application/json"], body: body)
        }
    }

    static func client(_ baseURL: URL, overall: Duration = .seconds(120), random: Double = 0.5)
        -> ListingClient
    {
        let limits = TransportLimits(
            connectTimeout: overall, overallTimeout: overall, maximumBodyBytes: 1 << 20)
        return ListingClient(
            requester: StoreRequester(
                endpoint: baseURL, transport: PlatformTransport.make(limits: limits, proxies: nil),
                limits: limits,
                retry: .standard, budget: .perRequest, sleep: { _ in }, random: { random }))
    }

    private func outcome(_ id: Int64, overall: Duration = .seconds(120)) async throws -> (
        Result<Listing, AppDetailError>, Int
    ) {
        let server = try await LoopbackServer(respond: Self.respond)
        let lookup = AppLookup.id(AppID(rawValue: id)!)
        let result: Result<Listing, AppDetailError>
        do {
            result = .success(
                try await Self.client(server.baseURL, overall: overall).fetch(lookup, in: .unitedStates)
                    .listing)
        } catch let error as AppDetailError {
            result = .failure(error)
        } catch {
            await server.stop()
            throw error
        }
        let hits = await server.hits(String(id))
        await server.stop()
        return (result, hits)
    }

    @Test func aRealFixtureIsFetched() async throws {
        let (result, hits) = try await outcome(284_882_215)
        #expect(try result.get().name == "Facebook")
        #expect(hits == 1)
    }

    @Test func a500OutlivesTheRetries() async throws {
        let (result, hits) = try await outcome(1)
        #expect(throws: AppDetailError.serverError(status: 500)) { try result.get() }
        #expect(hits == 3)
    }

    @Test func a503ThenA200Succeeds() async throws {
        let (result, hits) = try await outcome(2)
        #expect(try result.get().name == "iQIF")
        #expect(hits == 2)
    }

    @Test(arguments: [Int64(3), 4])
    func throttlingIsRetriedThenReported(id: Int64) async throws {
        let (result, hits) = try await outcome(id)
        #expect(throws: AppDetailError.throttled) { try result.get() }
        #expect(hits == 3)
    }

    @Test func aResponseSlowerThanTheTimeoutTimesOut() async throws {
        let clock = ContinuousClock()
        let start = clock.now
        let (result, _) = try await outcome(5, overall: .seconds(1))
        #expect(throws: AppDetailError.offline(.timedOut)) { try result.get() }
        #expect(clock.now - start >= .seconds(1), "it waited for the timeout, not failed at once")
    }

    @Test(arguments: [Int64(6), 7, 8])
    func truncatedHTMLOrInvalidBodiesAreMalformed(id: Int64) async throws {
        let (result, hits) = try await outcome(id)
        guard case .failure(.malformedAnswer) = result else {
            Issue.record("\(id): \(result)")
            return
        }
        #expect(hits == 1)
    }

    @Test func anErrorMessageBodyIsARejectedRequest() async throws {
        let (result, _) = try await outcome(9)
        #expect(
            throws: AppDetailError.invalidInput(.rejectedByStore("Invalid value(s) for key(s): [itunesId]"))
        ) {
            try result.get()
        }
    }

    @Test func zeroResultsIsNotFound() async throws {
        let (result, hits) = try await outcome(10)
        #expect(throws: AppDetailError.notFound(.id(AppID(rawValue: 10)!), .unitedStates)) {
            try result.get()
        }
        #expect(hits == 1)
    }

    @Test func aSongIsNotAnIOSApp() async throws {
        let (result, _) = try await outcome(11)
        #expect(throws: AppDetailError.notAnIOSApp(.id(AppID(rawValue: 11)!), kind: "song")) {
            try result.get()
        }
    }

    @Test func a404IsNotRetried() async throws {
        let (result, hits) = try await outcome(12)
        #expect(throws: AppDetailError.serverError(status: 404)) { try result.get() }
        #expect(hits == 1)
    }

    @Test func nothingListeningIsOffline() async throws {
        // 120 s: the outcome is not about time, and a loaded machine can delay the first attempt.
        let client = Self.client(URL(string: "http://127.0.0.1:9")!, overall: .seconds(120), random: 0)
        let error = await #expect(throws: AppDetailError.self) {
            try await client.fetch(.id(AppID(rawValue: 1)!), in: .unitedStates)
        }
        #expect(error == .offline(.unreachable(host: "127.0.0.1:9")))
    }
}
