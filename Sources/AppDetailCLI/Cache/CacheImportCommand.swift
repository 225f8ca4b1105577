import AppDetailData
import AppDetailDomain
import AppDetailPresentation
import AppDetailTerminal
import ArgumentParser
import Foundation

/// `appdetail cache import <file>…`: store saved Lookup or Search answers.
struct CacheImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Store the iOS apps of saved lookup or search answers in the cache.",
        discussion: """
            Each app is stored under the store its URL names (apps.apple.com/kr/…), else under \
            --country. Each file is stored whole or not at all; the others still go in. --samples \
            puts the sample apps a new cache starts with back in (after cache clear, say).
            """)

    @Argument(
        help: "Saved answers of https://itunes.apple.com/lookup or /search (JSON); - reads standard input.",
        completion: .file(extensions: ["json"]))
    var files: [String] = []

    @Flag(
        help:
            "Also store the sample apps a new cache starts with (640199958 in us; 311867728 and 736602666 in kr)."
    )
    var samples = false

    @Option(
        name: .customLong("observed-at"),
        help:
            "When the answers were fetched (2020-03-01, or an ISO 8601 moment): their place in each app's history."
    )
    var observedAt: String?

    /// The store for apps whose URL names none, and the language the answers were asked in.
    @OptionGroup var storefront: StorefrontOptions

    @OptionGroup var cache: CacheDirectoryOption

    func validate() throws {
        if files.isEmpty && !samples {
            throw ValidationError("Name at least one file to import, or --samples for the sample apps.")
        }
        if let observedAt, ISOMoment.parse(observedAt) == nil {
            throw ValidationError(
                "--observed-at takes a date (2020-03-01) or an ISO 8601 moment, not “\(TerminalText.quotable(observedAt))”."
            )
        }
    }

    func run() throws {
        try CommandSession.run(cache: cache, storefront: storefront) { session in
            let (environment, words) = (session.environment, session.cacheWords)
            var firstFailure: ExitCode?
            let storefront = try session.chooseStorefront(logged: false).storefront
            let store = try session.openCache()
            let moment = observedAt.flatMap(ISOMoment.parse) ?? environment.now()
            // An answer carries no moment: the one used is said, so that an old capture is never
            // taken for today's without a word.
            let dated =
                ", observed \(HistoryWords.iso8601(moment))"
                + (observedAt == nil ? " (now; --observed-at gives when it was fetched)" : "")
            if samples {
                let count = try store.importSamples(Composition.sampleSeed)
                StandardOutputStream.write(words.samplesImported(count) + "\n")
            }
            for file in files {
                do {
                    let summary: ImportSummary
                    do {
                        summary = try store.importAnswer(
                            FileError.contents(of: file), fallback: storefront, fetchedAt: moment
                        )
                    } catch let error as AppDetailError {
                        throw FileError.answer(in: file, error)
                    }
                    var line =
                        "\(file): imported \(summary.imported) \(summary.imported == 1 ? "app" : "apps")\(dated)"
                    if !summary.skipped.isEmpty { line += ", skipped \(summary.skipped.count)" }
                    StandardOutputStream.write(TerminalText.sanitized(line) + "\n")
                    for reason in summary.skipped {
                        StandardOutputStream.write("  skipped \(TerminalText.sanitized(reason))\n")
                    }
                } catch {
                    // A file's own problem names the file; anything else is prefixed with it.
                    if !(error is FileError) {
                        StandardErrorStream.write("\(TerminalText.sanitized(file)): ")
                    }
                    let code = ErrorReporter.exit(for: error)
                    firstFailure = firstFailure ?? code
                }
            }
            if let firstFailure { throw firstFailure }
        }
    }
}
