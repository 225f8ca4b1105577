import AppDetailDomain
import AppDetailPresentation
import AppDetailTerminal
import ArgumentParser
import Foundation

/// `appdetail developer <developer | app>`: a developer's apps in one store.
struct DeveloperCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "developer",
        abstract: "List a developer's apps, with each app's rating and price.",
        discussion: """
            Name the developer by id (the number in a developer link), by a developer link, or by \
            one of their apps: an app link or bundle id, or an app's id with --app. One artist \
            lookup answers it; the list is answered from the cache for \(CacheAges.words(CacheAges.developerApps)), \
            and offline after that.

            Examples:
              appdetail developer 362057950 --country kr
              appdetail developer https://apps.apple.com/us/developer/apple/id284417353
              appdetail developer --app 284882215 --format json
            """)

    @Argument(help: "A developer's id or link, or an app's link or bundle id.")
    var developer: String?

    @Option(help: "An app's id: list the apps of that app's developer.")
    var app: String?

    @OptionGroup var store: StoreOptions

    @OptionGroup var format: FormatOption

    @OptionGroup var output: OutputOptions

    @OptionGroup var cache: CachePolicyOptions

    @OptionGroup var verbose: VerboseOption

    func validate() throws {
        switch (developer, app) {
        case (nil, nil):
            throw ValidationError(
                "Name a developer: an id such as 362057950, a developer link, or an app (--app ID, a link, a bundle id)."
            )
        case (.some, .some):
            throw ValidationError("Name the developer or one of their apps (--app), not both.")
        default: break
        }
    }

    func run() async throws {
        try await CommandSession.run(store: store, cache: cache, verbose: verbose) { session in
            let environment = session.environment
            let reference = try self.reference()
            let (chosen, _) = try session.chooseStorefront(linkCountry: reference.country)
            let sources = try session.sources()
            let loaded = try await session.composition().makeDeveloperAppsLoader(sources: sources).apps(
                of: reference, in: chosen, policy: session.policy)
            session.log(
                "developer apps: \(loaded.freshness.source.rawValue), fetched \(loaded.freshness.fetchedAt)")
            let language = DetailLanguage(storefront: chosen)
            switch format.value {
            case .text:
                let table = AppTable(
                    width: output.columns(in: environment), style: output.style(in: environment),
                    language: language)
                StandardOutputStream.write(
                    table.render(
                        DeveloperAppsListing(catalog: loaded.value, storefront: chosen, language: language)))
            case .json:
                StandardOutputStream.write(
                    try JSONText.encode(DeveloperDocument(catalog: loaded, storefront: chosen)))
            }
            ErrorReporter.noteIfServedAfterFailure(
                loaded.freshness, shown: "the cached list", retry: "asking the store again")
        }
    }

    /// The developer the arguments name.
    private func reference() throws(AppDetailError) -> DeveloperReference {
        if let app {
            return .app(AppReference(lookup: .id(try AppID(parsing: app)), country: nil))
        }
        return try DeveloperReference(parsing: developer ?? "")
    }
}
