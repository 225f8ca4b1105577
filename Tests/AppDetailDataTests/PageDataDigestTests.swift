import AppDetailDomain
import Foundation
import GRDB
import TestSupport
import Testing

@testable import AppDetailData

/// The page data's digest reads as the page data does: the same details from every captured
/// page and from damaged ones, every key the parser names kept, and a real cache that serves a
/// warm page from the digest and a row from before from the raw data.
@Suite("The store page's digest", .enabled(if: SharedFixtures.available))
struct PageDataDigestTests {
    /// Every captured page that embeds today's page data, with its app.
    static func capturedPages() throws -> [(id: AppID, data: Data)] {
        var pages: [(AppID, Data)] = []
        for kind in ["page", "page-whole"] {
            let folder = StorePageClientTests.folder.appendingPathComponent(kind)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            where name.hasSuffix(".html") {
                let id = try #require(AppID(rawValue: Int64(name.prefix { $0.isNumber }) ?? 0))
                let html = StorePageHTML(try Data(contentsOf: folder.appendingPathComponent(name)))
                if let data = try html.serverData() { pages.append((id, data)) }
            }
        }
        return pages
    }

    /// What the parser makes of `data` and of its digest: the details, or the error's words.
    static func readBoth(_ data: Data, _ id: AppID) throws -> (raw: Read, digest: Read) {
        let digest = try #require(PageDataDigest.digest(of: data))
        let document = try #require(PageDataDigest.document(in: digest))
        func read(_ parse: () throws(AppDetailError) -> StorePageDetails) -> Read {
            do { return .details(try parse()) } catch { return .error(error.message) }
        }
        return (
            read { () throws(AppDetailError) in try PageShelvesParser.details(from: data, for: id) },
            read { () throws(AppDetailError) in try PageShelvesParser.details(fromDocument: document, for: id)
            }
        )
    }

    enum Read: Equatable {
        case details(StorePageDetails)
        case error(String)
    }

    @Test func everyCapturedPageReadsTheSameFromItsDigest() throws {
        let pages = try Self.capturedPages()
        #expect(pages.count >= 11, "the ten Information shelves and today's whole page")
        for (id, data) in pages {
            let details = try PageShelvesParser.details(from: data, for: id)
            let digest = try #require(PageDataDigest.digest(of: data))
            let fromDigest = try PageShelvesParser.details(
                fromDocument: try #require(PageDataDigest.document(in: digest)), for: id)
            #expect(fromDigest == details, "\(id)")
        }
        let whole = try #require(pages.first { $0.id.rawValue == 570_060_128 })
        let digest = try #require(PageDataDigest.digest(of: whole.data))
        #expect(digest.count * 8 < whole.data.count, "\(digest.count) of \(whole.data.count) bytes")
    }

    /// Damage anywhere in the shelves — a value of another type, `null`, a key taken away — reads
    /// the same from the digest as from the data, whatever the parser makes of it.
    @Test(arguments: 0..<40)
    func aDamagedPageReadsTheSameFromItsDigest(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let whole = try #require(try Self.capturedPages().first { $0.id.rawValue == 570_060_128 })
        let root = try #require(try JSONSerialization.jsonObject(with: whole.data) as? [String: Any])
        var outer = try #require((root["data"] as? [[String: Any]])?.first)
        var page = try #require(outer["data"] as? [String: Any])
        var mapping = try TodaysWholePageTests.shelves(root)
        let read = [
            "productRatings", "mostRecentVersion", "privacyTypes", "privacyHeader", "similarItems",
            "moreByDeveloper", "appEvents", "informationRibbon", "information",
        ]
        for _ in 0..<3 {
            let shelf = read[Int.random(in: 0..<read.count, using: &generator)]
            mapping[shelf] = Self.damaged(mapping[shelf] as Any, using: &generator)
        }
        page["shelfMapping"] = mapping
        outer["data"] = page
        let data = try JSONSerialization.data(withJSONObject: ["data": [outer]])
        let both = try Self.readBoth(data, whole.id)
        #expect(both.digest == both.raw)
    }

    /// Every key the parser's files name is kept, so a parser that reads a new key without
    /// adding it to the list (and raising the version) fails here, not in a warm page.
    @Test func everyKeyTheParserNamesIsKept() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/AppDetailData/StorePage").standardized
        var named: Set<String> = []
        for file in ["PageShelvesParser.swift", "PageShelves+Readers.swift"] {
            let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let code = source.split(separator: "\n").map { $0.split(separator: "//").first ?? "" }
            for line in code {
                let pieces = line.split(separator: "\"", omittingEmptySubsequences: false)
                for (index, piece) in pieces.enumerated() where index % 2 == 1 {
                    let word = String(piece)
                    if !word.isEmpty,
                        word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "$" || $0 == "_" })
                    {
                        named.insert(word)
                    }
                }
            }
        }
        #expect(named.count > 40, "read the parser's files: \(named.count)")
        #expect(named.subtracting(PageDataDigest.keys).isEmpty)
    }

    @Test func aDigestOfAnotherVersionOrNoneIsNotUsed() throws {
        let whole = try #require(try Self.capturedPages().first { $0.id.rawValue == 570_060_128 })
        let digest = try #require(PageDataDigest.digest(of: whole.data))
        let header = PageDataDigest.header.count
        #expect(PageDataDigest.document(in: digest) != nil)
        let other =
            Data("appdetail page digest \(PageDataDigest.version + 1)\n".utf8) + digest.dropFirst(header)
        #expect(PageDataDigest.document(in: other) == nil)
        let otherKeys =
            Data("appdetail page digest \(PageDataDigest.version) 00000000\n".utf8) + digest.dropFirst(header)
        #expect(PageDataDigest.document(in: otherKeys) == nil)
        #expect(PageDataDigest.document(in: Data("{}".utf8)) == nil)
        // Cut short, or with a byte more, a digest does not read.
        #expect(PageDataDigest.document(in: digest.dropLast()) == nil)
        #expect(PageDataDigest.document(in: digest + Data([0])) == nil)
        #expect(PageDataDigest.digest(of: Data("not json".utf8)) == nil)
    }

    @Test func aRealCacheServesTheDigestAndARowFromBeforeItsData() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let whole = try Data(contentsOf: TodaysWholePageTests.capture)
        let server = try StorePageClientTests.server(pages: ["/us/app/id570060128": whole])
        defer { server.stop() }
        let now = Date(timeIntervalSince1970: 1_790_000_000)
        func sources() -> PageSources { StorePageRepositoryTests.sources(server, directory.url, now: now) }
        let id = TodaysWholePageTests.id
        let fetched = try await sources().storePages.fetchStorePage(for: id, in: .unitedStates)
        let file = directory.url.appendingPathComponent("cache.sqlite")
        let queue = try DatabaseQueue(path: file.path)
        let sizes = try await queue.read { db in
            try Row.fetchOne(
                db, sql: "SELECT length(raw_response) AS raw, length(digest) AS digest FROM feed_cache")
        }
        let (raw, digest): (Int, Int) = (try #require(sizes?["raw"]), try #require(sizes?["digest"]))
        #expect(digest * 8 < raw, "the digest is kept beside the whole data: \(digest) of \(raw)")
        #expect(
            try await sources().storePages.cachedStorePage(for: id, in: .unitedStates)?.value == fetched.value
        )
        // A row cached before the digest existed, one whose digest is damaged and one of another
        // version read as the data says, and get the digest made of it for the next read.
        let otherVersion =
            "CAST('appdetail page digest \(PageDataDigest.version + 1)' || char(10) || '{}' AS BLOB)"
        for value in ["NULL", "x'00'", otherVersion] {
            try await queue.write { db in try db.execute(sql: "UPDATE feed_cache SET digest = \(value)") }
            #expect(
                try await sources().storePages.cachedStorePage(for: id, in: .unitedStates)?.value
                    == fetched.value,
                "digest \(value)")
            let digest = try await queue.read { db in
                try Data.fetchOne(db, sql: "SELECT digest FROM feed_cache")
            }
            let document = try #require(digest.flatMap(PageDataDigest.document(in:)), "digest \(value)")
            #expect(try PageShelvesParser.details(fromDocument: document, for: id) == fetched.value)
        }
        #expect(server.received.count == 1)
    }

    /// `value` with one thing changed at a random place: a value of another type, `null`, or a
    /// key taken away.
    static func damaged(_ value: Any, using generator: inout SeededGenerator) -> Any {
        if var object = value as? [String: Any], !object.isEmpty {
            let keys = object.keys.sorted()
            let key = keys[Int.random(in: 0..<keys.count, using: &generator)]
            switch Int.random(in: 0..<10, using: &generator) {
            case 0: object[key] = nil
            case 1: object[key] = NSNull()
            case 2: object[key] = "7"
            case 3: object[key] = 1e300
            case 4: object[key] = [Any]()
            default: object[key] = damaged(object[key] as Any, using: &generator)
            }
            return object
        }
        if var array = value as? [Any], !array.isEmpty {
            let index = Int.random(in: 0..<array.count, using: &generator)
            array[index] = damaged(array[index], using: &generator)
            return array
        }
        return value
    }
}
