#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `SIGINT` and `SIGQUIT` ignored by the tool while a child that owns the keyboard (the pager)
/// runs, the way a shell or `git` waits for its pager: Ctrl-C is the child's to handle, and the
/// tool neither dies under it nor leaves it writing to a terminal the shell has taken back.
struct InterruptsIgnored {
    private var previous: [(Int32, sigaction)] = []

    /// Ignores both signals, remembering what they did before.
    init() {
        for number in [SIGINT, SIGQUIT] {
            var ignore = sigaction()
            #if canImport(Glibc)
                ignore.__sigaction_handler.sa_handler = SIG_IGN
            #else
                ignore.__sigaction_u.__sa_handler = SIG_IGN
            #endif
            sigemptyset(&ignore.sa_mask)
            var old = sigaction()
            if sigaction(number, &ignore, &old) == 0 { previous.append((number, old)) }
        }
    }

    /// Puts back what the signals did before.
    func restore() {
        for (number, old) in previous {
            var action = old
            sigaction(number, &action, nil)
        }
    }
}
