import AppDetailDomain
import AppDetailPresentation
import AppDetailTerminal
import ArgumentParser
import Foundation

/// `appdetail search <term>`: find an app's id.
struct SearchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Find apps by name, with the id `show` takes.",
        discussion: """
            Results are the store's ranking. A search is answered from the cache for \(CacheAges.words(CacheAges.search)), \
            and every app found is cached, so `show` of any of them works offline right after.

            Examples:
              appdetail search "naver map" --country kr
              appdetail search slack --limit 5 --format json
            """)

    @Argument(help: "What to look for, such as \"naver map\".")
    var term: [String] = []

    @OptionGroup var store: StoreOptions

    @Option(parsing: .unconditional, help: "How many results, 1 to 200.")
    var limit = 25

    @OptionGroup var format: FormatOption

    @OptionGroup var output: OutputOptions

    @OptionGroup var verbose: VerboseOption

    func validate() throws {
        guard !term.isEmpty else {
            throw ValidationError("Say what to look for, such as: appdetail search naver map")
        }
    }

    func run() async throws {
        try await CommandSession.run(store: store, cache: nil, verbose: verbose) { session in
            let (environment, log) = (session.environment, session.log)
            let text = term.joined(separator: " ")
            _ = try SearchTerm(text)
            let limit = try SearchLimit(self.limit)
            let (chosen, _) = try session.chooseStorefront()
            let viewModel = try session.composition().makeSearchViewModel(
                storefront: chosen, limit: limit, debounce: .zero)
            let outcome = try await Self.settled(viewModel, text: text)
            log(
                "results: \(outcome.map { "\($0.freshness.source.rawValue), fetched \($0.freshness.fetchedAt)" } ?? "none")"
            )
            switch format.value {
            case .text:
                let table = AppTable(
                    width: output.columns(in: environment), style: output.style(in: environment),
                    language: DetailLanguage(storefront: chosen))
                StandardOutputStream.write(table.render(outcome, term: text))
            case .json:
                StandardOutputStream.write(
                    try JSONText.encode(SearchDocument(term: text, storefront: chosen, results: outcome)))
            }
            for line in outcome?.skipped ?? [] { log("skipped \(line)") }
            if let outcome {
                ErrorReporter.noteIfServedAfterFailure(
                    outcome.freshness, shown: "cached results", retry: "searching again")
            }
        }
    }

    /// Binds to the search view model as a search screen would, and waits for its answer:
    /// results, or `nil` when the store found nothing.
    private static func settled(_ viewModel: SearchViewModel, text: String) async throws
        -> SearchResultsState?
    {
        let states = viewModel.states  // subscribed first: every state of this search
        await viewModel.query(text)
        for await state in states {
            switch state {
            case .idle, .searching: continue
            case .results(let results): return results
            case .noResults: return nil
            case .failed(let failure):
                throw failure.error ?? AppDetailError.malformedAnswer(detail: failure.message)
            }
        }
        throw CancellationError()
    }
}
