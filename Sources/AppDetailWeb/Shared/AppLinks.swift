import AppDetailDomain
import AppDetailPresentation

/// The addresses around an app's history: its page, its history over a range, the history's
/// stream, and the ranges a person can choose.
struct HistoryLinks {
    let app: AppID
    let storefront: Storefront
    /// The range in days, or `nil` for the whole history.
    let days: Int?

    /// The pages the links lead to.
    enum Shown {
        case page
        case history
    }

    /// The ranges offered: a week, a month, three months, a year, everything.
    static let ranges: [Int?] = [7, 30, 90, 365, nil]

    /// The history's address (or its stream's), over `days`.
    func address(live: Bool = false, days: Int?? = nil) -> String {
        let chosen = days ?? self.days
        let range = chosen.map { "&days=\($0)" } ?? ""
        return "/app/\(app.rawValue)/history\(live ? "/live" : "")?\(StoreQuery.of(storefront))\(range)"
    }

    /// The links between the app's page and its history.
    func pages(current: Shown) -> [(title: String, address: String, isCurrent: Bool)] {
        let words = WebWords(language: DetailLanguage(storefront: storefront))
        return [
            (words.page, "/app/\(app.rawValue)?\(StoreQuery.of(storefront))", current == .page),
            (words.history, address(), current == .history),
        ]
    }

    /// The links to the history over each range.
    func ranges() -> [(title: String, address: String, isCurrent: Bool)] {
        Self.ranges.map { range in
            (range.map { "\($0)d" } ?? "∞", address(days: .some(range)), range == days)
        }
    }
}
