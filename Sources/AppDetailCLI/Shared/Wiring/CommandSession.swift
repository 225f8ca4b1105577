import AppDetailData
import AppDetailDomain
import AppDetailTerminal
import Foundation

/// The setup every command shares, made once per run: the process's environment, the `-v` log,
/// the store it reads, the wiring, the repositories over one cache or the cache itself — and the
/// one way a failure ends the process. A command that asks the store runs in
/// ``run(store:cache:verbose:_:)``, one that reads only the cache or files in
/// ``run(cache:storefront:_:)``.
///
/// A command parses its own arguments, asks the session for what it needs in the order its
/// checks should speak, and prints; what only one command does (the store `show` reads a cached
/// app from, the app and store `reviews` reads) is the command's own.
final class CommandSession {
    let environment: CommandEnvironment
    let log: VerboseLog
    /// `--refresh`, `--offline`, or the standard policy (also for a command without the flags).
    let policy: CachePolicy
    /// The store chosen so far; a failure's hint names it. A command that chooses another (a
    /// cached app's store) sets it.
    var storefront: Storefront?
    /// The store options of a command that asks the store; `nil` for one that never does.
    private let store: StoreOptions?
    /// `--country` and `--lang` as given.
    let storefrontOptions: StorefrontOptions
    private let cacheOption: CacheDirectoryOption
    private var wiring: Composition?
    /// The app a command asked for and how to read the stores whose cache holds it, for a
    /// failure's hint: read only when a failure needs it.
    var cachedElsewhere: (lookup: AppLookup, stores: @Sendable () async -> [Storefront])?

    private init(
        store: StoreOptions?, storefront: StorefrontOptions, cache: CacheDirectoryOption, policy: CachePolicy,
        log: VerboseLog
    ) {
        environment = CommandEnvironment.current()
        self.store = store
        storefrontOptions = storefront
        cacheOption = cache
        self.policy = policy
        self.log = log
    }

    /// Runs `body` with a session for these options. Every error `body` throws leaves as the
    /// exit the tool prints (`error:` and `hint:` lines, and the status for its kind).
    static func run(
        store: StoreOptions, cache: CachePolicyOptions?, verbose: VerboseOption?,
        _ body: (CommandSession) async throws -> Void
    ) async throws {
        let session = CommandSession(
            store: store, storefront: store.storefront, cache: store.cache,
            policy: cache?.policy ?? .standard,
            log: verbose?.log ?? VerboseLog(enabled: false))
        do {
            try await body(session)
        } catch let error as AppDetailError {
            if let (lookup, stores) = session.cachedElsewhere, let chosen = session.storefront,
                let hint = CachedStoreChoice.hint(for: lookup, cached: await stores(), failedIn: chosen)
            {
                throw ErrorReporter.exit(
                    message: error.message, hint: hint, status: ExitStatus.code(for: error))
            }
            throw ErrorReporter.exit(for: error, storefront: session.storefront)
        } catch {
            throw ErrorReporter.exit(for: error, storefront: session.storefront)
        }
    }

    /// Runs `body` with a session for a command that reads only the cache or files and never
    /// asks the store; its errors leave as ``run(store:cache:verbose:_:)``'s do.
    static func run(
        cache: CacheDirectoryOption = CacheDirectoryOption(),
        storefront: StorefrontOptions = StorefrontOptions(),
        _ body: (CommandSession) throws -> Void
    ) throws {
        let session = CommandSession(
            store: nil, storefront: storefront, cache: cache, policy: .offline,
            log: VerboseLog(enabled: false))
        do {
            try body(session)
        } catch {
            throw ErrorReporter.exit(for: error)
        }
    }

    /// ``run(cache:storefront:_:)`` for a body that awaits (a command reading the history).
    static func runReading(
        cache: CacheDirectoryOption, storefront: StorefrontOptions,
        _ body: (CommandSession) async throws -> Void
    ) async throws {
        let session = CommandSession(
            store: nil, storefront: storefront, cache: cache, policy: .offline,
            log: VerboseLog(enabled: false))
        do {
            try await body(session)
        } catch {
            throw ErrorReporter.exit(for: error, storefront: session.storefront)
        }
    }

    /// The `cache` commands' words, in the language of the locale.
    var cacheWords: CacheWords { CacheWords(language: environment.localeLanguage) }

    /// The cache, opened (and made, when there is none yet) for a command that writes to it.
    func openCache() throws -> any CacheAdministration {
        // The cache's own wiring: opening it never depends on the store's options.
        try Composition(cache: cacheOption, environment: environment).openCache()
    }

    /// The cache for a command that only reads or removes, or `nil` (with a note naming the path)
    /// when there is none: such a command creates no directory, file or sample.
    func existingCache() throws -> (any CacheAdministration)? {
        try existingCache(opening: openCache)
    }

    /// ``existingCache()`` for `cache clear`: a file that could not be upgraded is moved aside
    /// (kept) and a new cache started, and a line says so.
    func existingCacheStartingAfresh() throws -> (any CacheAdministration)? {
        try existingCache {
            let composition = Composition(cache: cacheOption, environment: environment)
            let (cache, setAside) = try composition.openCacheStartingAfresh()
            if let setAside {
                StandardOutputStream.write(
                    cacheWords.setAside(
                        TerminalText.sanitized(cache.fileURL.path), to: TerminalText.sanitized(setAside.path))
                        + "\n")
            }
            return cache
        }
    }

    private func existingCache(opening open: () throws -> any CacheAdministration) throws
        -> (any CacheAdministration)?
    {
        guard let directory = cacheOption.url(in: environment) else { return try open() }
        if let problem = CacheLocation.unreachable(directory) {
            throw AppDetailError.cacheUnavailable(
                CacheReason(
                    path: CacheLocation.file(in: directory).path, detail: "cannot be reached (\(problem))",
                    remedy: .chooseAnotherPlace))
        }
        if !CacheLocation.holdsCache(directory), Self.couldBeMade(directory) {
            let path = TerminalText.sanitized(CacheLocation.file(in: directory).path)
            StandardErrorStream.write("note: \(cacheWords.noCacheYet(at: path))\n")
            return nil
        }
        return try open()
    }

    /// Whether the nearest part of `directory` that exists is a directory, so a cache could be
    /// made there; a path under a plain file is an error worth opening (and reporting) instead.
    private static func couldBeMade(_ directory: URL) -> Bool {
        var path = directory.standardizedFileURL
        while path.path != "/" {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path.path, isDirectory: &isDirectory) {
                return isDirectory.boolValue
            }
            path.deleteLastPathComponent()
        }
        return true
    }

    /// Whether the run is `--offline`.
    var isOffline: Bool { policy == .offline }

    /// The wiring: cache directory, endpoint and time limit from the options and the environment.
    func composition() throws(UsageError) -> Composition {
        if let wiring { return wiring }
        let made =
            try store.map { store throws(UsageError) in
                try Composition(store: store, environment: environment, log: log)
            } ?? Composition(cache: cacheOption, environment: environment)
        wiring = made
        return made
    }

    /// The store the options, a link's country and language, `$APPDETAIL_COUNTRY` or the locale
    /// choose, and where its country came from. It becomes the session's store.
    @discardableResult
    func chooseStorefront(link: AppReference, logged: Bool = true) throws
        -> (storefront: Storefront, source: StorefrontOptions.Source)
    {
        try chooseStorefront(linkCountry: link.country, linkLanguage: link.language, logged: logged)
    }

    /// The store chosen as ``chooseStorefront(link:logged:)`` does, from a link's country and
    /// language given apart (or none).
    @discardableResult
    func chooseStorefront(linkCountry: String? = nil, linkLanguage: String? = nil, logged: Bool = true) throws
        -> (storefront: Storefront, source: StorefrontOptions.Source)
    {
        let chosen = try storefrontOptions.storefront(
            link: linkCountry, linkLanguage: linkLanguage, in: environment)
        storefront = chosen.storefront
        if logged { log("storefront: \(chosen.storefront), from \(chosen.source.rawValue)") }
        return chosen
    }

    /// The repositories over one cache. Offline, a cache that is missing or cannot be reached is
    /// refused first, in words, and none is created.
    func sources() throws -> PageSources {
        let composition = try composition()
        if isOffline { try composition.requireCacheToRead() }
        return composition.makeSources(creatingCache: !isOffline)
    }
}
