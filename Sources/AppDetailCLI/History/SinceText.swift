import AppDetailTerminal
import Foundation

/// `--since`: an age back from now (`30d`, `12h`, `2w`, `90min`), a date (`2024-03-01`, in UTC) or
/// a moment (`2024-03-01T09:00:00Z`); for `changes`, also `last` (the start of the last
/// `track run`). A moment in the future, or a text that is none of these, is a usage error.
enum SinceText {
    /// What `text` names: a moment, or the last run.
    enum Meaning: Equatable {
        case moment(Date)
        case lastRun
    }

    static func meaning(of text: String, now: Date, allowsLast: Bool) throws -> Meaning {
        let shown = TerminalText.quotable(text)
        if allowsLast, text == "last" { return .lastRun }
        if let seconds = CachePruneCommand.seconds(in: text) {
            return .moment(now.addingTimeInterval(-seconds))
        }
        let moment = ISOMoment.parse(text)
        guard let moment else {
            throw UsageError(
                message: "--since takes an age, a date or a moment; not “\(shown)”.",
                hint: "For example --since 30d, --since 2024-03-01 or --since 2024-03-01T09:00:00Z"
                    + (allowsLast ? "; --since last starts at the last track run." : "."))
        }
        guard moment <= now else {
            throw UsageError(
                message: "--since “\(shown)” is in the future; nothing can have changed since then.",
                hint: "Give a moment in the past, or an age such as --since 7d.")
        }
        return .moment(moment)
    }
}
