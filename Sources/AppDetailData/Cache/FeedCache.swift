import AppDetailDomain
import Foundation
import GRDB

/// The cache as the reviews and developer-apps repositories use it: an answer is read back
/// through the same parser that accepted it, and saving never fails a fetch (a problem is one
/// warning). With no cache, nothing is read or saved.
struct FeedCache: Sendable {
    let cache: SQLiteAppCache?
    let warn: @Sendable (String) -> Void

    /// The cached answer under `key`, parsed; `nil` when there is none or it no longer parses.
    ///
    /// - Throws: ``AppDetailError/cacheUnavailable(_:)`` when the cache cannot be read.
    func read<Value>(_ key: FeedKey, parse: (Data) throws(AppDetailError) -> Value) throws(AppDetailError)
        -> Stored<Value>?
    {
        guard let cache else { return nil }
        let stored = try cache.reporting { try cache.feeds.answer(for: key) }
        return stored.flatMap { parsed($0, under: key, parse: parse) }
    }

    /// The most recently fetched answer under `key` whatever its variant, parsed by what its
    /// variant says it is; `nil` when there is none or it no longer parses.
    ///
    /// An answer saved with a digest is parsed from the digest (`isDigest`); one whose digest
    /// does not read is parsed from the answer itself. An answer parsed whole gets the digest
    /// `digest` makes of it (or of what was parsed), kept for the next read — how an answer
    /// cached before digests existed, or with a damaged one, is brought up to date — unless the
    /// cache is read-only; a digest that cannot be kept is only a slower next read, and costs no
    /// warning.
    ///
    /// - Throws: ``AppDetailError/cacheUnavailable(_:)`` when the cache cannot be read.
    func readNewest<Value>(
        like key: FeedKey,
        parse: (_ variant: String, _ body: Data, _ isDigest: Bool) throws(AppDetailError) -> Value,
        digest: (_ variant: String, _ answer: Data, _ value: Value) -> Data?
    ) throws(AppDetailError) -> Stored<Value>? {
        guard let cache else { return nil }
        let found = try cache.reporting { try cache.feeds.newestAnswer(like: key) }
        return try found.flatMap { found throws(AppDetailError) in
            try parsed(found, in: cache, parse: parse, digest: digest)
        }
    }

    /// The answer under `key`, read as ``readNewest(like:parse:digest:)`` reads the newest.
    ///
    /// - Throws: ``AppDetailError/cacheUnavailable(_:)`` when the cache cannot be read.
    func read<Value>(
        _ key: FeedKey, parse: (_ body: Data, _ isDigest: Bool) throws(AppDetailError) -> Value,
        digest: (_ answer: Data, _ value: Value) -> Data?
    ) throws(AppDetailError) -> Stored<Value>? {
        guard let cache else { return nil }
        let found = try cache.reporting { try cache.feeds.digestOrAnswer(for: key) }
        return try found.flatMap { found throws(AppDetailError) in
            try parsed(found, in: cache) { _, body, isDigest throws(AppDetailError) in
                try parse(body, isDigest)
            } digest: { _, answer, value in
                digest(answer, value)
            }
        }
    }

    /// A found row parsed from its digest, or else from its answer, whose digest is then kept.
    private func parsed<Value>(
        _ found: (key: FeedKey, body: Stored<Data>, isDigest: Bool), in cache: SQLiteAppCache,
        parse: (_ variant: String, _ body: Data, _ isDigest: Bool) throws(AppDetailError) -> Value,
        digest: (_ variant: String, _ answer: Data, _ value: Value) -> Data?
    ) throws(AppDetailError) -> Stored<Value>? {
        let variant = found.key.variant
        var answer = found.body
        if found.isDigest {
            if let value = try? parse(variant, found.body.value, true) {
                return Stored(value: value, fetchedAt: found.body.fetchedAt)
            }
            guard let whole = try cache.reporting({ try cache.feeds.answer(for: found.key) }) else {
                return nil
            }
            answer = whole
        }
        let value = parsed(answer, under: found.key) { data throws(AppDetailError) in
            try parse(variant, data, false)
        }
        if let value, !cache.isReadOnly, let made = digest(variant, answer.value, value.value) {
            try? cache.feeds.keep(digest: made, for: found.key, fetchedAt: answer.fetchedAt)
        }
        return value
    }

    /// A stored answer parsed, or `nil` with a warning when it no longer parses.
    private func parsed<Value>(
        _ stored: Stored<Data>, under key: FeedKey, parse: (Data) throws(AppDetailError) -> Value
    ) -> Stored<Value>? {
        do {
            return Stored(value: try parse(stored.value), fetchedAt: stored.fetchedAt)
        } catch {
            warn(
                "The cached answer for \(key.kind.rawValue) \(key.subject) cannot be read (\(error.message)); ignoring it."
            )
            return nil
        }
    }

    /// The storefronts holding an answer of `kind` about `subject`, most recent first.
    ///
    /// - Throws: ``AppDetailError/cacheUnavailable(_:)`` when the cache cannot be read.
    func storefronts(of kind: FeedKey.Kind, subject: Int64) throws(AppDetailError) -> [Storefront] {
        guard let cache else { return [] }
        return try cache.reporting { try cache.feeds.storefronts(of: kind, subject: subject) }
    }

    /// Saves a good answer and records what it says in the history, together; a read-only or
    /// failing cache costs a warning.
    func save(
        _ body: Data, digest: Data? = nil, for key: FeedKey, fetchedAt: Date,
        recording record: @escaping (Database) throws -> Void = { _ in }
    ) {
        cache?.keep(named: "The \(key.kind.rawValue) answer for \(key.subject)") {
            try cache?.feeds.store(body, digest: digest, for: key, fetchedAt: fetchedAt, recording: record)
        }
    }
}

/// Where one answer of the store's other sources is kept in the cache's `feed_cache` table.
struct FeedKey: Hashable, Sendable {
    /// Which source answered.
    enum Kind: String, Sendable {
        /// A page of an app's customer reviews; the subject is the app.
        case reviews
        /// A developer's apps; the subject is the developer.
        case developerApps = "developer-apps"
        /// The store page's own data; the subject is the app, the variant what the page offered
        /// (`catalog`, `shelves`, or `none` for a page the store does not have).
        case storePage = "store-page"
    }

    let kind: Kind
    /// The app's or the developer's id.
    let subject: Int64
    let country: String
    let language: String
    /// What else tells answers apart: the reviews' sort and page (`mosthelpful/1`), or empty.
    let variant: String
}
