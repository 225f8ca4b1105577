import AppDetailDomain
import Testing

@Suite("Every error says what happened and what to do")
struct AppDetailErrorTests {
    static let lookup = AppLookup.id(AppID(rawValue: 284_882_215)!)
    static let korea = try! Storefront(country: "kr")
    static let all: [AppDetailError] = [
        .notFound(lookup, korea),
        .notAnIOSApp(lookup, kind: "mac-software"),
        .offline(.noConnection(detail: "The Internet connection appears to be offline")),
        .offline(.timedOut),
        .offline(.unreachable(host: "itunes.apple.com")),
        .offline(.notCached(lookup, korea)),
        .throttled,
        .serverError(status: 503),
        .malformedAnswer(detail: "truncated JSON at byte 812"),
        .cacheUnavailable(
            CacheReason(path: "/tmp/cache.sqlite", detail: "is locked", remedy: .waitForOtherProcess)),
        .invalidInput(.appID("abc", .notDigits)),
        .invalidInput(.country("xx")),
        .invalidInput(.rejectedByStore("Invalid value(s) for key(s): [itunesId]")),
    ]

    @Test(arguments: all)
    func hasAMessageAndAHint(error: AppDetailError) throws {
        #expect(error.message.count > 20)
        #expect(error.message.hasSuffix("."))
        #expect(try #require(error.hint).count > 10)
        #expect(error.errorDescription == error.message)
    }

    @Test func messagesNameWhatWentWrong() {
        #expect(AppDetailError.notFound(Self.lookup, Self.korea).message.contains("284882215"))
        #expect(AppDetailError.notFound(Self.lookup, Self.korea).message.contains("KR"))
        #expect(AppDetailError.notAnIOSApp(Self.lookup, kind: "song").message.contains("“song”"))
        #expect(AppDetailError.serverError(status: 502).message.contains("502"))
        #expect(AppDetailError.invalidInput(.appID("abc", .notDigits)).message.contains("“abc”"))
    }

    @Test func onlyPassingProblemsAreRetryable() {
        let retryable = Self.all.filter(\.isRetryable).map(\.message)
        #expect(retryable.count == 8)
        #expect(!AppDetailError.notFound(Self.lookup, Self.korea).isRetryable)
        #expect(!AppDetailError.invalidInput(.country("xx")).isRetryable)
        #expect(AppDetailError.throttled.isRetryable)
    }
}
