import AppDetailTerminal

/// Standard output, written once per command so output is never interleaved half-way.
enum StandardOutputStream {
    static func write(_ text: String) {
        StandardStreams.write(text, to: 1)
    }

    /// Writes a line of prose: on a terminal wrapped at word boundaries to its width (a command
    /// to type kept whole), into a pipe or a file as written, one line a fact for scripts.
    static func writeLine(_ line: String, in environment: CommandEnvironment) {
        guard let columns = environment.terminalColumns, columns >= 20 else {
            write(line + "\n")
            return
        }
        write(TerminalText.wrapped(line, width: columns).joined(separator: "\n") + "\n")
    }
}
