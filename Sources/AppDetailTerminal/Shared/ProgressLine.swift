/// A one-line progress bar for a terminal — `Refreshing  [#######.........]  400/1,000` — that
/// fits the window: the bar takes what the label and the count leave, and goes first when the
/// window is too narrow for it.
public enum ProgressLine {
    /// The line for `done` of `total`, at most `width` columns wide, without a line break.
    public static func text(label: String, done: Int, total: Int, width: Int) -> String {
        let count = "\(min(done, total))/\(total)"
        let fixed = TerminalText.displayWidth(label) + TerminalText.displayWidth(count) + 6
        let room = width - fixed
        guard room >= 10 else { return TerminalText.truncated("\(label) \(count)", to: max(width, 1)) }
        let filled = total > 0 ? room * min(done, total) / total : room
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: room - filled)
        return "\(label)  [\(bar)]  \(count)"
    }
}
