import AppDetailDomain
import AppDetailPresentation
import AppDetailTerminal
import ArgumentParser
import Foundation

/// `appdetail world <app>`: one app in every storefront asked, with the whole on top.
struct WorldCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "world",
        abstract: "Show an app in many storefronts at once: its rating, count, price and version in each.",
        discussion: """
            Each storefront's answer is cached and kept in the history like any lookup, so a \
            second look within \(CacheAges.words(CacheAges.listing)) asks the store for nothing, \
            and a look that was interrupted (Ctrl-C) or refused by the store goes on where it \
            stopped. Storefronts are asked one at a time, within the request budget (--rate: about \
            20 a minute, so all 175 take about 9 minutes the first time); --timeout bounds each \
            one's request. \
            On top: the rating weighted by each storefront's count of ratings, the total count, \
            and the storefronts that do not sell the app or gave no answer. Where the history \
            holds the week before (a look or a `track run` seven days ago or more), a "7 days" \
            column shows how each storefront's rating and count moved since, on a terminal \
            wide enough for it (weekBefore in JSON, two more columns in CSV).

            Storefronts: two-letter codes and groups, separated by commas. Groups: \
            \(StorefrontGroup.all.map(\.name).joined(separator: ", ")) (also asia, latam, mea).

            Examples:
              appdetail world 389801252
              appdetail world 389801252 --countries eu --sort rating
              appdetail world com.burbn.instagram --countries kr,jp,us,de --lang ko
            """)

    @Argument(help: "The app: its store link, its id, or its bundle id.")
    var app: String

    @Option(
        help: ArgumentHelp(
            "The storefronts: codes and groups separated by commas (all, eu, europe, asia-pacific, americas, latin-america, us-canada, africa-middle-east-india).",
            valueName: "list"),
        completion: .list(StorefrontGroup.all.map(\.name) + StorefrontCatalog.codes))
    var countries: String = "all"

    @Option(help: "Order the storefronts by count (most ratings first), rating or storefront.")
    var sort: WorldSortOption = .count

    @Option(help: "text, json (one document) or csv (one row per storefront).")
    var format: WorldFormat = .text

    @Flag(help: "Never page: write straight to the terminal even when the table is taller than it.")
    var noPager = false

    @OptionGroup var store: StoreOptions

    @OptionGroup var output: OutputOptions

    @OptionGroup var cache: CachePolicyOptions

    @OptionGroup var verbose: VerboseOption

    func validate() throws {
        if store.storefront.country != nil {
            throw ValidationError("world names its storefronts with --countries, not --country.")
        }
    }

    func run() async throws {
        try await CommandSession.run(store: store, cache: cache, verbose: verbose) { session in
            let environment = session.environment
            let selection = try StorefrontSelection(parsing: countries)
            let reference = try AppReference(parsing: app)
            let language = try pageLanguage(in: environment)
            let composition = try session.composition()
            let loader = composition.makeWorldLoader()
            let progress = WorldProgressLine(perMinute: composition.requestRate.perMinute)
            let world: AppAroundTheWorld
            do {
                world = try await loader.load(
                    reference.lookup, in: selection.storefronts, policy: session.policy
                ) { _, step in progress.show(step) }
            } catch {
                progress.finish()
                throw error
            }
            progress.finish()
            let table = WorldTable(world: world, sort: sort.value, language: language)
            let order = table.rows.isEmpty ? world.rows.map(\.id) : table.rows.map(\.id)
            switch format {
            case .text:
                let text = WorldRenderer(
                    width: output.columns(in: environment), style: output.style(in: environment)
                ).render(table)
                Pager.show(text, in: environment, allowed: !noPager)
            case .json:
                StandardOutputStream.write(try JSONText.encode(WorldDocument(world: world, order: order)))
            case .csv:
                StandardOutputStream.write(WorldCSV.text(of: world, order: order))
            }
            try Self.checkAnswered(world)
        }
    }

    /// An app no storefront asked sells ends with 66, said once. A look that left storefronts
    /// without an answer ends with the first one's failure as its status (75 when the store
    /// refused requests), after the table: what was answered is kept, and the same command asks
    /// only for the rest.
    private static func checkAnswered(_ world: AppAroundTheWorld) throws {
        if world.whole.isNowhere {
            // Said once, for every storefront: the table's one line says it on the screen.
            throw ErrorReporter.exit(
                message: "No storefront of the \(world.rows.count) asked sells \(world.lookup).",
                hint:
                    "Check the id (appdetail search finds one by name), or ask other storefronts with --countries.",
                status: ExitStatus.notFound)
        }
        let failures = world.rows.compactMap(\.answer.failure)
        guard let first = failures.first(where: { $0 == .throttled }) ?? failures.first else { return }
        throw UnansweredStorefronts.exit(
            codes: world.whole.unanswered.map { $0.uppercased() }, of: world.rows.count, error: first,
            hint:
                "The answers received are kept; run the same command again later and it asks only the storefronts left."
        )
    }

    /// The labels' language: `--lang` when it names one of the page's languages, else the
    /// locale's.
    private func pageLanguage(in environment: CommandEnvironment) throws -> DetailLanguage {
        guard let tag = store.storefront.language else { return environment.localeLanguage }
        return try StorefrontOptions.pageLanguage(tag)
    }
}

/// `--format`'s values.
enum WorldFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, csv
}

/// `--sort`'s values.
enum WorldSortOption: String, ExpressibleByArgument, CaseIterable {
    case count, rating, storefront

    var value: WorldSort { WorldSort(rawValue: rawValue) ?? .count }
}
