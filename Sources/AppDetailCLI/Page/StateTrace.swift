import AppDetailDomain
import AppDetailPresentation

/// The `-v` trace of `show`: each state the page's view model emitted and its changeset, i.e.
/// what a collection view bound to it would have animated.
enum StateTrace {
    static func lines(_ state: AppPageViewState, number: Int) -> [String] {
        switch state {
        case .idle:
            return ["state \(number): idle"]
        case .loading:
            return ["state \(number): loading"]
        case .failed(let failure):
            return ["state \(number): failed: \(failure.message)"]
        case .loaded(let loaded):
            let page = loaded.page
            let parts =
                [
                    "listing \(describe(page.listing))", "reviews \(describe(page.reviews))",
                    "more by developer \(describe(page.moreByDeveloper))",
                    "chart \(describe(page.chartStanding))\(standing(page.chartStanding))",
                ]
                + (page.storePage.map {
                    ["store page \(describe($0))\($0.fetched.map { " (\($0.value.source.rawValue))" } ?? "")"]
                } ?? [])
            let changes =
                loaded.changes.map(BatchUpdateLines.lines) ?? ["first page: \(sectionNames(loaded))"]
            return [
                "state \(number): loaded\(loaded.isSettled ? " (settled)" : ""): "
                    + parts.joined(separator: ", ")
            ]
                + changes.map { "  " + $0 }
        }
    }

    private static func sectionNames(_ loaded: LoadedPage) -> String {
        loaded.snapshot.sections.map(\.section.rawValue).joined(separator: ", ")
    }

    /// `: No. 3 in 6015`, `: not ranked in 6015`, or nothing.
    private static func standing(_ part: PagePart<ChartStanding>) -> String {
        switch part.fetched?.value {
        case .ranked(let rank, let chart, let genre, _)?: " (No. \(rank) of top \(chart) \(genre.name))"
        case .notRanked(let chart, let genre)?: " (not in top \(chart) \(genre.name))"
        case .noChart?: " (no chart for this app)"
        case nil: ""
        }
    }

    private static func describe<Value>(_ part: PagePart<Value>) -> String {
        switch part {
        case .loading: "loading"
        case .provisional(let fetched): "\(origin(fetched.freshness)), updating"
        case .loaded(let fetched): origin(fetched.freshness)
        case .failed(let error): "failed (\(error.message))"
        }
    }

    private static func origin(_ freshness: Freshness) -> String {
        switch (freshness.source, freshness.staleness) {
        case (.network, _): "from the App Store"
        case (.cache, .current), (.sample, .current): "cached"
        case (.cache, .expired), (.sample, .expired): "cached, expired"
        case (.cache, .servedAfterFailure), (.sample, .servedAfterFailure): "cached, served after a failure"
        }
    }

    /// Where the store page's data came from and what it held of each section: `-v`'s line
    /// (`store page: pageShelves; ratingHistogram present, privacy unavailable (notOnPage), …`).
    static func storePage(_ details: StorePageDetails) -> String {
        let sections = StorePageSection.allCases.map { section -> String in
            switch details.state(of: section) {
            case .present: "\(section.rawValue) present"
            case .empty: "\(section.rawValue) empty"
            case .unavailable(.damaged(let detail)): "\(section.rawValue) unavailable (damaged: \(detail))"
            case .unavailable(let gap): "\(section.rawValue) unavailable (\(String(describing: gap)))"
            }
        }
        return "store page: read from \(details.source.rawValue); " + sections.joined(separator: ", ")
    }
}
