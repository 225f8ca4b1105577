import AppDetailTerminal
import ArgumentParser
import Foundation

/// `appdetail cache info`: where the cache is and how big.
struct CacheInfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info", abstract: "Where the cache is and what it holds.")

    @OptionGroup var cache: CacheDirectoryOption

    func run() throws {
        try CommandSession.run(cache: cache) { session in
            let words = session.cacheWords
            guard let status = try session.existingCache()?.status() else {
                return
            }
            let titles = words.infoTitles
            let rows = [
                (titles.file, TerminalText.sanitized(status.fileURL.path)),
                (titles.size, ByteCountFormatter.string(fromByteCount: status.byteCount, countStyle: .file)),
                (
                    titles.entries,
                    words.entries(
                        apps: status.entryCount, feeds: status.feedCount, searches: status.searchCount,
                        charts: status.chartCount)
                ),
                (
                    words.historyTitle,
                    words.history(
                        observations: status.observationCount, apps: status.observedAppCount,
                        followed: status.followedCount)
                ),
                (titles.schema, words.schema(last: status.migrations.last, count: status.migrations.count)),
                (titles.access, words.access(readOnly: status.isReadOnly)),
            ]
            let width = max(8, rows.map { TerminalText.displayWidth($0.0) }.max() ?? 0)
            StandardOutputStream.write(
                rows.map { "\(TerminalText.padded($0.0, to: width)) \($0.1)" }.joined(separator: "\n") + "\n")
        }
    }
}
