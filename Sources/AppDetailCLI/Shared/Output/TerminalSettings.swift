#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal's line settings (echo, canonical input…) as they were before a pager took the
/// terminal, to put back if the pager is killed before it can restore them itself.
struct TerminalSettings {
    private let descriptor: Int32
    private let saved: termios

    /// The settings of the terminal on standard output, or `nil` when it is not one.
    static func save() -> TerminalSettings? {
        var settings = termios()
        guard isatty(STDOUT_FILENO) == 1, tcgetattr(STDOUT_FILENO, &settings) == 0 else { return nil }
        return TerminalSettings(descriptor: STDOUT_FILENO, saved: settings)
    }

    /// Puts the saved settings back once output already written has drained.
    func restore() {
        var settings = saved
        _ = tcsetattr(descriptor, TCSADRAIN, &settings)
    }
}
