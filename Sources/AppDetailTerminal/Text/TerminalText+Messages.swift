extension TerminalText {
    /// The labels of the tool's messages on standard error (`appdetail: ` starts a `-v` line); a
    /// long message continues under its text, not under its label.
    static let messageLabels = ["note: ", "warning: ", "error: ", "hint: ", "appdetail: "]

    /// `text` — lines such as `note: …` or `error: …` — with every line wider than `width`
    /// columns wrapped at word boundaries, its continuation lines indented under the text after
    /// the label, so a message never breaks mid-word at a terminal's edge. Lines that fit are
    /// left as they are.
    public static func fittedMessages(_ text: String, width: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard displayWidth(line) > width else { return String(line) }
            var label = messageLabels.first { line.hasPrefix($0) } ?? ""
            // Text keeps at least ten columns, and a bullet's hanging indent three more: on a
            // terminal too narrow for that beside the label, the lines start at the edge.
            if width - label.count < 13 { label = "" }
            let indent = String(repeating: " ", count: label.count)
            let body = String(line.dropFirst(label.count))
            let wrapped = TerminalText.wrapped(body, width: width - label.count)
            return wrapped.enumerated().map { index, part in (index == 0 ? label : indent) + part }
                .joined(separator: "\n")
        }.joined(separator: "\n")
    }
}
