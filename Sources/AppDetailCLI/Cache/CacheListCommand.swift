import AppDetailData
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

    /// How many entries are held at once, whatever the cache's size.
    static let pageSize = 1_000

    func run() throws {
        let environment = CommandEnvironment.current()
        let words = CacheWords(environment: environment.variables)
        do {
            guard let store = try CacheCommands.openExisting(cache, in: environment) else {
                if format == .json { StandardOutput.write("[]\n") }
                return
            }
            if format == .json {
                try writeJSON(from: store)
                return
            }
            // Two reads of the file, a page at a time: one for the columns' widths, one to print.
            let now = environment.now()
            let header = words.listHeader
            var widths = header.map { TerminalText.displayWidth($0) }
            var count = 0
            try store.entries(pageSize: Self.pageSize) { page in
                count += page.count
                for entry in page {
                    for (column, cell) in cells(of: entry, now: now, words: words).enumerated() {
                        widths[column] = max(widths[column], TerminalText.displayWidth(cell))
                    }
                }
            }
            guard count > 0 else {
                let path = cache.url(in: environment).map { TerminalText.sanitized($0.path) }
                StandardError.write("note: \(words.empty(at: path))\n")
                return
            }
            StandardOutput.write(CacheCommands.tableLine(header, widths: widths))
            try store.entries(pageSize: Self.pageSize) { page in
                StandardOutput.write(
                    page.map {
                        CacheCommands.tableLine(cells(of: $0, now: now, words: words), widths: widths)
                    }
                    .joined())
            }
        } catch {
            throw ErrorReporter.exit(for: error)
        }
    }

    private func cells(of entry: CacheEntry, now: Date, words: CacheWords) -> [String] {
        let sample = entry.isSample ? words.sampleMark : ""
        return [
            "\(entry.id)", entry.storefront.description, CacheCommands.age(of: entry.fetchedAt, now: now),
            TerminalText.sanitized(entry.name) + sample,
        ]
    }

    /// The entries as one JSON array, written a page at a time: each page is encoded as an array
    /// and its brackets dropped, so the text is the one a whole array would give.
    private func writeJSON(from store: any CacheAdministration) throws {
        var first = true
        var failure: (any Error)?
        try store.entries(pageSize: Self.pageSize) { page in
            guard failure == nil else { return }
            do {
                let text = try JSONText.encode(page.map(EntryJSON.init(entry:)))
                let items = text.dropFirst(2).dropLast(3)
                StandardOutput.write((first ? "[\n" : ",\n") + items)
                first = false
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        StandardOutput.write(first ? "[]\n" : "\n]\n")
    }
}

extension CacheListCommand.EntryJSON {
    init(entry: CacheEntry) {
        self.init(
            id: entry.id.rawValue, bundleId: entry.bundleID, name: entry.name,
            storefront: ShowDocument.StorefrontJSON(
                country: entry.storefront.country, language: entry.storefront.language),
            fetchedAt: entry.fetchedAt, bytes: entry.byteCount, sample: entry.isSample)
    }
}
