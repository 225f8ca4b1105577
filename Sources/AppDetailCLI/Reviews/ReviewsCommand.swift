import AppDetailDomain
import AppDetailPresentation
import AppDetailTerminal
import ArgumentParser
import Foundation

/// `appdetail reviews <id>`: one page of an app's customer reviews.
struct ReviewsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reviews",
        abstract: "List an app's customer reviews, a page of up to 50 at a time.",
        discussion: """
            The App Store's reviews feed serves pages 1 to 10. A cached page younger than an hour \
            is shown without the network.

            Examples:
              appdetail reviews 284882215 --country us
              appdetail reviews 311867728 --country kr --page 2 --sort helpful
            """)

    enum Sort: String, ExpressibleByArgument, CaseIterable {
        case recent, helpful

        var reviewSort: ReviewSort { self == .recent ? .mostRecent : .mostHelpful }
    }

    @Argument(
        help: "An App Store link, an id such as 640199958 or id640199958, or a bundle id.",
        completion: CachedAppCompletion.kind)
    var app: String

    @Option(parsing: .unconditional, help: "The page, 1 to 10.")
    var page = 1

    @Option(help: "recent (newest first) or helpful (most helpful first).")
    var sort: Sort = .recent

    @OptionGroup var store: StoreOptions

    @Option(help: "text, or json.")
    var format: ShowCommand.Format = .text

    @OptionGroup var output: OutputOptions

    @OptionGroup var cache: CachePolicyOptions

    @Flag(help: "Never page: write straight to the terminal even when the list is taller than it.")
    var noPager = false

    func validate() throws {
    }

    func run() async throws {
        let environment = CommandEnvironment.current()
        var storefront: Storefront?
        do {
            let reference = try AppReference(parsing: app)
            var (chosen, _) = try store.storefront.storefront(
                link: reference.country, linkLanguage: reference.language, in: environment)
            let pageNumber = try ReviewPageNumber(page)
            let composition = try Composition(
                store: store, environment: environment, log: VerboseLog(enabled: false))
            if cache.offline { try composition.requireCacheToRead() }
            let sources = composition.makeSources(creatingCache: !cache.offline)
            let policy = cache.policy
            // Offline and no store named: the one store whose cache holds the app, as `show` does.
            let free =
                cache.offline && !store.storefront.isNamed(link: reference.country)
                && store.storefront.language == nil && reference.language == nil
            if free, case .bundleID = reference.lookup,
                let only = try await composition.onlyCachedStorefront(of: reference.lookup, in: sources)
            {
                chosen = only
            }
            storefront = chosen
            let id: AppID
            switch reference.lookup {
            case .id(let number): id = number
            case .bundleID:
                // The feed is keyed by id: the listing (cached, or the store's) names it.
                id = try await composition.makeListingFetcher(sources: sources)
                    .fetch(reference.lookup, in: chosen, policy: cache.offline ? .offline : .standard).value
                    .id
            }
            if free, case .id = reference.lookup {
                let cached = try await sources.reviews.cachedStorefronts(for: id)
                if cached.count == 1, let only = cached.first { chosen = only }
            }
            storefront = chosen
            let request = ReviewRequest(app: id, storefront: chosen, page: pageNumber, sort: sort.reviewSort)
            let fetched = try await composition.makeReviewsFetcher(sources: sources).fetch(
                request, policy: policy)
            switch format {
            case .text:
                let list = text(of: fetched, request: request, environment: environment)
                Pager.show(list, in: environment, allowed: !noPager)
            case .json:
                StandardOutput.write(try JSONText.encode(ReviewsDocument(fetched: fetched, request: request)))
            }
            if case .servedAfterFailure(let error) = fetched.freshness.staleness {
                StandardError.write(
                    "note: \(TerminalText.sanitized("Showing cached reviews; refreshing them failed: \(error.message)"))\n"
                )
            }
        } catch {
            throw ErrorReporter.exit(for: error, storefront: storefront)
        }
    }

    private func text(
        of fetched: Fetched<ReviewPage>, request: ReviewRequest, environment: CommandEnvironment
    )
        -> String
    {
        let language = DetailLanguage(storefront: request.storefront)
        let renderer = PageRenderer(
            width: output.columns(in: environment), style: output.style(in: environment), full: true,
            reviews: ReviewFeedLimits.pageSize, urls: false, language: language)
        let items = DetailSnapshotBuilder(language: language, now: environment.now).reviewItems(
            for: fetched.value)
        let hints = Hints(language: language)
        let width = output.columns(in: environment)
        let header = hints.reviewsHeader(
            app: "\(request.app)", store: request.storefront.country.uppercased(),
            newestFirst: sort == .recent,
            page: request.page.rawValue)
        var lines = TerminalText.wrapped(header, width: width)
        if items.isEmpty { lines += [""] + TerminalText.wrapped(hints.noReviewsOnPage, width: width) }
        for item in items { lines += [""] + renderer.reviewCard(item, wholeBody: true) }
        if fetched.value.hasNextPage {
            // A command is never split: too long for one line with its label, it gets its own.
            let command = Self.command(for: request, page: request.page.rawValue + 1)
            let line = hints.nextPage(command)
            lines += [""]
            lines +=
                TerminalText.displayWidth(line) <= width
                ? [line] : [hints.nextPage("").trimmingCharacters(in: .whitespaces), command]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension ReviewsCommand {
    /// The `appdetail reviews` command for `page` of the same list — same app, store, language
    /// and order — which runs as printed.
    static func command(for request: ReviewRequest, page: Int) -> String {
        var words = ["appdetail", "reviews", "\(request.app)", "--country", request.storefront.country]
        if let language = request.storefront.language { words += ["--lang", language] }
        if request.sort == .mostHelpful { words += ["--sort", Sort.helpful.rawValue] }
        return (words + ["--page", "\(page)"]).joined(separator: " ")
    }
}

/// The reviews feed's page size, for showing a whole page.
enum ReviewFeedLimits {
    static let pageSize = 50
}
