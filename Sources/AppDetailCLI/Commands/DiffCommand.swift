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

    @Option(help: "text, or json.")
    var format: ShowCommand.Format = .text

    @Flag(help: "Exit with 1 when the pages differ (0 when they are the same).")
    var exitCode = false

    func run() throws {
        let environment = CommandEnvironment.current()
        var differs = false
        do {
            let before = try Self.detail(at: old)
            let after = try Self.detail(at: new)
            guard before.id == after.id else {
                throw UsageProblem(
                    message: "The files describe two apps (\(before.id) and \(after.id)).",
                    hint: "Compare two answers for the same app.")
            }
            // The store URL is an App Store link: its store names the labels' language.
            let linked = (try? AppReference(parsing: after.storeURL.absoluteString))?.country
            let storefront = try self.storefront.storefront(link: linked, in: environment).storefront
            let now = environment.now()
            let builder = DetailSnapshotBuilder(storefront: storefront, now: { now })
            let comparison = PageComparison(
                from: try builder.snapshot(for: before), to: try builder.snapshot(for: after))
            switch format {
            case .text:
                let renderer = ChangeRenderer(
                    width: output.columns(in: environment), style: output.style(in: environment))
                StandardOutput.write(renderer.render(comparison))
            case .json:
                StandardOutput.write(
                    try JSONText.encode(DiffDocument(comparison, app: after.id, storefront: storefront)))
            }
            differs = comparison.hasChanges
        } catch {
            throw ErrorReporter.exit(for: error)
        }
        if exitCode, differs { throw ExitCode(1) }
    }

    /// The first iOS app in a saved answer.
    private static func detail(at path: String) throws -> AppDetail {
        let data = try FileProblem.contents(of: path)
        let results: [Result<AppDetail, AppDetailError>]
        do {
            results = try AppDetailDataFactory.makeAnswerDecoder().results(in: data)
        } catch {
            throw FileProblem.answer(in: path, error)
        }
        if let detail = results.lazy.compactMap({ try? $0.get() }).first { return detail }
        if case .failure(let error)? = results.first { throw FileProblem.answer(in: path, error) }
        throw FileProblem(
            message: "\(path) holds no app (its results are empty).",
            hint: "Save the answer of a lookup that found the app.",
            status: ExitStatus.dataError)
    }
}
