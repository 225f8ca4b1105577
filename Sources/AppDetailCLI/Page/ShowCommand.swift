import AppDetailDomain
import AppDetailPresentation
import AppDetailTerminal
import ArgumentParser
import Foundation

/// `appdetail show <id>`: one app's detail page.
struct ShowCommand: AsyncParsableCommand {
    /// `appdetail` as the super-command: when `show` is parsed on its own (the start-up fast
    /// path), its usage still reads `appdetail show`, and ArgumentParser skips the completion
    /// script check, which only the root command answers.
    static let configuration = CommandConfiguration(
        commandName: "show",
        _superCommandName: "appdetail",
        abstract: "Print an app's detail page, section by section.",
        usage: "appdetail show <app> | <id> <id> … [<options>]",
        discussion: """
            A cached page younger than \(CacheAges.words(CacheAges.listing)) is shown without the network; an older one is \
            refreshed, and shown with a note if refreshing fails. A new cache starts with a few \
            sample apps (640199958 in the us store; 311867728 and 736602666 in kr), so a first \
            run works offline.

            Examples:
              appdetail show 640199958
              appdetail show https://apps.apple.com/kr/app/id311867728
              appdetail show com.nhncorp.NaverMap --country kr --format json
              appdetail show 311867728 736602666 --country kr --offline
            """,
        // Parsed on its own (the fast path), show would not inherit the root's --version in help.
        version: AppDetailCommand.version)

    /// The app, collected raw so that `-1` reaches the id check instead of reading as an option.
    @Argument(
        parsing: .allUnrecognized,
        help:
            "An App Store link (https://apps.apple.com/kr/app/…/id311867728), an id such as 640199958 or id640199958, or a bundle id such as com.nhncorp.NaverMap; or several ids, whose listings come from one lookup.",
        completion: CachedAppCompletion.kind
    )
    var app: [String] = []

    /// The apps named: ``app`` without the `--` that ends the options.
    var apps: [String] { AppArguments.apps(in: app) }

    @OptionGroup var store: StoreOptions

    @OptionGroup var format: FormatOption

    @OptionGroup var output: OutputOptions

    @OptionGroup var cache: CachePolicyOptions

    @Flag(help: "Print the whole description instead of its first lines.")
    var full = false

    @Option(
        parsing: .unconditional,
        help: "How many reviews the text page shows (0–50; JSON carries the whole first page).")
    var reviews = 3

    @Option(
        name: .customLong("section"),
        help: ArgumentHelp(
            "Only this part of the page (repeatable): \(PageSectionName.listed).",
            valueName: "part"),
        completion: .list(PageSectionName.names))
    var sectionNames: [String] = []

    /// The parts `--section` names (checked in `validate()`).
    var sections: [PageSectionName] { sectionNames.compactMap { try? PageSectionName.named($0) } }

    @Flag(help: "List every screenshot's URL, not only how many there are and their sizes.")
    var urls = false

    @Flag(help: "Never page: write straight to the terminal even when the page is taller than it.")
    var noPager = false

    @OptionGroup var verbose: VerboseOption

    @Flag(help: "Open the app's App Store page in the browser ($BROWSER, else the system's) instead.")
    var web = false

    func validate() throws {
        // Collected raw (see `app`): a mistyped option lands here and is named as such.
        try AppArguments.checkOptions(in: app, help: Self.helpMessage())
        for name in sectionNames { _ = try PageSectionName.named(name) }
        let app = apps
        guard !app.isEmpty else { throw ValidationError("Name an app: a link, an id or a bundle id.") }
        if app.count > 1 {
            if let word = app.first(where: { Self.severalIDs([$0]) == nil }) {
                throw ValidationError(
                    "Several apps can be named only by their ids, and “\(Self.quoted([word]))” is not one; show a link or a bundle id on its own."
                )
            }
            guard app.count <= Self.mostApps else {
                throw ValidationError("Name at most \(Self.mostApps) apps at once, not \(app.count).")
            }
        }
        if !(0...50).contains(reviews) { throw ValidationError("--reviews takes 0 to 50, not \(reviews).") }
    }

    func run() async throws {
        try await CommandSession.run(store: store, cache: cache, verbose: verbose) { session in
            if apps.count > 1, let ids = Self.severalIDs(apps) {
                return try await runSeveral(ids, in: session)
            }
            try await runOne(in: session)
        }
    }

    private func runOne(in session: CommandSession) async throws {
        let (environment, log) = (session.environment, session.log)
        let clock = ContinuousClock()
        let start = clock.now
        let reference = try AppReference(parsing: apps.first ?? "")
        _ = try session.composition()  // a bad --endpoint is named before a bad --country
        let chosen = try session.chooseStorefront(link: reference, logged: false)
        let sources = try session.sources()
        let storefront = await pageStorefront(for: reference, chosen: chosen, in: sources, session: session)
        if web, case .id(let id) = reference.lookup {
            // A link or an id names the page (in the store and language they chose) without
            // asking the store.
            return try openInBrowser(Self.storeAddress(of: id, in: storefront), environment: environment)
        }
        let viewModel = try session.composition().makePageViewModel(
            lookup: reference.lookup, storefront: storefront, sources: sources)
        let loaded = try await settledPage(of: viewModel, in: storefront, log: log)
        guard let listing = loaded.page.listing.fetched else { return }
        // The address is made here from the app's id and store, never taken from the record: a
        // store answer (or a server named with --endpoint) could say anything there.
        if web {
            return try openInBrowser(
                Self.storeAddress(of: listing.value.id, in: storefront), environment: environment)
        }
        let fetchedIn = clock.now - start
        describe(listing.freshness, log: log)
        if let details = loaded.page.storePage?.fetched?.value { log(StateTrace.storePage(details)) }
        let shown = try Self.only(sections, of: loaded.snapshot)
        let answer = SectionAnswer(sections, shown: shown, loaded: loaded, of: viewModel)
        switch format.value {
        case .text where shown.sections.isEmpty:
            break  // nothing to print: the notes below say why, never an empty line
        case .text:
            var renderer = PageRenderer(
                width: output.columns(in: environment), style: output.style(in: environment), full: full,
                reviews: reviews, urls: urls, language: DetailLanguage(storefront: storefront))
            renderer.moreReviewsCommand =
                "appdetail reviews \(listing.value.id) --country \(storefront.country)"
                + (storefront.language.map { " --lang \($0)" } ?? "")
            renderer.blockCharacters = environment.localeIsUnicode
            // A part shown alone is titled with the app it belongs to: the page's own header,
            // which names it, is not among the parts.
            let title =
                sections.isEmpty
                ? ""
                : output.style(in: environment).bold(
                    TerminalText.truncated(
                        TerminalText.oneLine("\(listing.value.name) · \(listing.value.developer.name)"),
                        to: renderer.width)) + "\n\n"
            let page = title + renderer.render(shown)
            // Laid out as on standard error: wrapped, the lines after the first under its text.
            let heading = loaded.freshnessNote.map { note in
                let fitted = TerminalText.fittedMessages(
                    "note: \(TerminalText.oneLine(note))\n", width: renderer.width)
                return fitted.split(separator: "\n").map { output.style(in: environment).dim(String($0)) }
                    .joined(separator: "\n") + "\n\n"
            }
            Pager.show(page, in: environment, allowed: !noPager, heading: heading ?? "")
        case .json:
            StandardOutputStream.write(
                try JSONText.encode(ShowDocument(loaded: loaded, storefront: storefront, snapshot: shown)))
        }
        if let note = loaded.freshnessNote {
            StandardErrorStream.write("note: \(TerminalText.oneLine(note))\n")
        }
        for note in loaded.partNotes + answer.notes {
            StandardErrorStream.write("note: \(TerminalText.oneLine(note))\n")
        }
        log(
            "total \(Self.milliseconds(clock.now - start)) (page settled in \(Self.milliseconds(fetchedIn)))"
        )
        if answer.isMissing { throw ExitCode(ExitStatus.notFound) }
    }

    /// The App Store page of app `id` in `storefront`.
    static func storeAddress(of id: AppID, in storefront: Storefront) -> URL {
        var parts = URLComponents()
        parts.scheme = "https"
        parts.host = "apps.apple.com"
        parts.path = "/\(storefront.country)/app/id\(id)"
        if let language = storefront.language {
            parts.queryItems = [URLQueryItem(name: "l", value: language)]
        }
        // A validated country, a number and a language tag always make an address.
        return parts.url ?? URL(fileURLWithPath: "/")
    }

    private func openInBrowser(_ address: URL, environment: CommandEnvironment) throws {
        StandardErrorStream.write(
            "Opening \(TerminalText.sanitized(address.absoluteString)) in your browser.\n")
        do {
            try BrowserOpener.open(address, environment: environment.variables)
        } catch {
            // The address on standard output, alone on its line, for a pipe or a copy; the
            // failure stays a failure (69) on standard error.
            StandardOutputStream.write(address.absoluteString + "\n")
            throw ErrorReporter.exit(
                message: "The browser could not be opened: \(error.message).",
                hint: "Open \(address.absoluteString) yourself, or set $BROWSER to a program that opens it.",
                status: ExitStatus.unavailable)
        }
    }

    /// Binds to the view model as a screen would, and waits until every part has settled
    /// (arrived, failed, or run out of time); `-v` prints each state and its changeset.
    private func settledPage(of viewModel: AppPageViewModel, in storefront: Storefront, log: VerboseLog)
        async throws -> LoadedPage
    {
        let states = viewModel.states  // subscribed first: the trace starts at idle
        let waiting = WaitingStatus(storefront: storefront, enabled: !verbose.isOn)
        defer { waiting.finish() }
        await viewModel.load(policy: cache.policy)
        var number = 0
        for await state in states {
            waiting.update(state)
            number += 1
            for line in StateTrace.lines(state, number: number) { log(line) }
            switch state {
            case .idle, .loading:
                continue
            case .loaded(let loaded):
                if loaded.isSettled { return loaded }
            case .failed(let failure):
                throw failure.error ?? AppDetailError.malformedAnswer(detail: failure.message)
            }
        }
        throw CancellationError()
    }

    /// The most apps `show` takes at once: one lookup's worth.
    static let mostApps = ListingLimits.idsPerLookup

    /// The apps of `words` when every one is an id (`640199958` or `id640199958`), else `nil`.
    static func severalIDs(_ words: [String]) -> [AppID]? {
        let ids = words.compactMap { word -> AppID? in
            guard case .id(let id)? = try? AppReference(parsing: word).lookup, !word.contains("/") else {
                return nil
            }
            return id
        }
        return ids.count == words.count ? ids : nil
    }

    /// The first few of `words`, each shortened, for a message (thousands may be typed).
    private static func quoted(_ words: [String]) -> String {
        let shown = words.prefix(3).map { TerminalText.quotable($0) }.joined(separator: " ")
        return words.count > 3 ? shown + " …" : shown
    }

    private func describe(_ freshness: Freshness, log: VerboseLog) {
        switch (freshness.source, freshness.staleness) {
        case (.network, _):
            log(
                "cache: \(cache.refresh ? "skipped (--refresh)" : "miss or expired"); fetched from the App Store"
            )
        case (.cache, .current), (.sample, .current):
            log("cache: hit, fetched \(freshness.fetchedAt)")
        case (.cache, _), (.sample, _):
            log(
                "cache: stale entry from \(freshness.fetchedAt) served because the App Store was not reachable"
            )
        }
    }

    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return String(format: "%.1f ms", Double(seconds) * 1_000 + Double(attoseconds) / 1e15)
    }

    /// The page with only the sections `names` ask for (all of it when none is named).
    static func only(_ names: [PageSectionName], of snapshot: DetailSnapshot) throws -> DetailSnapshot {
        guard !names.isEmpty else { return snapshot }
        let wanted = Set(names.flatMap(\.sections))
        return try DetailSnapshot(
            snapshot.sections.filter { wanted.contains($0.section) }, duplicates: .reject)
    }

}
