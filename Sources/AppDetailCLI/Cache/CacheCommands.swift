import AppDetailData
import AppDetailDomain
import AppDetailTerminal
import Foundation

/// How the `cache` subcommands lay out their entries (the session opens the cache).
enum CacheCommands {
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
