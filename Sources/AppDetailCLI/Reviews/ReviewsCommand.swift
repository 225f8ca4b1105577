import AppDetailDomain
import AppDetailPresentation
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
            """)

    enum Sort: String, ExpressibleByArgument, CaseIterable {
        case recent, helpful

        var reviewSort: ReviewSort { self == .recent ? .mostRecent : .mostHelpful }
    }

    @Argument(help: "An App Store link, or an id such as 640199958 or id640199958.")
    var app: String

    @Option(help: "The page, 1 to 10.")
    var page = 1

    @Option(help: "recent (newest first) or helpful (most helpful first).")
    var sort: Sort = .recent

    @OptionGroup var store: StoreOptions

    @Option(help: "text, or json.")
    var format: ShowCommand.Format = .text

    @OptionGroup var output: OutputOptions

    @Flag(help: "Ask the App Store even when the cached page is current.")
    var refresh = false

    @Flag(help: "Use only the cache; never touch the network.")
    var offline = false

    @Flag(help: "Never page: write straight to the terminal even when the list is taller than it.")
    var noPager = false

    func validate() throws {
        if refresh && offline { throw ValidationError("--refresh and --offline cannot be used together.") }
    }

    func run() async throws {
        let environment = CommandEnvironment.current()
        var storefront: Storefront?
        do {
            let reference = try AppReference(parsing: app)
            guard case .id(let id) = reference.lookup else {
                throw UsageProblem(
                    message: "Reviews are found by the app's id, not by a bundle id.",
                    hint: "Give the number from the app's store link, or the link itself.")
            }
            storefront = try store.storefront.storefront(link: reference.country, in: environment).storefront
            guard let storefront else { return }
            let request = ReviewRequest(
                app: id, storefront: storefront, page: try ReviewPageNumber(page), sort: sort.reviewSort)
            let composition = Composition(
                cacheDirectory: store.cache.url(in: environment),
                endpoint: try store.endpointURL(in: environment),
                timeout: store.fetchTimeout, log: VerboseLog(enabled: false), now: environment.now)
            let policy: CachePolicy = refresh ? .refresh : offline ? .offline : .standard
            let fetched = try await composition.makeReviewsFetcher().fetch(request, policy: policy)
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
        var lines = [
            "Reviews of \(request.app) in the \(request.storefront.country.uppercased()) store, "
                + "\(sort == .recent ? "newest" : "most helpful") first, page \(request.page)"
        ]
        if items.isEmpty { lines += ["", "No reviews on this page."] }
        for item in items { lines += [""] + renderer.reviewCard(item, wholeBody: true) }
        if fetched.value.hasNextPage {
            lines += ["", "Next page: appdetail reviews \(request.app) --page \(request.page.rawValue + 1)"]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// The reviews feed's page size, for showing a whole page.
enum ReviewFeedLimits {
    static let pageSize = 50
}
