import Foundation

/// How long ago something happened, in the App Store's short form ("2d ago", "2일 전").
enum RelativeAge {
    static func text(from date: Date, to now: Date, in language: DetailLanguage) -> String {
        let seconds = ElapsedSeconds.between(date, and: now)
        let steps: [(Int, String, String)] = [
            (365 * 86_400, "y", "년"), (30 * 86_400, "mo", "개월"), (7 * 86_400, "w", "주"), (86_400, "d", "일"),
            (3_600, "h", "시간"), (60, "m", "분"),
        ]
        guard let (size, english, korean) = steps.first(where: { seconds >= $0.0 }) else {
            return language == .english ? "just now" : "방금"
        }
        let count = seconds / size
        return language == .english ? "\(count)\(english) ago" : "\(count)\(korean) 전"
    }

    /// "3 days ago" / "3일 전", the long form used in sentences.
    static func sentence(from date: Date, to now: Date, in language: DetailLanguage) -> String {
        let days = ElapsedSeconds.between(date, and: now) / 86_400
        switch (language, days) {
        case (.english, 0): return "today"
        case (.english, 1): return "yesterday"
        case (.english, _): return "\(days) days ago"
        case (.korean, 0): return "오늘"
        case (.korean, _): return "\(days)일 전"
        }
    }
}
