import Foundation

/// Shows a page taller than the terminal through a pager, as `git` and `man` do: `$PAGER`, else
/// `less -FRX` (quit if it fits, keep colours, leave the text on screen).
enum Pager {
    /// Pages `text` when standard output is a terminal shorter than it; returns whether it did
    /// (when not, or when no pager can be started, the caller writes the text as usual).
    static func page(_ text: String, in environment: CommandEnvironment) -> Bool {
        guard environment.standardOutputIsTerminal, let rows = environment.terminalRows,
            text.reduce(0, { $1 == "\n" ? $0 + 1 : $0 }) >= rows
        else { return false }
        let configured = environment.variables["PAGER"]?.trimmingCharacters(in: .whitespaces) ?? ""
        let command = configured.isEmpty ? "less -FRX" : configured
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        let input = Pipe()
        process.standardInput = input
        do {
            try process.run()
        } catch {
            return false
        }
        // A reader that quits early (q in less) closes the pipe: SIGPIPE is ignored, the write
        // fails quietly, and the command ends as usual.
        try? input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        return true
    }
}
