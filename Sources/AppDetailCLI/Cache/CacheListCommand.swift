import AppDetailData
import AppDetailDomain
import AppDetailTerminal
import ArgumentParser
import Foundation

/// `appdetail cache list`: every cached app, newest first.
struct CacheListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the cached apps, newest first.",
        discussion: """
            On a terminal each line fits its width (a long name is cut with …); in a pipe or a \
            file names are whole.

            Examples:
              appdetail cache list --country kr
              appdetail cache list kakao
            """)

    @Argument(help: "Only the apps whose name or bundle id holds this text (in any case).")
    var text: [String] = []

    @Option(help: "Only the apps cached from this country's store, such as kr.")
    var country: String?

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
            let wanted = try Selection(text: text.joined(separator: " "), country: country)
            guard let store = try CacheCommands.openExisting(cache, in: environment) else {
                if format == .json { StandardOutput.write("[]\n") }
                return
            }
            if format == .json {
                try writeJSON(from: store, selecting: wanted)
                return
            }
            // Two reads of the file, a page at a time: one for the columns' widths, one to print.
            let now = environment.now()
            let header = words.listHeader
            var widths = header.map { TerminalText.displayWidth($0) }
            var count = 0
            try store.entries(pageSize: Self.pageSize) { all in
                let page = all.filter(wanted.matches)
                count += page.count
                for entry in page {
                    for (column, cell) in cells(of: entry, now: now, words: words).enumerated() {
                        widths[column] = max(widths[column], TerminalText.displayWidth(cell))
                    }
                }
            }
            guard count > 0 else {
                let path = cache.url(in: environment).map { TerminalText.sanitized($0.path) }
                StandardError.write(
                    "note: \(wanted.isEverything ? words.empty(at: path) : words.noneMatches)\n")
                return
            }
            // On a terminal the name gets what the other columns leave, so no line wraps.
            let nameRoom = environment.terminalColumns.map { columns in
                max(columns - 1 - widths.dropLast().reduce(0, +) - 2 * (widths.count - 1), 10)
            }
            func line(_ cells: [String]) -> String {
                var cells = cells
                if let room = nameRoom, let name = cells.last {
                    cells[cells.count - 1] = TerminalText.truncated(name, to: room)
                }
                return CacheCommands.tableLine(cells, widths: widths)
            }
            StandardOutput.write(line(header))
            try store.entries(pageSize: Self.pageSize) { all in
                StandardOutput.write(
                    all.filter(wanted.matches).map { line(cells(of: $0, now: now, words: words)) }.joined())
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
    private func writeJSON(from store: any CacheAdministration, selecting wanted: Selection) throws {
        var first = true
        var failure: (any Error)?
        try store.entries(pageSize: Self.pageSize) { all in
            let page = all.filter(wanted.matches)
            guard failure == nil, !page.isEmpty else { return }
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

extension CacheListCommand {
    /// Which entries a list shows: those holding `text` in their name or bundle id (any case)
    /// and cached from `country`'s store, when given.
    struct Selection {
        let text: String
        let country: String?

        init(text: String, country: String?) throws {
            self.text = text.lowercased()
            self.country = try country.map { try Storefront(country: $0).country }
        }

        /// Whether nothing is left out.
        var isEverything: Bool { text.isEmpty && country == nil }

        func matches(_ entry: CacheEntry) -> Bool {
            (country == nil || entry.storefront.country == country)
                && (text.isEmpty || entry.name.lowercased().contains(text)
                    || entry.bundleID.lowercased().contains(text))
        }
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
