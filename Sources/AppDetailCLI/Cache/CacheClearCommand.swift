import AppDetailTerminal
import ArgumentParser

/// `appdetail cache clear`: remove every entry.
struct CacheClearCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clear",
        abstract:
            "Remove every cached app (the sample apps too); a cache file that cannot be upgraded is moved aside and a new one started."
    )

    @OptionGroup var cache: CacheDirectoryOption

    func run() throws {
        try CommandSession.run(cache: cache) { session in
            let words = session.cacheWords
            guard let store = try session.existingCacheStartingAfresh() else { return }
            let removed = try store.removeAll()
            StandardOutputStream.write(
                words.cleared(removed, from: TerminalText.sanitized(store.fileURL.path)) + "\n")
        }
    }
}
