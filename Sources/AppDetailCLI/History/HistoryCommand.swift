import AppDetailDomain
import AppDetailPresentation
import AppDetailTerminal
import ArgumentParser
import Foundation

/// `appdetail history <app>`: what the store said about an app over time, from the history the
/// other commands keep.
struct HistoryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "Show an app's history: its figures over time, its versions and what changed.",
        discussion: """
            Every listing, chart, App Store page and reviews page appdetail fetches in a store's own \
            language is kept as an observation; an unchanged answer only moves its "last seen". \
            This command reads them, without the network. To observe an app every day, follow it \
            (appdetail track add) and schedule appdetail track run.

            Examples:
              appdetail history 362057947 --country kr
              appdetail history 362057947 --country kr --since 2022-01-01 --format csv > kakaotalk.csv
              appdetail history 362057947 --country kr --format svg > kakaotalk.svg
            """)

    @Argument(
        help: "An App Store link, an id such as 640199958, or a bundle id of a cached app.",
        completion: CachedAppCompletion.kind)
    var app: String

    @Option(help: "Only from this moment: an age (30d, 12h, 2w), a date (2024-03-01) or an ISO 8601 moment.")
    var since: String?

    @OptionGroup var storefront: StorefrontOptions

    @OptionGroup var cache: CacheDirectoryOption

    @OptionGroup var format: HistoryFormatOption

    @OptionGroup var output: OutputOptions

    @Flag(help: "Show every version's notes whole, not their first line.")
    var full = false

    @Flag(help: "Never page: write straight to the terminal even when the history is taller than it.")
    var noPager = false

    func run() async throws {
        try await CommandSession.runReading(cache: cache, storefront: storefront) { session in
            let environment = session.environment
            let reference = try AppReference(parsing: app)
            let named = try session.chooseStorefront(link: reference, logged: false)
            let start = try since.map { text -> Date in
                guard
                    case .moment(let moment) = try SinceText.meaning(
                        of: text, now: environment.now(), allowsLast: false)
                else { return environment.now() }
                return moment
            }
            let sources = try session.composition().makeSources(creatingCache: false)
            let id = try await HistoryTarget.app(for: reference, in: named.storefront, sources: sources)
            let (chosen, note) = try await HistoryStoreChoice.storefront(
                for: id, chosen: named, sources: sources)
            if let note { StandardErrorStream.write("note: \(TerminalText.oneLine(note))\n") }
            let history = try await session.composition().makeHistoryLoader(sources: sources).history(
                of: id, in: chosen, since: start)
            for note in history.skipped { ErrorReporter.warn(note) }
            guard !history.isEmpty else {
                throw FileError(
                    message:
                        "Nothing of app \(id) in the \(chosen.country.uppercased()) store has been observed yet.",
                    hint:
                        "Any command that fetches it keeps an observation: appdetail show \(id) --country \(chosen.country); to observe it daily, appdetail track add \(id) --country \(chosen.country).",
                    status: ExitStatus.notFound)
            }
            let language = DetailLanguage(storefront: chosen)
            let words = HistoryWords(language: language)
            let currency = history.listings.last { $0.texts?.currencyCode != nil }?.texts?.currencyCode
            let line = { (change: HistoryChange) in words.line(for: change, currency: currency) }
            switch format.value {
            case .text:
                var renderer = HistoryRenderer(
                    width: output.columns(in: environment), style: output.style(in: environment),
                    language: language)
                renderer.blockCharacters = environment.localeIsUnicode
                renderer.fullNotes = full
                Pager.show(
                    renderer.render(HistoryListing(history: history, language: language)), in: environment,
                    allowed: !noPager)
            case .json:
                try HistoryDocument.write(history, lines: line)
            case .csv:
                HistoryCSV.write(history) { StandardOutputStream.write($0) }
            case .jsonl:
                var lines = JSONText.Lines()
                for observation in history.listings {
                    lines.append(ObservationJSON(observation))
                }
                for change in history.changes.reversed() {
                    lines.append(ChangeJSON(change, line: line(change)))
                }
                lines.flush()
            case .svg:
                StandardOutputStream.write(
                    HistorySVG(language: language).render(
                        HistoryListing(history: history, language: language)))
            }
        }
    }
}
