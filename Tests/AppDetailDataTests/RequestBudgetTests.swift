import AppDetailDomain
import AppDetailTransport
import Foundation
import GRDB
import Synchronization
import TestSupport
import Testing

@testable import AppDetailData

/// The request budget: a token bucket every program on one cache draws from. Its law: over any
/// stretch of time, the requests it lets go are at most the burst plus the rate times the
/// stretch, whichever program sends them; and none waits longer than its turn.
@Suite("One request budget for every program on a cache")
struct RequestBudgetTests {
    /// When each reservation may go: the moment it was made plus the wait it was given.
    private static func schedule(
        _ budgets: [RequestBudget], each count: Int, clock: @escaping @Sendable () -> Date
    ) async -> [Double] {
        await withTaskGroup(of: [Double].self) { group in
            for budget in budgets {
                group.addTask {
                    var times: [Double] = []
                    for _ in 0..<count {
                        let made = clock().timeIntervalSince1970
                        let wait = budget.reserve()
                        times.append(
                            made + Double(wait.components.seconds) + Double(wait.components.attoseconds)
                                / 1e18)
                        await Task.yield()
                    }
                    return times
                }
            }
            return await group.reduce(into: []) { $0 += $1 }.sorted()
        }
    }

    /// Whether no window of `seconds` holds more than `burst + rate × seconds` (and one for
    /// rounding to the millisecond).
    private static func keepsTheLaw(_ times: [Double], rate: RequestRate, seconds: Double) -> Bool {
        let allowed = Double(rate.burst) + Double(rate.perMinute) / 60 * seconds + 1
        for (index, start) in times.enumerated() {
            let inWindow = times[index...].prefix { $0 < start + seconds }.count
            if Double(inWindow) > allowed { return false }
        }
        return true
    }

    @Test func twoProgramsOnOneCacheKeepToOneRateOnTheRealClock() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appendingPathComponent("cache.sqlite")
        let rate = try #require(RequestRate(perMinute: 600, burst: 3))
        let clock: @Sendable () -> Date = { Date() }
        let one = RequestBudget(rate: rate, cache: try SQLiteAppCache(fileURL: file), clock: clock)
        let other = RequestBudget(rate: rate, cache: try SQLiteAppCache(fileURL: file), clock: clock)
        let times = await Self.schedule([one, other], each: 20, clock: clock)
        #expect(times.count == 40)
        for seconds in [0.5, 1.0, 2.0] {
            #expect(Self.keepsTheLaw(times, rate: rate, seconds: seconds), "window \(seconds) s: \(times)")
        }
        // 40 requests at 10 a second after a burst of 3: the last may go no sooner than 3.7 s on.
        let span = try #require(times.last) - (try #require(times.first))
        #expect(span >= 3.6, "\(span) s")
    }

    @Test func withoutACacheTheBudgetIsTheProgramsOwn() async throws {
        let rate = try #require(RequestRate(perMinute: 60, burst: 2))
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let budget = RequestBudget(rate: rate, cache: nil, clock: { start })
        let waits = (0..<5).map { _ in budget.reserve() }
        // Each leaves 250 ms of tokens in hand, so a store counting the same never runs dry.
        #expect(
            waits == [
                .zero, .milliseconds(250), .milliseconds(1_250), .milliseconds(2_250), .milliseconds(3_250),
            ])
    }

    @Test func aBucketLeftAloneRefillsOnlyToItsBurst() async throws {
        let rate = try #require(RequestRate(perMinute: 60, burst: 2))
        let now = Mutex(Date(timeIntervalSince1970: 1_800_000_000))
        let budget = RequestBudget(rate: rate, cache: nil, clock: { now.withLock { $0 } })
        _ = (0..<2).map { _ in budget.reserve() }
        now.withLock { $0 += 3_600 }
        let waits = (0..<3).map { _ in budget.reserve() }
        #expect(waits == [.zero, .milliseconds(250), .milliseconds(1_250)])
    }

    @Test(arguments: [-1e300, 1e300, -1e9])
    func aHandEditedRowNeverTrapsOrWaitsPastAnHour(tokens: Double) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let cache = try SQLiteAppCache(fileURL: directory.url.appendingPathComponent("cache.sqlite"))
        try cache.writing { db in
            try db.execute(
                sql: "INSERT INTO request_budget (id, tokens, updated_at) VALUES (1, ?, ?)",
                arguments: [tokens, Int64(Date().timeIntervalSince1970 * 1_000)])
        }
        let rate = try #require(RequestRate(perMinute: 20, burst: 5))
        let wait = RequestBudget(rate: rate, cache: cache, clock: { Date() }).reserve()
        #expect(wait <= .seconds(3_600))
        if tokens > 0 { #expect(wait == .zero) }
    }

    @Test func aRowHoldingTextStartsAFreshBucketWithoutATrap() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let cache = try SQLiteAppCache(fileURL: directory.url.appendingPathComponent("cache.sqlite"))
        try cache.writing { db in
            try db.execute(
                sql: "INSERT INTO request_budget (id, tokens, updated_at) VALUES (1, 'many', 'soon')")
        }
        let rate = try #require(RequestRate(perMinute: 60, burst: 2))
        let budget = RequestBudget(rate: rate, cache: cache, clock: { Date() })
        #expect(budget.reserve() == .zero, "a fresh bucket, full")
        #expect(budget.reserve() <= .milliseconds(250), "only the margin left in hand")
        #expect(budget.reserve() > .zero, "the fresh bucket is shared and counted")
    }

    @Test func aRateOutOfRangeIsRefused() {
        #expect(RequestRate(perMinute: 0, burst: 5) == nil)
        #expect(RequestRate(perMinute: 60_001, burst: 5) == nil)
        #expect(RequestRate(perMinute: 20, burst: 0) == nil)
        #expect(RequestRate.appStore.perMinute == 20 && RequestRate.appStore.burst == 5)
    }

    @Test(arguments: [
        ("120", Duration.seconds(120)), (" 0 ", .zero), ("999999", .seconds(3_600)),
    ])
    func retryAfterInSeconds(text: String, expected: Duration) {
        #expect(RetryAfter.delay(text, now: Date()) == expected)
    }

    @Test func retryAfterAsADate() throws {
        let now = Date(timeIntervalSince1970: 1_795_000_000)  // Wed, 18 Nov 2026 11:06:40 GMT
        #expect(RetryAfter.delay("Wed, 18 Nov 2026 11:07:10 GMT", now: now) == .seconds(30))
        #expect(RetryAfter.delay("Wed, 18 Nov 2026 11:00:00 GMT", now: now) == nil, "already past")
        #expect(RetryAfter.delay("soon", now: now) == nil)
        #expect(RetryAfter.delay("-5", now: now) == nil)
    }

    /// A store that refuses the first request with 429 and `Retry-After`, then answers.
    private static func refusingOnce(retryAfter: String) async throws -> LoopbackServer {
        try await LoopbackServer { _, attempt in
            attempt == 1
                ? CannedResponse(status: 429, headers: ["Retry-After": retryAfter])
                : CannedResponse(status: 200, body: Data(#"{"resultCount":0,"results":[]}"#.utf8))
        }
    }

    private static func requester(_ server: LoopbackServer, timeout: Duration) -> StoreRequester {
        let limits = TransportLimits(
            connectTimeout: timeout, overallTimeout: timeout, maximumBodyBytes: 1 << 20)
        return StoreRequester(
            endpoint: server.baseURL, transport: PlatformTransport.make(limits: limits, proxies: nil),
            limits: limits, retry: .standard, budget: .perRequest, sleep: { try await Task.sleep(for: $0) },
            random: { 0 })
    }

    @Test func theStoresRetryAfterIsHonoured() async throws {
        let server = try await Self.refusingOnce(retryAfter: "1")
        let started = ContinuousClock.now
        let answer = try await Self.requester(server, timeout: .seconds(180)).get(
            server.baseURL.appendingPathComponent("lookup"), accept: "application/json")
        let elapsed = ContinuousClock.now - started
        await server.stop()
        #expect(answer.status == 200)
        #expect(elapsed >= .seconds(1), "came back no sooner than asked: \(elapsed)")
        #expect(await server.totalHits() == 2)
    }

    @Test func aRetryAfterPastTheTimeLimitStopsAtOnceAsThrottled() async throws {
        // An hour asked, three minutes allowed (a loaded machine may take one to answer at all).
        let server = try await Self.refusingOnce(retryAfter: "3600")
        let started = ContinuousClock.now
        await #expect(throws: AppDetailError.throttled) {
            _ = try await Self.requester(server, timeout: .seconds(180)).get(
                server.baseURL.appendingPathComponent("lookup"), accept: "application/json")
        }
        #expect(ContinuousClock.now - started < .seconds(170), "no wait that cannot end in time")
        #expect(await server.totalHits() == 1)
        await server.stop()
    }
}

/// A transport whose every answer is an instant 503, counting the requests sent.
private final class FailingStore: HTTPTransport, Sendable {
    let sent = Counter()
    func send(_ request: TransportRequest, deadline: ContinuousClock.Instant) async throws -> HTTPAnswer {
        sent.add(1)
        return HTTPAnswer(status: 503, body: Data())
    }
}

extension RequestBudgetTests {
    /// A retry that finds no turn in the budget before the time limit says why the request
    /// before it failed — the store failing, here — never that the store limits requests. (An
    /// instant transport and no real back-off: the turn a minute away is all that matters.)
    @Test func aRetryWithoutATurnSaysWhyTheRequestFailed() async throws {
        let store = FailingStore()
        let rate = try #require(RequestRate(perMinute: 1, burst: 1))
        let limits = TransportLimits(
            connectTimeout: .seconds(50), overallTimeout: .seconds(50), maximumBodyBytes: 1 << 20)
        var requester = StoreRequester(
            endpoint: URL(string: "http://127.0.0.1:1")!, transport: store, limits: limits, retry: .standard,
            budget: .perRequest, sleep: { _ in }, random: { 0 })
        requester.requestBudget = RequestBudget(rate: rate, cache: nil, clock: { Date() })
        let address = URL(string: "http://127.0.0.1:1/lookup")!
        await #expect(throws: AppDetailError.serverError(status: 503)) {
            _ = try await requester.get(address, accept: "application/json")
        }
        #expect(store.sent.value == 1, "the retry waits a minute for its turn: not sent")
        // The next request finds no turn before it sends anything: that is the limit itself.
        await #expect(throws: AppDetailError.throttled) {
            _ = try await requester.get(address, accept: "application/json")
        }
        #expect(store.sent.value == 1)
    }
}
