import AppDetailTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Unbuffered writes to standard error. On a terminal, a message wider than the window is
/// wrapped at word boundaries under its text (``TerminalText/fittedMessages(_:width:)``)
/// instead of being cut mid-word by the terminal; into a pipe or a file it goes as written.
enum StandardErrorStream {
    static func write(_ text: String) {
        guard let columns = terminalColumns else {
            StandardStreams.write(text, to: 2)
            return
        }
        StandardStreams.write(TerminalText.fittedMessages(text, width: columns), to: 2)
    }

    /// Standard error's window width when it is a terminal that says, else `nil`.
    private static let terminalColumns: Int? = {
        guard isatty(STDERR_FILENO) == 1,
            let columns = CommandEnvironment.windowSize(of: STDERR_FILENO)?.columns,
            columns >= 20
        else { return nil }
        return columns
    }()
}
