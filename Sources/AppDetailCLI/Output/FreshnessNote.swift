import AppDetailDomain
import Foundation

/// The line that tells a person the page is not live: sample data, or a stale cached copy.
enum FreshnessNote {
    static func text(for freshness: Freshness, isSample: Bool) -> String? {
        var reason: String?
        if case .servedAfterFailure(let error) = freshness.staleness { reason = error.message }
        if isSample {
            let why = reason.map { " The live App Store was not used: \($0)" } ?? ""
            return
                "Showing sample data bundled with appdetail (written \(SampleCatalog.capturedOn)), not the live App Store.\(why)"
        }
        guard let reason else { return nil }
        let day = ISO8601DateFormatter.string(
            from: freshness.fetchedAt, timeZone: TimeZone(identifier: "UTC") ?? .current,
            formatOptions: [.withFullDate])
        return "Showing the cached page from \(day); refreshing it failed: \(reason)"
    }
}
