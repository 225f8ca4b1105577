import AppDetailTerminal
import ArgumentParser
import Foundation

/// `appdetail cache info`: where the cache is and how big.
struct CacheInfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info", abstract: "Where the cache is and what it holds.")

    @OptionGroup var cache: CacheDirectoryOption

    /// "1 app", "3 apps".
    static func count(_ number: Int, _ one: String, _ many: String? = nil) -> String {
        "\(number) \(number == 1 ? one : many ?? one + "s")"
    }

    func run() throws {
        let environment = CommandEnvironment.current()
        do {
            guard let status = try CacheCommands.openExisting(cache, in: environment)?.status() else {
                return
            }
            let rows = [
                ("File", TerminalText.sanitized(status.fileURL.path)),
                ("Size", ByteCountFormatter.string(fromByteCount: status.byteCount, countStyle: .file)),
                (
                    "Entries",
                    "\(Self.count(status.entryCount, "app")), \(Self.count(status.feedCount, "review page or developer list", "review pages and developer lists")), \(Self.count(status.searchCount, "search", "searches"))"
                ),
                ("Schema", "\(status.migrations.last ?? "none") (\(status.migrations.count) migrations)"),
                ("Access", status.isReadOnly ? "read-only (nothing new is saved)" : "read and write"),
            ]
            StandardOutput.write(
                rows.map { "\(TerminalText.padded($0.0, to: 8)) \($0.1)" }.joined(separator: "\n") + "\n")
        } catch {
            throw ErrorReporter.exit(for: error)
        }
    }
}
