import AppDetailTerminal

/// Standard output, written once per command so output is never interleaved half-way.
enum StandardOutputStream {
    static func write(_ text: String) {
        StandardStreams.write(text, to: 1)
    }

    /// Writes a line of prose wrapped at word boundaries to `width` columns (a command to type
    /// kept whole), or as written when `width` is `nil`.
    static func writeLine(_ line: String, width: Int?) {
        guard let width else {
            write(line + "\n")
            return
        }
        write(TerminalText.wrapped(line, width: width).joined(separator: "\n") + "\n")
    }

    /// Writes a line of prose: on a terminal wrapped to its width, into a pipe or a file as
    /// written, one line a fact for scripts.
    static func writeLine(_ line: String, in environment: CommandEnvironment) {
        writeLine(line, width: environment.terminalColumns.flatMap { $0 >= 20 ? $0 : nil })
    }
}
