import AppDetailDomain
import AppDetailTerminal

/// What `cache refresh` writes to standard error when some listings were not refreshed: one
/// line per store that fell short, and the error that ends the command. English, as every
/// `warning:`, `error:` and `hint:` line of the tool.
struct RefreshAccount {
    let tally: ListingRefresh
    /// The seconds `--timeout` gave the whole refresh.
    let seconds: Int

    /// One line for a store that fell short: what failed and why, what was not asked and why.
    func line(for store: StoreRefresh) -> String {
        let size =
            store.refreshed.count + store.unchanged.count + store.goneFromStore.count
            + store.failed.count + store.notAsked.count
        var parts: [String] = []
        if !store.failed.isEmpty {
            var reasons: [String] = []
            for problem in store.errors where !reasons.contains(problem.message) && reasons.count < 2 {
                reasons.append(problem.message)
            }
            parts.append(
                "\(Self.apps(store.failed.count, of: size)) failed: \(reasons.joined(separator: " "))")
        }
        if !store.notAsked.isEmpty, let stop = store.stop {
            let verb = store.notAsked.count == 1 ? "was" : "were"
            parts.append(
                "\(Self.apps(store.notAsked.count, of: size)) \(verb) not asked: \(reason(for: stop))")
        }
        return "the \(store.storefront) store: " + parts.joined(separator: " ")
    }

    /// The error that ends a refresh that fell short: how many were not refreshed, and the hint of
    /// the reason that matters most (throttling, then the first failure, then the time).
    var error: (message: String, hint: String?, status: Int32) {
        let missed = tally.failed.count + tally.notAsked.count
        let all = missed + tally.refreshed.count + tally.unchanged.count + tally.goneFromStore.count
        let message =
            "\(missed) of \(all) \(all == 1 ? "listing was" : "listings were") not refreshed; "
            + (missed == 1 ? "its cached listing is as it was." : "their cached listings are as they were.")
        if tally.stores.contains(where: { $0.stop == .throttled }) || tally.errors.first == .throttled {
            return (
                message,
                "The App Store is limiting requests: wait a minute, then run `appdetail cache refresh` again.",
                ExitStatus.throttled
            )
        }
        if let problem = tally.errors.first {
            return (
                message, TerminalWords(language: .english).hint(for: problem), ExitStatus.code(for: problem)
            )
        }
        return (
            message,
            "Give it more time with --timeout (up to 300 seconds), or run it again: listings refreshed now are not asked for again unless --all is given.",
            ExitStatus.unavailable
        )
    }

    private func reason(for stop: RefreshStop) -> String {
        switch stop {
        case .timeRanOut:
            "the \(Self.seconds(seconds)) given (--timeout) ran out."
        case .storeTooSlow:
            "the store used up its share of the \(Self.seconds(seconds)) given, so the other stores were asked."
        case .throttled:
            "the App Store is limiting requests, so nothing more was asked."
        }
    }

    private static func seconds(_ count: Int) -> String {
        count == 1 ? "1 second" : "\(count) seconds"
    }

    private static func apps(_ count: Int, of size: Int) -> String {
        count == size ? "\(count == 1 ? "its app" : "all \(count) apps")" : "\(count) of \(size) apps"
    }
}
