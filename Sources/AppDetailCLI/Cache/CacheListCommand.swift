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
            On a terminal each line fits its width (a long name is cut with …) and a list taller \
            than the terminal is paged ($PAGER, else less -FRX); in a pipe or a file names are \
            whole.

            Examples:
              appdetail cache list --country kr
              appdetail cache list kakao --sort name
            """)

    @Argument(help: "Only the apps whose name, developer or bundle id holds this text (in any case).")
    var text: [String] = []

    @Option(help: "Only the apps cached from this country's store, such as kr.")
    var country: String?

    @Option(help: "newest (the default), oldest, name, id or store (then newest first).")
    var sort: Order = .newest

    @OptionGroup var cache: CacheDirectoryOption

    @Flag(help: "Never page: write straight to the terminal even when the list is taller than it.")
    var noPager = false

    @OptionGroup var format: FormatOption

    /// One entry of `cache list --format json`.
    struct EntryJSON: Encodable {
        let id: Int64
        let bundleId: String
        let name: String
        let developer: String
        let storefront: StorefrontJSON
        let fetchedAt: Date
        let bytes: Int
        let sample: Bool
    }

    /// How many entries are held at once in the newest-first order, whatever the cache's size.
    static let pageSize = 1_000

    /// The order of the list.
    enum Order: String, ExpressibleByArgument, CaseIterable {
        case newest, oldest, name, id, store

        /// Whether `a` comes before `b`; entries read newest first stay so where this ties.
        func precedes(_ a: CacheEntry, _ b: CacheEntry) -> Bool {
            switch self {
            case .newest: a.fetchedAt > b.fetchedAt
            case .oldest: a.fetchedAt < b.fetchedAt
            case .name: a.name.localizedStandardCompare(b.name) == .orderedAscending
            case .id: a.id.rawValue < b.id.rawValue
            case .store: a.storefront.description < b.storefront.description
            }
        }
    }

    func run() throws {
        try CommandSession.run(cache: cache) { session in
            let (environment, words) = (session.environment, session.cacheWords)
            let wanted = try Selection(text: text.joined(separator: " "), country: country)
            guard let store = try session.existingCache() else {
                if format.value == .json { StandardOutputStream.write("[]\n") }
                return
            }
            if format.value == .json {
                try writeJSON(from: store, selecting: wanted)
                return
            }
            // Two reads of the file, a page at a time: one for the columns' widths, one to print.
            let now = environment.now()
            let header = words.listHeader
            var widths = header.map { TerminalText.displayWidth($0) }
            var count = 0
            try pages(of: store, selecting: wanted) { page in
                count += page.count
                for entry in page {
                    for (column, cell) in cells(of: entry, now: now, words: words).enumerated() {
                        widths[column] = max(widths[column], TerminalText.displayWidth(cell))
                    }
                }
            }
            guard count > 0 else {
                let path = cache.url(in: environment).map { TerminalText.sanitized($0.path) }
                StandardErrorStream.write(
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
            // On a terminal the whole list goes to the pager; elsewhere it is written a page at a time.
            let paged = environment.standardOutputIsTerminal && !noPager
            var text = line(header)
            try pages(of: store, selecting: wanted) { page in
                text += page.map { line(cells(of: $0, now: now, words: words)) }.joined()
                if !paged {
                    StandardOutputStream.write(text)
                    text = ""
                }
            }
            if paged { Pager.show(text, in: environment, allowed: true) }
        }
    }

    /// The entries `wanted` selects, in the list's order, a page at a time: read a page at a time
    /// newest first, and gathered whole (without their stored answers) for any other order.
    private func pages(
        of store: any CacheAdministration, selecting wanted: Selection, _ body: ([CacheEntry]) -> Void
    ) throws {
        guard sort != .newest else {
            try store.entries(pageSize: Self.pageSize) { body($0.filter(wanted.matches)) }
            return
        }
        var all: [CacheEntry] = []
        try store.entries(pageSize: Self.pageSize) { all += $0.filter(wanted.matches) }
        // Sorting the indices keeps the newest-first order among ties.
        let order = all.indices.sorted { a, b in
            sort.precedes(all[a], all[b]) || (!sort.precedes(all[b], all[a]) && a < b)
        }
        for start in stride(from: 0, to: order.count, by: Self.pageSize) {
            body(order[start..<min(start + Self.pageSize, order.count)].map { all[$0] })
        }
    }

    private func cells(of entry: CacheEntry, now: Date, words: CacheWords) -> [String] {
        let sample = entry.isSample ? words.sampleMark : ""
        return [
            "\(entry.id)", entry.storefront.description, CacheCommands.age(of: entry.fetchedAt, now: now),
            TerminalText.oneLine(entry.name) + sample,
        ]
    }

    /// The entries as one JSON array, written a page at a time: each page is encoded as an array
    /// and its brackets dropped, so the text is the one a whole array would give.
    private func writeJSON(from store: any CacheAdministration, selecting wanted: Selection) throws {
        var first = true
        var failure: (any Error)?
        try pages(of: store, selecting: wanted) { page in
            guard failure == nil, !page.isEmpty else { return }
            do {
                let text = try JSONText.encode(page.map(EntryJSON.init(entry:)))
                let items = text.dropFirst(2).dropLast(3)
                StandardOutputStream.write((first ? "[\n" : ",\n") + items)
                first = false
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        StandardOutputStream.write(first ? "[]\n" : "\n]\n")
    }
}

extension CacheListCommand {
    /// Which entries a list shows: those holding `text` in their name, developer or bundle id (any case)
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
                    || entry.bundleID.lowercased().contains(text)
                    || entry.developer.lowercased().contains(text))
        }
    }
}

extension CacheListCommand.EntryJSON {
    init(entry: CacheEntry) {
        self.init(
            id: entry.id.rawValue, bundleId: entry.bundleID, name: entry.name, developer: entry.developer,
            storefront: StorefrontJSON(entry.storefront),
            fetchedAt: entry.fetchedAt, bytes: entry.byteCount, sample: entry.isSample)
    }
}
