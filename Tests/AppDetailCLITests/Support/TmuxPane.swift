import Foundation

/// An interactive bash in a pane of a private tmux server: a real terminal with job control, as
/// a person has one. A test types into it (`send-keys`) and reads the screen (`capture-pane`).
///
/// Every wait polls the screen until a condition holds or a generous deadline passes, so a
/// loaded machine makes a test slower, never wrong.
struct TmuxPane {
    /// Whether Debian's `tmux` is installed (`.ci/run` installs it).
    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: executable) }

    private static let executable = "/usr/bin/tmux"
    private let socket = "appdetail-test-\(UUID().uuidString)"

    /// An interactive shell with no startup files and the prompt `$ `.
    enum Shell: String, CaseIterable, Sendable {
        case bash, zsh, fish

        /// The command that starts it.
        var command: [String] {
            switch self {
            case .bash: ["bash", "--norc", "--noprofile", "-i"]
            case .zsh: ["zsh", "-f", "-i"]
            case .fish: ["fish", "--no-config", "-i", "-C", "function fish_prompt; echo '$ '; end"]
            }
        }

        /// Whether Debian's package of it is installed.
        var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/\(rawValue)") }
    }

    /// Starts `shell` interactively (no startup files, prompt `$ `) in a `columns`×`rows` pane,
    /// with only `variables` in its environment besides a UTF-8 locale and `TERM`.
    init(columns: Int, rows: Int, variables: [String: String], shell: Shell = .bash) async throws {
        let environment =
            [
                "TERM": "xterm-256color", "LANG": "C.UTF-8", "PS1": "$ ",
                "APPDETAIL_RATE": CommandLineTool.unhurriedRate,
            ].merging(variables) { $1 }
        let assignments = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let shell = (["env", "-i"] + assignments + shell.command)
            .map(Self.quoted).joined(separator: " ")
        try await startServer(["new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", shell])
        try await waitForScreen("the shell's prompt") { $0.contains("$") }
    }

    /// Types `line` and Enter.
    func type(_ line: String) async throws {
        try await tmux(["send-keys", "-l", line])
        try await tmux(["send-keys", "Enter"])
    }

    /// Types `text` and nothing else: no Enter (to press Tab after it, say).
    func typeWithoutEnter(_ text: String) async throws {
        try await tmux(["send-keys", "-l", text])
    }

    /// Presses keys by tmux's names (`q`, `C-c`, `Space`).
    func press(_ keys: String...) async throws {
        try await tmux(["send-keys"] + keys)
    }

    /// Makes the window `columns`×`rows`.
    func resize(columns: Int, rows: Int) async throws {
        try await tmux(["resize-window", "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// What the pane shows now, one line per row.
    func screen() async throws -> String {
        try await tmux(["capture-pane", "-p"]).standardOutput
    }

    /// Waits up to `seconds` until `condition` holds for the screen; returns that screen, or
    /// throws with the last screen seen.
    @discardableResult
    func waitForScreen(_ what: String, seconds: Double = 60, until condition: (String) -> Bool)
        async throws -> String
    {
        let deadline = ContinuousClock.now + .seconds(seconds)
        var last = ""
        while ContinuousClock.now < deadline {
            last = try await screen()
            if condition(last) { return last }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw PaneTimeout(waitingFor: what, screen: last)
    }

    /// Ends the server and everything in it.
    func close() async {
        _ = try? await tmux(["kill-server"])
    }

    @discardableResult
    private func tmux(_ arguments: [String]) async throws -> CommandLineTool.Outcome {
        let outcome = try await CommandLineTool.launch(
            URL(fileURLWithPath: Self.executable), ["-L", socket] + arguments,
            environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "LANG": "C.UTF-8"])
        guard outcome.status == 0 || arguments.first == "kill-server" else {
            throw PaneTimeout(waitingFor: "tmux \(arguments.first ?? "")", screen: outcome.standardError)
        }
        return outcome
    }

    /// The first command starts the server, which keeps the descriptors it was given: it gets
    /// `/dev/null` for the standard three, and every other descriptor is closed before tmux starts
    /// — `system(3)` hands the child all of this process's open descriptors, among them the pipes
    /// of tools other tests are running, and a daemon holding one keeps that test from ever
    /// seeing the end of its output. It is started with `system(3)`, which waits for its own child
    /// by pid: Foundation's `Process` was seen never to reap a launcher whose child daemonized.
    private func startServer(_ arguments: [String]) async throws {
        let command = ([Self.executable, "-L", socket] + arguments).map(Self.quoted).joined(separator: " ")
        let closeInherited =
            #"for fd in /proc/$$/fd/*; do fd=${fd##*/}; [ "$fd" -gt 2 ] && eval "exec $fd>&-"; done 2>/dev/null; "#
        let script =
            closeInherited + "exec env -i PATH=/usr/bin:/bin TERM=xterm-256color LANG=C.UTF-8 " + command
        let status = system("/bin/bash -c " + Self.quoted(script) + " </dev/null >/dev/null 2>&1")
        guard status == 0 else {
            throw PaneTimeout(waitingFor: "tmux to start", screen: "status \(status)")
        }
    }

    private static func quoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// A condition on the screen that did not come true in time.
    struct PaneTimeout: Error, CustomStringConvertible {
        let waitingFor: String
        let screen: String
        var description: String { "gave up waiting for \(waitingFor); the pane shows:\n\(screen)" }
    }
}
