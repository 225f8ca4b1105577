import ArgumentParser
import Foundation

/// `appdetail cache list`: every cached app, newest first.
struct CacheListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the cached apps, newest first.")

    @OptionGroup var cache: CacheDirectoryOption

    func run() throws {
        let environment = CommandEnvironment.current()
        do {
            let entries = try CacheCommands.open(cache, in: environment).entries()
            let now = environment.now()
            let rows = entries.map { entry -> [String] in
                let sample =
                    SampleCatalog.isSample(id: entry.id.rawValue, fetchedAt: entry.fetchedAt)
                    ? " (sample)" : ""
                return [
                    "\(entry.id)", entry.storefront.description,
                    CacheCommands.age(of: entry.fetchedAt, now: now),
                    TerminalText.sanitized(entry.name) + sample,
                ]
            }
            StandardOutput.write(CacheCommands.table(header: ["ID", "STORE", "AGE", "NAME"], rows: rows))
        } catch {
            throw ErrorReporter.exit(for: error)
        }
    }
}
