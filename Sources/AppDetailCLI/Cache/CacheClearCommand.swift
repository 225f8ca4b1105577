import AppDetailTerminal
import ArgumentParser

/// `appdetail cache clear`: remove every entry.
struct CacheClearCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clear", abstract: "Remove every cached app (the sample apps too).")

    @OptionGroup var cache: CacheDirectoryOption

    func run() throws {
        try CommandSession.run(cache: cache) { session in
            let words = session.cacheWords
            guard let store = try session.existingCache() else { return }
            let removed = try store.removeAll()
            StandardOutput.write(
                words.cleared(removed, from: TerminalText.sanitized(store.fileURL.path)) + "\n")
        }
    }
}
