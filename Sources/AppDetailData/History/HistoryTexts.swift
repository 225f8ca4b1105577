import AppDetailDomain
import Foundation
import GRDB

/// Texts kept once by content (`history_text`) and a listing state's set of them
/// (`history_texts`): a description observed every day for a year is one row.
enum HistoryTexts {
    /// What a read has decoded already: the sets of texts by id, and the texts by id.
    struct Memo {
        var sets: [Int64: ObservedTexts] = [:]
        var bodies: [Int64: String] = [:]
    }

    /// The id of `body`'s row, made when none holds it yet; 0 for no text.
    static func id(of text: String?, in db: Database) throws -> Int64 {
        guard let text else { return 0 }
        let body = StoredText.clean(text)
        let hash = fingerprint(body)
        let candidates = try Row.fetchAll(
            db.cachedStatement(sql: "SELECT id, body FROM history_text WHERE hash = ?"), arguments: [hash])
        if let match = candidates.first(where: { (try? $0.text("body")) == body }) {
            return try match.integer("id")
        }
        try db.cachedStatement(sql: "INSERT INTO history_text (hash, body) VALUES (?, ?)").execute(
            arguments: [hash, body])
        return db.lastInsertedRowID
    }

    /// The id of the set of `texts`' rows, made when none holds it yet.
    static func id(of texts: ObservedTexts, in db: Database) throws -> Int64 {
        let parts: [Int64] = [
            try id(of: texts.name, in: db), try id(of: texts.developer, in: db),
            try id(of: texts.version, in: db),
            try id(of: texts.releaseNotes, in: db), try id(of: texts.description, in: db),
            try id(of: texts.genre, in: db), try id(of: texts.ageRating, in: db),
            try id(of: lines(texts.languages), in: db), try id(of: lines(texts.screenshots), in: db),
            try id(of: texts.icon, in: db), try id(of: texts.currencyCode, in: db),
            try id(of: texts.versionReleasedAt.flatMap(HistoryRecorder.seconds).map { String($0) }, in: db),
        ]
        let arguments = StatementArguments(parts)
        if let existing = try Int64.fetchOne(
            db.cachedStatement(
                sql:
                    "SELECT id FROM history_texts WHERE \(columns.map { "\($0) = ?" }.joined(separator: " AND "))"
            ),
            arguments: arguments)
        {
            return existing
        }
        try db.cachedStatement(
            sql:
                "INSERT INTO history_texts (\(columns.joined(separator: ", "))) VALUES (\(columns.map { _ in "?" }.joined(separator: ", ")))"
        ).execute(arguments: arguments)
        return db.lastInsertedRowID
    }

    /// The texts of set `id`, read back; `nil` when a part is missing (a damaged row).
    static func texts(_ id: Int64, in db: Database, cache: inout [Int64: String]) throws -> ObservedTexts? {
        guard
            let row = try Row.fetchOne(
                db.cachedStatement(sql: "SELECT * FROM history_texts WHERE id = ?"), arguments: [id])
        else { return nil }
        return try decoded(row) { _, key in
            if let known = cache[key] { return known }
            guard
                let found = try Row.fetchOne(
                    db.cachedStatement(sql: "SELECT body FROM history_text WHERE id = ?"), arguments: [key]),
                let body = try? found.text("body")
            else { return nil }
            cache[key] = body
            return body
        }
    }

    /// The sets of texts `ids` with their texts, read at once: those that read whole, by id (a
    /// damaged one is left out, to be found damaged when read alone).
    static func texts(_ ids: Set<Int64>, in db: Database) throws -> [Int64: ObservedTexts] {
        guard !ids.isEmpty else { return [:] }
        let bodies = columns.enumerated().map { "x\($0.offset).body AS body_\($0.element)" }
        let joins = columns.enumerated().map {
            "LEFT JOIN history_text AS x\($0.offset) ON x\($0.offset).id = t.\($0.element)"
        }
        let rows = try Row.fetchCursor(
            db.cachedStatement(
                sql: """
                    SELECT t.*, \(bodies.joined(separator: ", ")) FROM json_each(?) AS j
                    JOIN history_texts AS t ON t.id = j.value \(joins.joined(separator: " "))
                    """),
            arguments: ["[" + ids.map(String.init).joined(separator: ",") + "]"])
        var sets: [Int64: ObservedTexts] = [:]
        while let row = try rows.next() {
            guard let id = try? row.integer("id") else { continue }
            // A text's body is read beside it; one that is gone (NULL) or not text is damage.
            sets[id] = try decoded(row) { column, _ in
                guard case .string(let body) = (row["body_\(column)"] as DatabaseValue).storage else {
                    return nil
                }
                return body
            }
        }
        return sets
    }

    /// The texts of a row of `history_texts`, each text's body read by `body` (given its column
    /// and its id); `nil` when a part is missing.
    private static func decoded(_ row: Row, body: (String, Int64) throws -> String?) throws -> ObservedTexts?
    {
        /// `.none`: damaged or missing; `.some(nil)`: no text.
        func text(_ column: String) throws -> String?? {
            guard let key = try? row.integer(column) else { return .none }
            if key == 0 { return .some(nil) }
            guard let read = try body(column, key) else { return .none }
            return .some(read)
        }
        guard case let name?? = try text("name"), case let developer?? = try text("developer"),
            case let version?? = try text("version"), case let notes? = try text("release_notes"),
            case let description?? = try text("description"), case let genre?? = try text("genre"),
            case let age?? = try text("age_rating"), case let languages?? = try text("languages"),
            case let screenshots?? = try text("screenshots"), case let icon? = try text("icon"),
            case let currency? = try text("currency"), case let versionDate? = try text("version_date")
        else { return nil }
        return ObservedTexts(
            name: name, developer: developer, version: version, releaseNotes: notes, description: description,
            genre: genre, ageRating: age, languages: split(languages), screenshots: split(screenshots),
            icon: icon,
            currencyCode: currency,
            versionReleasedAt: versionDate.flatMap(Int64.init).map { Date(timeIntervalSince1970: Double($0)) }
        )
    }

    private static let columns = [
        "name", "developer", "version", "release_notes", "description", "genre", "age_rating", "languages",
        "screenshots", "icon", "currency", "version_date",
    ]

    private static func lines(_ list: [String]) -> String { list.joined(separator: "\n") }

    private static func split(_ text: String) -> [String] {
        // Split by bytes: a line break is one byte in UTF-8, and comparing characters (graphemes)
        // was a sixth of reading a watch list.
        text.isEmpty
            ? []
            : text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
                String(Substring($0))
            }
    }

    /// FNV-1a over the UTF-8 bytes, as a signed 64-bit integer (SQLite's).
    static func fingerprint(_ text: String) -> Int64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return Int64(bitPattern: hash)
    }
}
