import AppDetailDomain
import AppDetailPresentation
import Foundation

/// What `show` is waiting for, on a terminal: after half a second without a settled page, one
/// status line on standard error names every part still asked of which store and for how long
/// ("Asking the KR store for the reviews, the chart and the App Store page… 4s"), rewritten every
/// half second and cleared when the page is settled. Nothing in a pipe, and nothing with `-v`
/// (whose lines say it already).
final class WaitingStatus: @unchecked Sendable {
    private let line = StatusLine()
    private let store: String
    private let lock = NSLock()
    private var pending: [String] = ["the listing"]  // guarded by `lock`
    private var ticker: Task<Void, Never>?

    init(storefront: Storefront, enabled: Bool) {
        store = storefront.country.uppercased()
        guard enabled, line.columns != nil else { return }
        let started = ContinuousClock.now
        ticker = Task { [weak self] in
            try? await Task.sleep(for: .milliseconds(500))
            while !Task.isCancelled, let self {
                self.draw(since: started)
                try? await Task.sleep(for: .milliseconds(500))
            }
        }
    }

    /// Notes what the latest state still waits for.
    func update(_ state: AppPageViewState) {
        guard case .loaded(let loaded) = state else { return }
        let page = loaded.page
        var parts: [String] = []
        if page.listing.isWaiting { parts.append("the listing") }
        if page.reviews.isWaiting { parts.append("the reviews") }
        if page.moreByDeveloper.isWaiting { parts.append("the developer's other apps") }
        if page.chartStanding.isWaiting { parts.append("the chart") }
        if page.storePage?.isWaiting == true { parts.append("the App Store page") }
        lock.withLock { pending = parts }
    }

    /// Stops and clears the line.
    func finish() {
        ticker?.cancel()
        line.clear()
    }

    private func draw(since started: ContinuousClock.Instant) {
        let parts = lock.withLock { pending }
        guard !parts.isEmpty else { return }
        let named =
            parts.count == 1
            ? parts[0] : parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
        let seconds = Int((ContinuousClock.now - started).components.seconds)
        line.show("Asking the \(store) store for \(named)… \(seconds)s")
    }

    deinit { ticker?.cancel() }
}

extension PagePart {
    /// Whether the store is still being asked for this part (nothing yet, or a cached value
    /// shown meanwhile).
    fileprivate var isWaiting: Bool {
        switch self {
        case .loading, .provisional: true
        case .loaded, .failed: false
        }
    }
}
