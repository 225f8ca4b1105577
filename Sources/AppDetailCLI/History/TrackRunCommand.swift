import AppDetailDomain
import AppDetailPresentation
import AppDetailTerminal
import ArgumentParser
import Foundation

/// `appdetail track run`: observe every followed app now, print every change not reported
/// before, and exit with a status a schedule can alert on.
struct TrackRunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Observe every followed app now and print what changed.",
        discussion: """
            Listings are asked 200 apps a request per store, the stores observed longest ago \
            first; then each app's App Store page and its chart, and the newest reviews of apps \
            followed with --reviews. A part already observed today (UTC) is not asked again \
            unless --again, so the run is safe to repeat, and a run stopped part way (by \
            --max-requests, --max-time or the store) leaves the rest to the next. Every request \
            keeps to the budget (--rate); the listings of every followed app are asked every day, \
            and the other parts get what is left of an hour at the budget (at least ten minutes \
            of it): a watch list larger than that has them in rotation, those observed longest \
            ago first (track list says how often). Every change not reported before is printed once — this run's, and those of a \
            run that died or could not report — marked with the --fail-on conditions it meets. \
            Conditions for --fail-on: \(ChangeConditions.names.joined(separator: ", ")).

            Exit status: 0 when every followed app was observed and no condition was met; 1 when \
            a condition was met; 64 for a bad argument or an empty watch list; and when an app \
            could not be observed, whatever was met: 65 (an answer that cannot be read), 69 (the \
            store unreachable or failing), 74 (the cache cannot record), 75 (throttled). What was \
            observed is kept either way.
            """)

    /// `--format` of `track run`.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, jsonl
    }

    @Flag(help: "Observe the parts already observed today again.")
    var again = false

    @Option(
        name: .customLong("fail-on"),
        help: "Exit 1 when one of these changes happened: rating-drop:0.1,new-version,…")
    var failOn: String?

    @Option(help: "text (a summary and one line a change), json (one document) or jsonl (one change a line).")
    var format: Format = .text

    @Flag(
        help:
            "Print nothing unless a --fail-on condition was met or an app could not be observed (cron mails what a job prints)."
    )
    var quiet = false

    @Option(
        name: .customLong("notify-command"),
        help:
            "Run this shell command when a --fail-on condition was met, with the alert as JSON on its input.")
    var notifyCommand: String?

    @Option(
        name: .customLong("notify-url"),
        help:
            "Post the alert as JSON to this https:// (or local http://) webhook when a condition was met; signed with HMAC-SHA256 when APPDETAIL_NOTIFY_SECRET is set."
    )
    var notifyURL: String?

    @OptionGroup var limits: RunLimitOptions

    @OptionGroup var store: StoreOptions

    @OptionGroup var output: OutputOptions

    @OptionGroup var verbose: VerboseOption

    func validate() throws {
        if let failOn { _ = try ChangeConditions.parse(failOn) }
        if let notifyURL { _ = try AlertChannels.webhookURL(notifyURL) }
        if (notifyCommand != nil || notifyURL != nil) && failOn == nil {
            throw ValidationError(
                "--notify-command and --notify-url send an alert when a --fail-on condition is met: name the conditions with --fail-on."
            )
        }
    }

    func run() async throws {
        let conditions = try failOn.map(ChangeConditions.parse) ?? []
        var met = false
        try await CommandSession.run(store: store, cache: nil, verbose: verbose) { session in
            let composition = try session.composition()
            // No deadline for the whole run: its plan keeps to the budget, and --max-time bounds it.
            let sources = composition.makeUnhurriedSources()
            let limits = try limits.limits(
                from: session.environment.now(), perMinute: composition.requestRate.perMinute)
            let report = TrackRunReport(
                conditions: conditions, format: format, width: output.columns(in: session.environment),
                quiet: quiet)
            let run: TrackRun
            do {
                run = try await composition.makeTracker(sources: sources).run(again: again, limits: limits) {
                    run in
                    // Written inside the report: a write that fails leaves the changes to the next run.
                    try report.write(run)
                }
            } catch AppDetailError.cacheUnavailable(let reason) {
                throw FileError(
                    message: "Nothing was recorded: the cache at \(reason.description).",
                    hint:
                        "The history lives in the cache: make it writable, or name another with --cache-dir.",
                    status: ExitStatus.cacheFailure)
            }
            guard !run.followed.isEmpty else {
                throw FileError(
                    message: "No app is followed, so there is nothing to observe.",
                    hint:
                        "Follow one first: appdetail track add <id> --country <cc> (appdetail search finds an id).",
                    status: ExitStatus.usage)
            }
            session.log(
                "observed \(run.observed), skipped \(run.skipped.count), failed \(run.failures.count)")
            for note in run.skippedRows { ErrorReporter.warn(note) }
            if let schedule = run.schedule, !schedule.listingsFitADay {
                ErrorReporter.warn(
                    "The followed apps' listings take \(schedule.listingRequests) requests a day, more than a day holds at \(schedule.requestsPerMinute) a minute: some are observed less than daily. Follow fewer apps or storefronts."
                )
            }
            met = run.changes.contains { !ChangeConditions.met(by: $0, of: conditions).isEmpty }
            let channels = try AlertChannels(
                command: notifyCommand, url: notifyURL,
                secret: session.environment.variables["APPDETAIL_NOTIFY_SECRET"],
                proxies: session.composition().proxies)
            let undelivered = await channels.deliver(run, conditions: conditions)
            try Self.endIncomplete(run)
            if undelivered {
                throw ErrorReporter.exit(
                    message: "A condition was met, and its alert could not be sent everywhere it was to go.",
                    hint:
                        "The changes are recorded and printed above; check the notify command or webhook, and run again.",
                    status: ExitStatus.undelivered)
            }
        }
        if met { throw ExitCode(1) }
    }

    /// Says what could not be observed and ends with its status; returns for a complete run.
    private static func endIncomplete(_ run: TrackRun) throws {
        for (reason, apps) in TrackRunReport.failuresByReason(run) {
            let ids =
                apps.prefix(5).map { "\($0.app)" }.joined(separator: ", ") + (apps.count > 5 ? ", …" : "")
            let store = apps.first.map { " in \($0.storefront.country.uppercased())" } ?? ""
            ErrorReporter.warn(
                "\(apps.count == 1 ? "App" : "\(apps.count) apps") \(ids)\(store) could not be observed: \(reason.message)"
            )
        }
        if let stop = run.stoppedBy {
            throw ErrorReporter.exit(
                message:
                    "The run stopped after observing \(run.observed) of \(run.followed.count - run.skipped.count) apps: \(stop.message)",
                hint: stop == .throttled
                    ? "What was observed is kept and its changes reported. Run again later: what was observed today is not asked again."
                    : "What was observed is kept and its changes reported; run again once the store can be reached.",
                status: ExitStatus.code(for: stop))
        }
        guard let worst = TrackRunReport.worstFailure(run) else { return }
        let count = Set(run.failures.map { "\($0.app) \($0.storefront.country)" }).count
        throw ErrorReporter.exit(
            message:
                "\(count) of \(run.followed.count) followed \(count == 1 ? "app" : "apps") could not be observed in full, so some changes may be missing.",
            hint: "What was observed is kept and its changes reported; the next run asks for the rest.",
            status: ExitStatus.code(for: worst))
    }
}
