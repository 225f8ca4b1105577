import AppDetailDomain
import AppDetailPresentation
import AppDetailTerminal
import ArgumentParser
import Foundation

/// `appdetail track run`: observe every followed app now, print what changed, and exit with a
/// status a schedule can alert on.
struct TrackRunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Observe every followed app now and print what changed.",
        discussion: """
            Listings are asked 200 apps a request per store; each app's App Store page and its \
            chart at most once a day; the newest reviews of apps followed with --reviews. An app \
            already observed today (UTC) is not asked again unless --again, so the run is safe to \
            repeat. Conditions for --fail-on: \(ChangeConditions.names.joined(separator: ", ")).
            """)

    /// `--format` of `track run`.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, jsonl
    }

    @Flag(help: "Observe the apps already observed today again.")
    var again = false

    @Option(
        name: .customLong("fail-on"),
        help: "Exit 1 when one of these changes happened: rating-drop:0.1,new-version,…")
    var failOn: String?

    @Option(help: "text (a summary and one line a change), json (one document) or jsonl (one change a line).")
    var format: Format = .text

    @OptionGroup var store: StoreOptions

    @OptionGroup var verbose: VerboseOption

    func validate() throws {
        if let failOn { _ = try ChangeConditions.parse(failOn) }
    }

    func run() async throws {
        let conditions = try failOn.map(ChangeConditions.parse) ?? []
        var met = false
        try await CommandSession.run(store: store, cache: nil, verbose: verbose) { session in
            let sources = try session.sources()
            guard !(try await sources.watchList.followed()).isEmpty else {
                throw FileError(
                    message: "No app is followed, so there is nothing to observe.",
                    hint:
                        "Follow one first: appdetail track add <id> --country <cc> (appdetail search finds an id).",
                    status: ExitStatus.usage)
            }
            let run: TrackRun
            do {
                run = try await TrackFollowedAppsUseCase(
                    sources: sources.tracking, now: session.environment.now
                )
                .run(again: again)
            } catch AppDetailError.cacheUnavailable(let reason) {
                throw FileError(
                    message: "Nothing was recorded: the cache at \(reason.description).",
                    hint:
                        "The history lives in the cache: make it writable, or name another with --cache-dir.",
                    status: ExitStatus.cacheFailure)
            }
            session.log(
                "observed \(run.observed), skipped \(run.skipped.count), failed \(run.failures.count)")
            try report(run)
            met = run.changes.contains { change in conditions.contains { $0.isMet(by: change) } }
            for failure in run.failures {
                ErrorReporter.warn(
                    "App \(failure.app) in \(failure.storefront.country.uppercased()): \(failure.error.message)"
                )
            }
            if let stop = run.stoppedBy {
                throw ErrorReporter.exit(
                    message:
                        "The run stopped after observing \(run.observed) of \(run.followed.count) apps: \(stop.message)",
                    hint: stop == .throttled
                        ? "What was observed is kept. Run again later; apps observed today are not asked again."
                        : "What was observed is kept; run again once the store can be reached.",
                    status: ExitStatus.code(for: stop))
            }
        }
        if met { throw ExitCode(1) }
    }

    private func report(_ run: TrackRun) throws {
        let line = { (change: HistoryChange) in
            HistoryWords(language: DetailLanguage(storefront: change.storefront)).line(
                for: change, currency: nil)
        }
        switch format {
        case .jsonl:
            var lines = JSONText.Lines()
            for change in run.changes.reversed() { lines.append(ChangeJSON(change, line: line(change))) }
            lines.flush()
        case .json:
            StandardOutputStream.write(
                try JSONText.encode(
                    TrackRunDocument(
                        startedAt: run.startedAt, followed: run.followed.count, observed: run.observed,
                        skipped: run.skipped.count, failed: run.failures.count,
                        stoppedBy: run.stoppedBy?.message,
                        changes: run.changes.map { ChangeJSON($0, line: line($0)) })))
        case .text:
            var text =
                "Observed \(run.observed) of \(run.followed.count) followed apps"
                + (run.skipped.isEmpty ? "" : " (\(run.skipped.count) already observed today)")
                + (run.changes.isEmpty ? "; nothing changed.\n" : "; \(run.changes.count) changes:\n")
            for change in run.changes {
                let date = HistoryWords(language: .english).date(change.observedAt)
                text +=
                    TerminalText.oneLine(
                        "\(date)  \(change.storefront.country.uppercased())  \(change.appName) (\(change.app)) · \(line(change))"
                    )
                    + "\n"
            }
            StandardOutputStream.write(text)
        }
    }
}

/// `track run --format json`.
struct TrackRunDocument: Encodable {
    let schemaVersion = 1
    let startedAt: Date
    let followed: Int
    let observed: Int
    let skipped: Int
    let failed: Int
    let stoppedBy: String?
    let changes: [ChangeJSON]
}
