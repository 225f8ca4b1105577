import AppDetailDomain
import AppDetailTerminal

/// The `world` command's progress on standard error when it is a terminal: how many storefronts
/// are done, how many requests are left and how long they take at the request budget. A
/// ``StatusLine``: cleared at the end and on Ctrl-C.
struct WorldProgressLine: Sendable {
    private let line = StatusLine()
    /// Requests a minute the budget allows.
    let perMinute: Int

    /// The bar after one more storefront.
    func show(_ progress: WorldProgress) {
        guard let room = line.room, progress.total > 0 else { return }
        let left = progress.requestsLeft
        let label =
            left > 0
            ? "Storefronts (\(left) to ask, \(Self.duration(of: left, perMinute: perMinute)))" : "Storefronts"
        line.show(
            ProgressLine.text(label: label, done: progress.done, total: progress.total, width: room))
    }

    /// "~40 s", "~9 min" or "~2 h" for `requests` at the budget's rate (its burst left aside).
    static func duration(of requests: Int, perMinute: Int) -> String {
        let seconds = requests * 60 / max(perMinute, 1)
        if seconds < 90 { return "~\(max(seconds, 1)) s" }
        if seconds < 90 * 60 { return "~\((seconds + 30) / 60) min" }
        return "~\((seconds + 1_800) / 3_600) h"
    }

    /// Removes the bar.
    func finish() { line.clear() }
}
