import Foundation

/// How long ago something happened, in the App Store's short form ("2d ago", "2일 전", "2日前").
enum RelativeAge {
    /// Each unit's short form per language: years, months, weeks, days, hours, minutes.
    private static let units: [DetailLanguage: [String]] = [
        .english: ["y", "mo", "w", "d", "h", "m"],
        .korean: ["년", "개월", "주", "일", "시간", "분"],
        .japanese: ["年", "か月", "週間", "日", "時間", "分"],
        .french: [" a", " mois", " sem.", " j", " h", " min"],
        .german: [" J.", " Mon.", " Wo.", " T.", " Std.", " Min."],
        .spanish: [" a", " m", " sem.", " d", " h", " min"],
        .simplifiedChinese: ["年", "个月", "周", "天", "小时", "分钟"],
        .traditionalChinese: ["年", "個月", "週", "天", "小時", "分鐘"],
    ]

    /// How far ahead of the clock a date may be and still count as "just now": clocks differ by
    /// minutes, not days. Past it the date itself is shown (a release in year 99999 is not recent).
    static let futureTolerance: TimeInterval = 86_400

    static func text(from date: Date, to now: Date, in language: DetailLanguage) -> String {
        if let future = futureDate(date, now: now, in: language) { return future }
        let seconds = ElapsedSeconds.between(date, and: now)
        let sizes = [365 * 86_400, 30 * 86_400, 7 * 86_400, 86_400, 3_600, 60]
        guard let index = sizes.firstIndex(where: { seconds >= $0 }) else { return justNow(language) }
        let amount = "\(seconds / sizes[index])\(units[language]?[index] ?? "")"
        return ago(amount, in: language)
    }

    /// "3 days ago" / "3일 전", the long form used in sentences.
    static func sentence(from date: Date, to now: Date, in language: DetailLanguage) -> String {
        if let future = futureDate(date, now: now, in: language) { return future }
        let days = ElapsedSeconds.between(date, and: now) / 86_400
        switch (language, days) {
        case (.english, 0): return "today"
        case (.english, 1): return "yesterday"
        case (.english, _): return "\(days) days ago"
        case (.korean, 0): return "오늘"
        case (.korean, _): return "\(days)일 전"
        case (.japanese, 0): return "今日"
        case (.japanese, 1): return "昨日"
        case (.japanese, _): return "\(days)日前"
        case (.french, 0): return "aujourd’hui"
        case (.french, 1): return "hier"
        case (.french, _): return "il y a \(days) jours"
        case (.german, 0): return "heute"
        case (.german, 1): return "gestern"
        case (.german, _): return "vor \(days) Tagen"
        case (.spanish, 0): return "hoy"
        case (.spanish, 1): return "ayer"
        case (.spanish, _): return "hace \(days) días"
        case (.simplifiedChinese, 0), (.traditionalChinese, 0): return "今天"
        case (.simplifiedChinese, 1), (.traditionalChinese, 1): return "昨天"
        case (.simplifiedChinese, _), (.traditionalChinese, _): return "\(days)天前"
        }
    }

    /// The date in the language's medium style (UTC) when it lies beyond ``futureTolerance``
    /// ahead of `now`, else `nil`.
    private static func futureDate(_ date: Date, now: Date, in language: DetailLanguage) -> String? {
        guard date.timeIntervalSince(now) > futureTolerance else { return nil }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: language.rawValue)
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        return formatter.string(from: date)
    }

    private static func ago(_ amount: String, in language: DetailLanguage) -> String {
        switch language {
        case .english: "\(amount) ago"
        case .korean: "\(amount) 전"
        case .japanese, .simplifiedChinese, .traditionalChinese: "\(amount)前"
        case .french: "il y a \(amount)"
        case .german: "vor \(amount)"
        case .spanish: "hace \(amount)"
        }
    }

    private static func justNow(_ language: DetailLanguage) -> String {
        switch language {
        case .english: "just now"
        case .korean: "방금"
        case .japanese: "たった今"
        case .french: "à l’instant"
        case .german: "gerade eben"
        case .spanish: "ahora"
        case .simplifiedChinese: "刚刚"
        case .traditionalChinese: "剛剛"
        }
    }
}

/// Whole seconds from one date to another, total for any dates: a negative, infinite or
/// not-a-number interval is 0, and one too long for `Int` is `Int.max`.
enum ElapsedSeconds {
    static func between(_ date: Date, and now: Date) -> Int {
        let interval = now.timeIntervalSince(date)
        guard interval.isFinite, interval > 0 else { return 0 }
        return interval < Double(Int.max) ? Int(interval) : Int.max
    }
}
