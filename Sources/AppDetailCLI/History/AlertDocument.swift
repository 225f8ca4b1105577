import AppDetailDomain
import AppDetailTerminal
import Foundation

/// What `track run --notify-command` hands its command on standard input and `--notify-url`
/// posts: the changes that met a `--fail-on` condition, as a chat webhook takes a message
/// (`text`, one line a change) with the events beside it for a program (`events`, each a change
/// as `track run --format json` writes it). Store text is data here: escaped JSON, never a shell
/// word.
struct AlertDocument: Encodable {
    let schemaVersion = 1
    /// The alert as a message: a line a change.
    let text: String
    /// The changes that met a condition, each with the conditions it met.
    let events: [ChangeJSON]
    /// When the run started, and what it observed.
    let run: Run

    /// The run an alert comes from.
    struct Run: Encodable {
        let startedAt: Date
        let followed: Int
        let observed: Int
        let unobserved: Int
    }

    /// The alert of `run`: its changes that meet one of `conditions`; `nil` when none does.
    init?(_ run: TrackRun, conditions: [ChangeConditions.Named], line: (HistoryChange) -> String) {
        let met = run.changes.compactMap { change -> (HistoryChange, [String])? in
            let names = ChangeConditions.met(by: change, of: conditions)
            return names.isEmpty ? nil : (change, names)
        }
        guard !met.isEmpty else { return nil }
        let lines = met.map { change, names in
            TerminalText.oneLine(
                "\(change.storefront.country.uppercased()) \(change.appName) (\(change.app)): \(line(change))"
            )
                + " [\(names.joined(separator: ", "))]"
        }
        text =
            "appdetail: \(met.count == 1 ? "1 change" : "\(met.count) changes") met a condition\n"
            + lines.joined(separator: "\n")
        events = met.map { change, names in
            var json = ChangeJSON(change, line: line(change))
            json.conditions = names
            return json
        }
        self.run = Run(
            startedAt: run.startedAt, followed: run.followed.count, observed: run.observed,
            unobserved: run.unobserved)
    }
}
