import AppDetailDomain
import AppDetailTerminal

/// The `world` command's progress on standard error when it is a terminal: how many storefronts
/// are done and how many requests are left. A ``StatusLine``: cleared at the end and on Ctrl-C.
struct WorldProgressLine: Sendable {
    private let line = StatusLine()

    /// The bar after one more storefront.
    func show(_ progress: WorldProgress) {
        guard let columns = line.columns, progress.total > 0 else { return }
        let label =
            progress.requestsLeft > 0 ? "Storefronts (\(progress.requestsLeft) to ask)" : "Storefronts"
        line.show(
            ProgressLine.text(label: label, done: progress.done, total: progress.total, width: columns - 1))
    }

    /// Removes the bar.
    func finish() { line.clear() }
}
