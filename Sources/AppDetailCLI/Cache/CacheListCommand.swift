import AppDetailTerminal
import ArgumentParser
import Foundation

/// `appdetail cache list`: every cached app, newest first.
struct CacheListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the cached apps, newest first.")

    @OptionGroup var cache: CacheDirectoryOption

    @Option(help: "text (an aligned table), or json.")
    var format: ShowCommand.Format = .text

    /// One entry of `cache list --format json`.
    struct EntryJSON: Encodable {
        let id: Int64
        let bundleId: String
        let name: String
        let storefront: ShowDocument.StorefrontJSON
        let fetchedAt: Date
        let bytes: Int
        let sample: Bool
    }

    func run() throws {
        let environment = CommandEnvironment.current()
        let words = CacheWords(environment: environment.variables)
        do {
            guard let store = try CacheCommands.openExisting(cache, in: environment) else {
                if format == .json { StandardOutput.write("[]\n") }
                return
            }
            let entries = try store.entries()
            if format == .json {
                StandardOutput.write(
                    try JSONText.encode(
                        entries.map { entry in
                            EntryJSON(
                                id: entry.id.rawValue, bundleId: entry.bundleID, name: entry.name,
                                storefront: ShowDocument.StorefrontJSON(
                                    country: entry.storefront.country, language: entry.storefront.language),
                                fetchedAt: entry.fetchedAt, bytes: entry.byteCount,
                                sample: entry.isSample)
                        }))
                return
            }
            guard !entries.isEmpty else {
                let path = cache.url(in: environment).map { TerminalText.sanitized($0.path) }
                StandardError.write("note: \(words.empty(at: path))\n")
                return
            }
            let now = environment.now()
            let rows = entries.map { entry -> [String] in
                let sample = entry.isSample ? words.sampleMark : ""
                return [
                    "\(entry.id)", entry.storefront.description,
                    CacheCommands.age(of: entry.fetchedAt, now: now),
                    TerminalText.sanitized(entry.name) + sample,
                ]
            }
            StandardOutput.write(CacheCommands.table(header: words.listHeader, rows: rows))
        } catch {
            throw ErrorReporter.exit(for: error)
        }
    }
}
