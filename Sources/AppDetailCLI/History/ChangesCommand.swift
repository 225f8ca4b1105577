import AppDetailDomain
import AppDetailPresentation
import AppDetailTerminal
import ArgumentParser
import Foundation

/// `appdetail changes`: what changed for the followed or observed apps since a moment.
struct ChangesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "changes",
        abstract: "List what changed for the apps with a history since a moment, newest first.",
        discussion: """
            Without apps, every app with a history in any store; with apps, those apps in the \
            store --country names (or the one store each is followed or observed in). --since last \
            starts at the last appdetail track run that observed any app (a repeat run that asked \
            nothing is not it).

            Examples:
              appdetail changes --since last
              appdetail changes --since 30d 362057947 1258016944 --country kr
              appdetail changes --since 2024-01-01 --format jsonl >> changes.jsonl
            """)

    /// `--format` of `changes`.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, jsonl
    }

    @Argument(help: "Apps to look at (ids); none: every app with a history.")
    var apps: [String] = []

    @Option(
        help:
            "last (the last track run that observed an app), an age (7d, 12h), a date (2024-03-01) or an ISO 8601 moment."
    )
    var since = "7d"

    @OptionGroup var storefront: StorefrontOptions

    @OptionGroup var cache: CacheDirectoryOption

    @Option(help: "text (one line a change), json (one document) or jsonl (one change a line).")
    var format: Format = .text

    @OptionGroup var output: OutputOptions

    func run() async throws {
        try await CommandSession.runReading(cache: cache, storefront: storefront) { session in
            let environment = session.environment
            let sources = try session.composition().makeSources(creatingCache: false)
            let start: Date
            switch try SinceText.meaning(of: since, now: environment.now(), allowsLast: true) {
            case .moment(let moment): start = moment
            case .lastRun:
                guard let last = try await sources.watchList.lastRunStart() else {
                    throw FileError(
                        message: "--since last needs a tracking run, and none has been made yet.",
                        hint:
                            "Follow an app with appdetail track add <app>, then run appdetail track run; or give an age such as --since 7d.",
                        status: ExitStatus.usage)
                }
                start = last
            }
            var targets: [(AppID, Storefront)]?
            if !apps.isEmpty {
                let named = try session.chooseStorefront(logged: false)
                targets = []
                for id in try apps.map({ try AppID(parsing: $0) }) {
                    let (chosen, note) = try await HistoryStoreChoice.storefront(
                        for: id, chosen: named, sources: sources)
                    if let note { StandardErrorStream.write("note: \(TerminalText.oneLine(note))\n") }
                    targets?.append((id, chosen))
                }
            }
            let found = try await session.composition().makeChangesLister(sources: sources).changes(
                since: start, of: targets)
            for note in found.skipped { ErrorReporter.warn(note) }
            let render = { (change: HistoryChange) in
                HistoryWords(language: DetailLanguage(storefront: change.storefront)).line(
                    for: change, currency: nil)
            }
            switch format {
            case .text:
                let width = output.columns(in: environment)
                guard !found.changes.isEmpty else {
                    if found.historyIsEmpty, try await sources.watchList.followed().isEmpty {
                        let text =
                            "No app has a history yet. Follow one: appdetail track add <id> --country <cc>, then appdetail track run."
                        StandardOutputStream.writeLine(text, width: width)
                        return
                    }
                    let text = "Nothing changed since \(HistoryWords.iso8601(start))."
                    StandardOutputStream.writeLine(text, width: width)
                    return
                }
                var lines: [String] = []
                for change in found.changes {
                    let words = HistoryWords(language: DetailLanguage(storefront: change.storefront))
                    let head = "\(words.date(change.observedAt))  \(change.storefront.country.uppercased())  "
                    lines += HistoryRenderer.hanging(
                        head: head,
                        TerminalText.oneLine("\(change.appName) (\(change.app)) · \(render(change))"),
                        width: width)
                }
                StandardOutputStream.write(lines.joined(separator: "\n") + "\n")
            case .json:
                StandardOutputStream.write(
                    try JSONText.encode(
                        ChangesDocument(
                            since: start, changes: found.changes.map { ChangeJSON($0, line: render($0)) })))
            case .jsonl:
                var lines = JSONText.Lines()
                for change in found.changes { lines.append(ChangeJSON(change, line: render(change))) }
                lines.flush()
            }
        }
    }
}

/// `changes --format json`.
struct ChangesDocument: Encodable {
    let schemaVersion = 1
    let since: Date
    let changes: [ChangeJSON]
}
