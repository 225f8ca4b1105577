import AppDetailTerminal
import ArgumentParser

/// `appdetail cache clear`: remove every entry.
struct CacheClearCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clear", abstract: "Remove every cached app (the sample apps too).")

    @OptionGroup var cache: CacheDirectoryOption

    func run() throws {
        let environment = CommandEnvironment.current()
        let words = CacheWords(environment: environment.variables)
        do {
            guard let store = try CacheCommands.openExisting(cache, in: environment) else { return }
            let removed = try store.removeAll()
            StandardOutput.write(
                words.cleared(removed, from: TerminalText.sanitized(store.fileURL.path)) + "\n")
        } catch {
            throw ErrorReporter.exit(for: error)
        }
    }
}
