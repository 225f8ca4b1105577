import AppDetailData
import AppDetailDomain
import AppDetailTerminal
import Foundation

/// What the `cache` subcommands share: opening the cache, and laying out its entries.
enum CacheCommands {
    /// The cache for a command that only reads or removes, or `nil` (with a note naming the
    /// path) when there is none: such a command creates no directory, file or sample.
    static func openExisting(_ option: CacheDirectoryOption, in environment: CommandEnvironment) throws
        -> (any CacheAdministration)?
    {
        if let directory = option.url(in: environment), let problem = CacheLocation.unreachable(directory) {
            throw AppDetailError.cacheUnavailable(
                detail:
                    "the cache at \(CacheLocation.file(in: directory).path) cannot be reached (\(problem))")
        }
        if let directory = option.url(in: environment), !CacheLocation.holdsCache(directory),
            couldBeMade(directory)
        {
            let path = TerminalText.sanitized(CacheLocation.file(in: directory).path)
            StandardError.write(
                "note: \(CacheWords(language: environment.localeLanguage).noCacheYet(at: path))\n")
            return nil
        }
        return try Composition(cache: option, environment: environment).openCache()
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

    /// `5m`, `3h`, `2d` — how long ago an entry was fetched.
    static func age(of date: Date, now: Date) -> String {
        let interval = now.timeIntervalSince(date)
        // Total for any date: an entry's time comes from a file that may have been damaged.
        let seconds = interval.isFinite && interval > 0 ? Int(min(interval, 1e15)) : 0
        switch seconds {
        case ..<60: return "\(seconds)s"
        case ..<3_600: return "\(seconds / 60)m"
        case ..<86_400: return "\(seconds / 3_600)h"
        default: return "\(seconds / 86_400)d"
        }
    }

    /// One row of left-aligned columns, two spaces apart; the last column is not padded.
    static func tableLine(_ cells: [String], widths: [Int]) -> String {
        cells.enumerated().map { column, cell in
            column == cells.count - 1 ? cell : TerminalText.padded(cell, to: widths[column])
        }.joined(separator: "  ") + "\n"
    }
}
