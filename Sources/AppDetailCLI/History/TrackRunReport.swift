import AppDetailDomain
import AppDetailPresentation
import AppDetailTerminal
import Foundation

/// What `track run` prints of a run: a summary and one line a change (each marked with the
/// `--fail-on` conditions it meets), one JSON document, or JSON Lines — a line a change and a
/// line an app that could not be observed.
struct TrackRunReport {
    let conditions: [ChangeConditions.Named]
    let format: TrackRunCommand.Format
    let width: Int
    /// Whether to print nothing when no condition was met and every app was observed.
    let quiet: Bool

    func write(_ run: TrackRun) throws {
        guard !run.followed.isEmpty else { return }
        let met = run.changes.contains { !ChangeConditions.met(by: $0, of: conditions).isEmpty }
        // A bound of the run's own is no news: the next run goes on with the rest.
        if quiet, !met, run.isSound { return }
        switch format {
        case .jsonl:
            var lines = JSONText.Lines()
            for change in run.changes.reversed() { lines.append(json(change)) }
            for failure in run.failures { lines.append(FailureJSON(failure)) }
            lines.flush()
        case .json:
            StandardOutputStream.write(
                try JSONText.encode(
                    TrackRunDocument(
                        startedAt: run.startedAt, followed: run.followed.count, observed: run.observed,
                        skipped: run.skipped.count, failed: run.failures.count, unobserved: run.unobserved,
                        requests: run.requests, partsLeftForLater: run.partsLeftForLater,
                        stoppedBy: run.stoppedBy?.message, limitReached: run.limitReached?.rawValue,
                        changes: run.changes.map(json),
                        failures: run.failures.map(FailureJSON.init))))
        case .text:
            var lines = TerminalText.wrapped(TerminalText.oneLine(summary(run)), width: width)
            for change in run.changes {
                let words = HistoryWords(language: DetailLanguage(storefront: change.storefront))
                let head = "\(words.date(change.observedAt))  \(change.storefront.country.uppercased())  "
                let met = ChangeConditions.met(by: change, of: conditions)
                let mark = met.isEmpty ? "" : "  [\(met.joined(separator: ", "))]"
                lines += HistoryRenderer.hanging(
                    head: head,
                    TerminalText.oneLine("\(change.appName) (\(change.app)) · \(line(change))") + mark,
                    width: width)
            }
            StandardOutputStream.write(lines.joined(separator: "\n") + "\n")
        }
    }

    /// "Observed 3 of 5 followed apps (2 already observed today); 1 change:".
    private func summary(_ run: TrackRun) -> String {
        var notes: [String] = []
        if !run.skipped.isEmpty { notes.append("\(run.skipped.count) already observed today") }
        if let limit = run.limitReached {
            let bound = limit == .requests ? "its \(run.requests) requests" : "its time"
            notes.append(
                run.unobserved > 0
                    ? "stopped at \(bound); the next run goes on with the \(run.unobserved) not observed yet"
                    : "stopped at \(bound) before every App Store page, chart and review; the next run goes on with them"
            )
        } else if run.unobserved > 0 {
            notes.append("\(run.unobserved) could not be observed")
        }
        if run.partsLeftForLater > 0 {
            let count = run.partsLeftForLater
            notes.append(
                "the App Store \(count == 1 ? "page" : "pages"), charts and reviews of \(count) left to later runs, in rotation"
            )
        }
        let head =
            "Observed \(run.observed) of \(run.followed.count) followed \(run.followed.count == 1 ? "app" : "apps")"
            + (notes.isEmpty ? "" : " (\(notes.joined(separator: "; ")))")
        switch run.changes.count {
        case 0 where run.isComplete: return head + "; nothing changed."
        case 0: return head + "; no change to report from what was observed."
        case 1: return head + "; 1 change:"
        case let count: return head + "; \(count) changes:"
        }
    }

    private func line(_ change: HistoryChange) -> String {
        HistoryWords(language: DetailLanguage(storefront: change.storefront)).line(for: change, currency: nil)
    }

    private func json(_ change: HistoryChange) -> ChangeJSON {
        var json = ChangeJSON(change, line: line(change))
        json.conditions = ChangeConditions.met(by: change, of: conditions)
        return json
    }

    /// The failures grouped by store and reason, in the order first met.
    static func failuresByReason(_ run: TrackRun) -> [(AppDetailError, [TrackFailure])] {
        var groups: [(AppDetailError, [TrackFailure])] = []
        for failure in run.failures {
            if let index = groups.firstIndex(where: {
                $0.0 == failure.error && $0.1.first?.storefront.country == failure.storefront.country
            }) {
                groups[index].1.append(failure)
            } else {
                groups.append((failure.error, [failure]))
            }
        }
        return groups
    }

    /// The failure whose status speaks for the run: the cache before throttling before an
    /// unreachable store before an answer that cannot be read.
    static func worstFailure(_ run: TrackRun) -> AppDetailError? {
        let order = [ExitStatus.cacheFailure, ExitStatus.throttled, ExitStatus.unavailable]
        return run.failures.map(\.error).min {
            (order.firstIndex(of: ExitStatus.code(for: $0)) ?? order.count)
                < (order.firstIndex(of: ExitStatus.code(for: $1)) ?? order.count)
        }
    }
}

/// `track run --format json`.
struct TrackRunDocument: Encodable {
    let schemaVersion = 2
    let startedAt: Date
    let followed: Int
    let observed: Int
    let skipped: Int
    let failed: Int
    let unobserved: Int
    let requests: Int
    let partsLeftForLater: Int
    let stoppedBy: String?
    let limitReached: String?
    let changes: [ChangeJSON]
    let failures: [FailureJSON]
}

/// An app a run could not observe (in part), and why: the status a run with only this failure
/// would exit with.
struct FailureJSON: Encodable {
    let type = "failure"
    let app: Int64
    let store: String
    let reason: String
    let status: Int32

    init(_ failure: TrackFailure) {
        app = failure.app.rawValue
        store = failure.storefront.country
        reason = failure.error.message
        status = ExitStatus.code(for: failure.error)
    }
}
