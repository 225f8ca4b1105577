import AppDetailTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Shows a page taller than the terminal through a pager, as `git` and `man` do: `$PAGER`, else
/// `less -FRX` (quit if it fits, keep colours, leave the text on screen).
///
/// The pager must run in the tool's own process group. A shell with job control gives the
/// terminal to that group only; a process of any other group that reads the terminal is stopped
/// (`SIGTTIN`), and the page never appears. Foundation's `Process` on Linux starts every child in
/// a new process group, so the pager is started here with `posix_spawn` and without
/// `POSIX_SPAWN_SETPGROUP`, which keeps it in ours.
///
/// While the pager runs, the tool ignores `SIGINT` and `SIGQUIT` (the pager decides what Ctrl-C
/// means, as `less` does) and waits for it; the terminal's settings are put back if the pager
/// ends by a signal. A pager that ends early (`q`) or is killed is not an error. A pager that
/// cannot be run or ends with a failure status has not shown the page: the tool says so once
/// and writes the page itself.
///
/// The page is UTF-8 whatever the locale says, so `less` is told so (`LESSCHARSET=utf-8`) unless
/// the user chose a character set for it: under a locale the system does not have
/// (`LANG=ko_KR.UTF-8` where only `C.UTF-8` is installed), `less` would otherwise show each Korean
/// or Japanese character as escaped bytes (`<EB><A7><8C>`), which the same page written directly
/// shows right.
enum Pager {
    /// Writes `text` to standard output, through the pager when `allowed`, standard output is a
    /// terminal and the text is taller than it.
    ///
    /// `heading` (notes that matter for reading the page: sample data, an offline or stale copy)
    /// is shown above the text inside the pager only: there the notes the command writes to
    /// standard error afterwards are hidden until the pager closes.
    static func show(_ text: String, in environment: CommandEnvironment, allowed: Bool, heading: String = "")
    {
        guard allowed, environment.standardOutputIsTerminal, let rows = environment.terminalRows,
            text.reduce(0, { $1 == "\n" ? $0 + 1 : $0 }) >= rows
        else {
            StandardOutputStream.write(text)
            return
        }
        let configured = environment.variables["PAGER"]?.trimmingCharacters(in: .whitespaces) ?? ""
        let command = configured.isEmpty ? "less -FRX" : configured
        if let failure = PagerProcess.run(
            command, showing: heading + text, environment: pagerVariables(environment.variables))
        {
            let shown = TerminalText.sanitized(command.count > 60 ? command.prefix(59) + "…" : command)
            StandardErrorStream.write(
                "warning: the pager “\(shown)” \(failure); the page follows without it.\n")
            StandardOutputStream.write(text)
        }
    }

    /// The pager's environment: the tool's, with `LESSCHARSET=utf-8` unless `LESSCHARSET` or
    /// `LESSCHARDEF` is set.
    static func pagerVariables(_ variables: [String: String]) -> [String: String] {
        guard variables["LESSCHARSET"] == nil, variables["LESSCHARDEF"] == nil else { return variables }
        var pager = variables
        pager["LESSCHARSET"] = "utf-8"
        return pager
    }
}
