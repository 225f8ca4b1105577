import AppDetailData
import AppDetailDomain
import AppDetailPresentation
import ArgumentParser
import DiffableSections
import Foundation

/// `appdetail diff <old.json> <new.json>`: what changed between two saved answers of one app.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two saved lookup answers of one app, section by section.",
        discussion: """
            Prints the items removed, added, changed (long texts as the lines that changed) and \
            moved in each section, then the batch updates (index paths) a collection view would \
            apply to go from the old page to the new one. The labels follow the files' store \
            (their store URLs), or --country and --lang. With --exit-code, exits 1 when the \
            pages differ, as git diff does.
            """)

    @Argument(
        help: "The older saved lookup answer (JSON); - reads standard input.",
        completion: .file(extensions: ["json"]))
    var old: String

    @Argument(help: "The newer saved lookup answer (JSON).", completion: .file(extensions: ["json"]))
    var new: String

    /// Only the labels' language follows it; the answers' own texts are as saved.
    @OptionGroup var storefront: StorefrontOptions

    @OptionGroup var output: OutputOptions

    @OptionGroup var format: FormatOption

    @Flag(help: "Never page: write straight to the terminal even when the output is taller than it.")
    var noPager = false

    @Flag(help: "Exit with 1 when the pages differ (0 when they are the same).")
    var exitCode = false

    @Option(help: "The app to compare when a file holds several (a search answer, a multi-id lookup).")
    var app: String?

    func run() throws {
        try CommandSession.run(storefront: storefront) { session in
            let environment = session.environment
            let chosen = try app.map { text throws(AppDetailError) -> AppID in
                guard case .id(let id) = try AppReference(parsing: text).lookup else {
                    throw .invalidInput(.appID(text, .notDigits))
                }
                return id
            }
            let before = try Self.detail(at: old, app: chosen)
            let after = try Self.detail(at: new, app: chosen)
            guard before.id == after.id else {
                throw UsageError(
                    message: "The files describe two apps (\(before.id) and \(after.id)).",
                    hint: "Compare two answers for the same app.")
            }
            // The store URL is an App Store link: its store names the labels' language.
            let linked = (try? AppReference(parsing: after.storeURL.absoluteString))?.country
            let storefront = try session.chooseStorefront(linkCountry: linked, logged: false).storefront
            let now = environment.now()
            let builder = DetailSnapshotBuilder(storefront: storefront, now: { now })
            let comparison = DiffSummary(
                PageComparison(from: try builder.snapshot(for: before), to: try builder.snapshot(for: after)))
            switch format.value {
            case .text:
                let renderer = ChangeRenderer(
                    width: output.columns(in: environment), style: output.style(in: environment),
                    language: DetailLanguage(storefront: storefront))
                Pager.show(renderer.render(comparison), in: environment, allowed: !noPager)
            case .json:
                StandardOutputStream.write(
                    try JSONText.encode(DiffDocument(comparison, app: after.id, storefront: storefront)))
            }
            if exitCode, comparison.hasChanges { throw ExitCode(1) }
        }
    }

    /// The one iOS app in a saved answer, or the one `app` names; several without `app` is a
    /// usage error naming them, since comparing the first of each file could compare two apps.
    private static func detail(at path: String, app: AppID?) throws -> Listing {
        let data = try FileError.contents(of: path)
        let results: [Result<Listing, AppDetailError>]
        do {
            results = try SavedAnswer.results(in: data)
        } catch {
            throw FileError.answer(in: path, error)
        }
        let apps = results.compactMap { try? $0.get() }
        if let app {
            if let detail = apps.first(where: { $0.id == app }) { return detail }
            throw FileError(
                message: "\(path) holds no app with id \(app) (it holds \(Self.ids(of: apps))).",
                hint: "Pass --app with one of its ids.", status: ExitStatus.notFound)
        }
        if apps.count > 1 {
            throw UsageError(
                message: "\(path) holds \(apps.count) apps (\(Self.ids(of: apps))); diff compares one.",
                hint: "Choose one with --app, such as --app \(apps[0].id).")
        }
        if let detail = apps.first { return detail }
        if case .failure(let error)? = results.first { throw FileError.answer(in: path, error) }
        throw FileError(
            message: "\(path) holds no app (its results are empty).",
            hint: "Save the answer of a lookup that found the app.",
            status: ExitStatus.dataError)
    }

    /// The ids of `apps`, the first few of them.
    private static func ids(of apps: [Listing]) -> String {
        let shown = apps.prefix(5).map { "\($0.id)" }.joined(separator: ", ")
        return apps.count > 5 ? shown + ", …" : shown
    }
}
