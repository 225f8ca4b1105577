import AppDetailDomain
import AppDetailPresentation
import AppDetailTerminal
import ArgumentParser
import Foundation

/// `appdetail top [chart]`: a store's top chart, with ratings.
struct TopCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "top",
        abstract: "List a top chart of the App Store, with each app's rating.",
        discussion: """
            Charts: free (the default), paid, grossing, new, new-free, new-paid. The chart feed \
            carries no ratings, so the chart's apps are looked up together: one request per 200 \
            apps, none for apps cached within \(CacheAges.words(CacheAges.listing)). A chart is answered from the cache for \(CacheAges.words(CacheAges.chart)).

            Examples:
              appdetail top --country kr
              appdetail top paid --genre Games --limit 20
            """)

    @Argument(
        help: "free, paid, grossing, new, new-free or new-paid.",
        completion: .list(ChartKind.allCases.map(\.rawValue)))
    var chart = ChartKind.free.rawValue

    @Option(
        help: "A genre's name in English or the store's language (Finance, 금융, Puzzle) or its id (6015).",
        // Printed by the tool, one name a line, not written into the scripts: fish reads a
        // script's list as shell words, and "Photo & Video" would break its whole script.
        completion: .custom { _, _, typed in
            ChartGenre.all.map(\.name).filter { $0.lowercased().hasPrefix(typed.lowercased()) }
        })
    var genre: String?

    @Option(parsing: .unconditional, help: "How many places, 1 to 200.")
    var limit = 25

    @OptionGroup var store: StoreOptions

    @OptionGroup var format: FormatOption

    @OptionGroup var output: OutputOptions

    @OptionGroup var cache: CachePolicyOptions

    @OptionGroup var verbose: VerboseOption

    func validate() throws {
        guard ChartKind(rawValue: chart.lowercased()) != nil else {
            let names = ChartKind.allCases.map(\.rawValue)
            let suggestion = NearestName.to(chart, among: names).map { " Did you mean '\($0)'?" } ?? ""
            throw ValidationError(
                "There is no chart '\(TerminalText.quotable(chart))'.\(suggestion) The charts are \(names.joined(separator: ", "))."
            )
        }
    }

    func run() async throws {
        try await CommandSession.run(store: store, cache: cache, verbose: verbose) { session in
            let (environment, log) = (session.environment, session.log)
            let kind = ChartKind(rawValue: chart.lowercased()) ?? .free
            let genre = try self.genre.map { try ChartGenre(named: $0) }
            let limit = try ChartLimit(self.limit)
            let (chosen, _) = try session.chooseStorefront()
            let sources = try session.sources()
            let query = ChartQuery(storefront: chosen, kind: kind, genre: genre, limit: limit)
            let rated = try await session.composition().makeRatedChartLoader(sources: sources).chart(
                query, policy: session.policy)
            log("chart: \(rated.freshness.source.rawValue), fetched \(rated.freshness.fetchedAt)")
            log("ratings: \(rated.entries.count - rated.unrated.count) of \(rated.entries.count) apps")
            if let problem = rated.ratingsError { log("ratings lookup failed: \(problem.message)") }
            if !rated.unrated.isEmpty {
                log("without a listing: \(rated.unrated.map(\.description).joined(separator: ", "))")
            }
            let language = DetailLanguage(storefront: chosen)
            switch format.value {
            case .text:
                let table = AppTable(
                    width: output.columns(in: environment), style: output.style(in: environment),
                    language: language)
                StandardOutputStream.write(
                    table.render(ChartListing(chart: rated, query: query, language: language)))
            case .json:
                StandardOutputStream.write(try JSONText.encode(TopDocument(query: query, chart: rated)))
            }
            if let problem = rated.ratingsError {
                // The chart is there; its ratings are not, and a row of dashes alone would not say why.
                ErrorReporter.warn(
                    "The apps' ratings could not be looked up, so they show as “–”: \(problem.message)")
            }
            ErrorReporter.noteIfServedAfterFailure(
                rated.freshness, shown: "the cached chart", retry: "asking the store again")
        }
    }
}
