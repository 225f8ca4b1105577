import AppDetailData
import AppDetailDomain
import AppDetailTerminal
import ArgumentParser
import Foundation

/// `appdetail cache remove <app>…`: forget some apps.
struct CacheRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove apps from the cache, in every storefront, with their reviews and App Store pages.")

    /// Collected raw, as `show` collects its apps: `-1` is an invalid id, not an option dropped.
    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp("App ids, id…, App Store links, or bundle ids of cached apps.", valueName: "apps"),
        completion: CachedAppCompletion.kind)
    var words: [String] = []

    /// The apps named: ``words`` without the `--` that ends the options.
    var apps: [String] { AppArguments.apps(in: words) }

    @OptionGroup var cache: CacheDirectoryOption

    func validate() throws {
        try AppArguments.checkOptions(in: words, help: Self.helpMessage())
        if apps.isEmpty { throw ValidationError("Name at least one app to remove.") }
    }

    func run() throws {
        try CommandSession.run(cache: cache) { session in
            let words = session.cacheWords
            var missing: [String] = []
            let references = try apps.map { text throws(AppDetailError) in
                try AppReference(parsing: text).lookup
            }
            // No cache at all: every app is reported as not cached, and nothing is created.
            let store = try session.existingCache()
            // A bundle id names the apps the cache holds under it: the cache is all a cache command reads.
            let needsEntries = references.contains { if case .bundleID = $0 { true } else { false } }
            let entries = needsEntries ? try store?.entries() ?? [] : []
            var ids: [AppID] = []
            for (text, lookup) in zip(apps, references) {
                switch lookup {
                case .id(let id): ids.append(id)
                case .bundleID(let bundleID):
                    let matching = Set(entries.filter { $0.bundleID == bundleID.rawValue }.map(\.id))
                    if matching.isEmpty {
                        missing.append(TerminalText.quotable(text))
                        StandardOutputStream.write("\(TerminalText.quotable(text)): \(words.notCached)\n")
                    }
                    ids += matching.sorted { $0.rawValue < $1.rawValue }
                }
            }
            let removed = try store?.remove(ids) ?? [:]
            for id in ids {
                let answers = removed[id] ?? RemovedAnswers(listings: 0, reviewPages: 0, storePages: 0)
                if answers.total == 0 { missing.append("\(id)") }
                StandardOutputStream.write("\(id): \(words.removed(answers))\n")
            }
            guard missing.isEmpty else {
                let (message, hint) = words.notAllCached(missing.count, of: apps.count)
                StandardErrorStream.write("error: \(message)\nhint: \(hint)\n")
                throw ExitCode(ExitStatus.notFound)
            }
        }
    }
}
