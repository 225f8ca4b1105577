import AppDetailDomain
import ArgumentParser
import Foundation

/// `appdetail cache remove <app>…`: forget some apps.
struct CacheRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove apps from the cache, in every storefront, with their reviews.")

    @Argument(help: "App ids, id…, or App Store links.")
    var apps: [String] = []

    @OptionGroup var cache: CacheDirectoryOption

    func validate() throws {
        if apps.isEmpty { throw ValidationError("Name at least one app to remove.") }
    }

    func run() throws {
        let environment = CommandEnvironment.current()
        var missing: [String] = []
        do {
            let ids = try apps.map { text throws(AppDetailError) -> AppID in
                guard case .id(let id) = try AppReference(parsing: text).lookup else {
                    throw .invalidInput(.appID(text, .notDigits))
                }
                return id
            }
            let store = try CacheCommands.open(cache, in: environment)
            let removed = try store.remove(ids)
            for id in ids {
                let count = removed[id] ?? 0
                if count == 0 { missing.append("\(id)") }
                StandardOutput.write(
                    "\(id): \(count == 0 ? "not cached" : "removed \(CacheInfoCommand.count(count, "entry", "entries"))")\n"
                )
            }
        } catch {
            throw ErrorReporter.exit(for: error)
        }
        guard missing.isEmpty else {
            StandardError.write(
                "error: \(missing.joined(separator: ", ")) \(missing.count == 1 ? "was" : "were") not in the cache.\n"
                    + "hint: appdetail cache list shows what is.\n")
            throw ExitCode(ExitStatus.notFound)
        }
    }
}
