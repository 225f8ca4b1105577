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
            The App Store's reviews feed serves pages 1 to 10. A cached page younger than \(CacheAges.words(CacheAges.reviews)) \
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

    @OptionGroup var format: FormatOption

    @OptionGroup var output: OutputOptions

    @OptionGroup var cache: CachePolicyOptions

    @Flag(help: "Never page: write straight to the terminal even when the list is taller than it.")
    var noPager = false

    func run() async throws {
        try await CommandSession.run(store: store, cache: cache, verbose: nil) { session in
            let environment = session.environment
            let reference = try AppReference(parsing: app)
            let (chosen, _) = try session.chooseStorefront(link: reference, logged: false)
            let pageNumber = try ReviewPageNumber(page)
            let sources = try session.sources()
            let (id, storefront) = try await reviewsTarget(
                for: reference, chosen: chosen, in: sources, session: session)
            let request = ReviewRequest(
                app: id, storefront: storefront, page: pageNumber, sort: sort.reviewSort)
            let fetched = try await session.composition().makeReviewsFetcher(sources: sources).fetch(
                request, policy: session.policy)
            switch format.value {
            case .text:
                // Titled with the app's name when its listing is cached (read, never fetched).
                let name = try? await sources.listings.cachedListing(for: .id(id), in: storefront)?.value.name
                let list = text(of: fetched, request: request, appName: name, environment: environment)
                Pager.show(list, in: environment, allowed: !noPager)
            case .json:
                StandardOutputStream.write(
                    try JSONText.encode(ReviewsDocument(fetched: fetched, request: request)))
            }
            ErrorReporter.noteIfServedAfterFailure(
                fetched.freshness, shown: "cached reviews", retry: "refreshing them")
        }
    }

    private func text(
        of fetched: Fetched<ReviewPage>, request: ReviewRequest, appName: String?,
        environment: CommandEnvironment
    )
        -> String
    {
        let language = DetailLanguage(storefront: request.storefront)
        let renderer = PageRenderer(
            width: output.columns(in: environment), style: output.style(in: environment), full: true,
            reviews: ReviewFeedLimits.pageSize, urls: false, language: language)
        let items = DetailSnapshotBuilder(language: language, now: environment.now).reviewItems(
            for: fetched.value)
        let hints = TerminalWords(language: language)
        let width = output.columns(in: environment)
        let header = hints.reviewsHeader(
            app: appName.map { "\(TerminalText.oneLine($0)) (\(request.app))" } ?? "\(request.app)",
            store: request.storefront.country.uppercased(),
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
