import Foundation

/// Reads a `Retry-After` header: a number of seconds (`120`) or an HTTP date
/// (`Wed, 21 Oct 2026 07:28:00 GMT`).
enum RetryAfter {
    /// The wait the header asks for, at most an hour; `nil` for a value that is neither, or a
    /// date already past.
    static func delay(_ value: String, now: Date) -> Duration? {
        let text = value.trimmingCharacters(in: .whitespaces)
        if let seconds = Int(text), seconds >= 0 { return .seconds(min(seconds, 3_600)) }
        guard let date = httpDate().date(from: text) else { return nil }
        let seconds = date.timeIntervalSince(now)
        guard seconds.isFinite, seconds > 0 else { return nil }
        return .milliseconds(Int64(min(seconds, 3_600) * 1_000))
    }

    /// A formatter of HTTP dates, made when one is read (rarely: on a refused request).
    private static func httpDate() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter
    }
}
