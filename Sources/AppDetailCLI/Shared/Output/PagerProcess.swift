#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One run of a pager command through `/bin/sh -c`, fed the page on its standard input, in the
/// tool's own process group (see ``Pager`` for why `posix_spawn` and not Foundation's `Process`).
enum PagerProcess {
    /// Runs `command` with `text` on its standard input and waits for it. Returns `nil` when the
    /// pager ran (to the end, quit early, or was ended by a signal), else why it showed nothing,
    /// in words that complete "the pager … ".
    static func run(_ command: String, showing text: String, environment: [String: String]) -> String? {
        var ends: [Int32] = [-1, -1]
        guard makePipe(&ends) == 0 else { return "could not be started (no pipe)" }
        let (readEnd, writeEnd) = (ends[0], ends[1])
        let terminal = TerminalSettings.save()
        let interrupts = InterruptsIgnored()
        defer { interrupts.restore() }
        let started = spawn(command, input: readEnd, environment: environment)
        close(readEnd)
        guard case .success(let child) = started else {
            close(writeEnd)
            if case .failure(let number) = started { return "could not be started (\(errorWords(number)))" }
            return "could not be started"
        }
        feed(text, to: writeEnd)
        close(writeEnd)
        let status = waitForExit(of: child)
        let signal = status & 0x7f
        if signal != 0 {
            terminal?.restore()
            return nil
        }
        switch (status >> 8) & 0xff {
        case 0: return nil
        case 126: return "cannot be run (status 126)"
        case 127: return "was not found (status 127)"
        case let code: return "failed (status \(code))"
        }
    }

    private enum Started {
        case success(pid_t)
        case failure(Int32)
    }

    /// `/bin/sh -c command` with `input` as its standard input; the other descriptors it
    /// inherits are the tool's standard output and error (the pipe's ends are close-on-exec).
    /// `SIGINT`, `SIGQUIT` and `SIGPIPE`, ignored by the tool, are reset to their defaults.
    private static func spawn(_ command: String, input: Int32, environment: [String: String]) -> Started {
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t?
            var attributes: posix_spawnattr_t?
        #else
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_adddup2(&actions, input, STDIN_FILENO)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGINT, SIGQUIT, SIGPIPE] { sigaddset(&defaults, number) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        // No POSIX_SPAWN_SETPGROUP: the pager stays in the terminal's foreground group.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let arguments = ["sh", "-c", command].map(copyOfCString)
        let variables = environment.map { copyOfCString("\($0.key)=\($0.value)") }
        defer { for copy in arguments + variables { free(copy) } }
        var child = pid_t()
        let result = posix_spawn(
            &child, "/bin/sh", &actions, &attributes, arguments + [nil], variables + [nil])
        return result == 0 ? .success(child) : .failure(result)
    }

    /// Writes the page until it is all written or the pager stops reading (`EPIPE`: it quit).
    private static func feed(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { raw in write(descriptor, raw.baseAddress, raw.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            bytes = bytes.dropFirst(written)
        }
    }

    private static func waitForExit(of child: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(child, &status, 0) == -1 {
            guard errno == EINTR else { return 0 }
        }
        return status
    }

    private static func makePipe(_ ends: inout [Int32]) -> Int32 {
        guard pipe(&ends) == 0 else { return -1 }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return 0
    }

    private static func copyOfCString(_ text: String) -> UnsafeMutablePointer<CChar>? {
        text.withCString { strdup($0) }
    }

    private static func errorWords(_ number: Int32) -> String {
        String(cString: strerror(number)).lowercased()
    }
}
