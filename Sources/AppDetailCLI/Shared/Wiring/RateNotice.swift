import AppDetailData
import Foundation

/// The one note a person gets for raising the request budget above the store's documented
/// limit with `--rate`: said the first time a rate is used with a cache (a file beside it
/// remembers the rate said), not at every run after.
enum RateNotice {
    /// Says, once per cache and rate, that a rate above 20 a minute may be refused.
    static func sayOnce(_ rate: RequestRate, cacheDirectory: URL?) {
        guard rate.perMinute > RequestRate.appStore.perMinute else { return }
        let marker = cacheDirectory?.appendingPathComponent("rate-noted")
        if let marker, (try? String(contentsOf: marker, encoding: .utf8)) == "\(rate.perMinute)" { return }
        ErrorReporter.warn(
            "a rate of \(rate.perMinute) requests a minute is above the App Store's documented limit of about 20; the store may refuse requests (403 or 429), and the commands then stop with exit 75."
        )
        if let marker { try? Data("\(rate.perMinute)".utf8).write(to: marker, options: .atomic) }
    }
}
