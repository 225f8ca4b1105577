import AppDetailDomain
import Foundation

/// Every label the page shows, in one ``DetailLanguage``.
struct DetailStrings: Sendable {
    let language: DetailLanguage

    var get: String { pick("Get", "받기") }
    var unavailable: String { pick("Unavailable", "구매 불가") }
    var free: String { pick("Free", "무료") }
    var ratings: String { pick("Ratings", "평가") }
    var noRatings: String { pick("No Ratings", "평가 없음") }
    var age: String { pick("Age", "연령") }
    var yearsOld: String { pick("Years Old", "세") }
    var category: String { pick("Category", "카테고리") }
    var developer: String { pick("Developer", "개발자") }
    var languageBadge: String { pick("Language", "언어") }
    var size: String { pick("Size", "크기") }
    var provider: String { pick("Provider", "제공자") }
    var compatibility: String { pick("Compatibility", "호환성") }
    var languages: String { pick("Languages", "언어") }
    var ageRating: String { pick("Age Rating", "연령 등급") }
    var price: String { pick("Price", "가격") }
    var preview: String { pick("Preview", "미리 보기") }
    var whatsNew: String { pick("What's New", "새로운 기능") }
    var information: String { pick("Information", "정보") }
    var description: String { pick("Description", "설명") }
    var developerWebsite: String { pick("Developer Website", "개발자 웹 사이트") }
    var ratingsAndReviews: String { pick("Ratings & Reviews", "평가 및 리뷰") }
    var moreByDeveloper: String { pick("More by This Developer", "이 개발자의 다른 앱") }
    var dateUnknown: String { pick("date not given", "날짜 정보 없음") }
    var outOfFive: String { pick("out of 5", "5점 만점") }
    var reviewsPart: String { pick("Reviews", "리뷰") }
    var developerAppsPart: String { pick("More by this developer", "이 개발자의 다른 앱") }

    func ratingCount(_ count: Int) -> String {
        switch language {
        case .english: count == 1 ? "1 Rating" : "\(CountAbbreviation.english(count)) Ratings"
        case .korean: "\(CountAbbreviation.korean(count))개의 평가"
        }
    }

    /// The price as the button says it ("Get", "$0.99") or, not for the button, as the
    /// information table does ("Free", "$0.99").
    func priceText(_ price: Price, forButton: Bool) -> String {
        switch price {
        case .free(_, let formatted): forButton ? get : (formatted ?? free)
        case .paid(let amount, let currency, let formatted): formatted ?? "\(amount) \(currency)"
        case .unknown: unavailable
        }
    }

    /// What a price button says.
    func buttonText(for price: Price) -> String { priceText(price, forButton: true) }

    /// A count alone, abbreviated as the store does ("1.2K", "1.2만").
    func shortCount(_ count: Int) -> String {
        language == .english ? CountAbbreviation.english(count) : CountAbbreviation.korean(count)
    }
    func moreLanguages(_ count: Int) -> String { pick("+ \(count) More", "+ \(count)개 언어") }
    func version(_ version: String) -> String { pick("Version \(version)", "버전 \(version)") }
    func requires(_ os: String) -> String { pick("Requires iOS \(os) or later.", "iOS \(os) 이상 필요.") }

    /// "Offline — showing data from 3 days ago".
    func showingStale(_ age: String, offline: Bool) -> String {
        switch language {
        case .english: "\(offline ? "Offline" : "Not updated") — showing data from \(age)"
        case .korean: "\(offline ? "오프라인" : "업데이트 실패") — \(age) 데이터 표시 중"
        }
    }

    /// "Reviews could not be loaded: …", for a part of the page that failed.
    func partUnavailable(_ part: String, reason: String) -> String {
        switch language {
        case .english: "\(part) could not be loaded: \(reason)"
        case .korean: "\(part) 불러오기 실패: \(reason)"
        }
    }

    /// "Reviews not updated — showing data from 3 days ago", for a part served from the cache.
    func partStale(_ part: String, age: String, offline: Bool) -> String {
        switch language {
        case .english: "\(part): \(offline ? "offline" : "not updated") — showing data from \(age)"
        case .korean: "\(part): \(offline ? "오프라인" : "업데이트 실패") — \(age) 데이터 표시 중"
        }
    }

    /// A language code's name in this language ("KO" → "Korean" / "한국어").
    func languageName(_ code: String) -> String {
        Locale(identifier: language.rawValue).localizedString(forLanguageCode: code.lowercased()) ?? code
    }

    private func pick(_ english: String, _ korean: String) -> String {
        language == .english ? english : korean
    }
}
