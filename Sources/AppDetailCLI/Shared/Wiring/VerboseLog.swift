import AppDetailTerminal

/// `-v` lines on standard error: cache hit or miss, where answers came from, timings.
struct VerboseLog: Sendable {
    let enabled: Bool

    func callAsFunction(_ line: @autoclosure () -> String) {
        guard enabled else { return }
        StandardErrorStream.write("appdetail: \(TerminalText.sanitized(line()))\n")
    }
}
