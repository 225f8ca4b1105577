import AppDetailTerminal
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One line on standard error that a terminal rewrites in place — a progress bar, or what a
/// slow command is waiting for — and that never stays behind: ``clear()`` removes it, and while
/// it is shown Ctrl-C (`SIGINT`) removes it before the process ends as Ctrl-C ends it (130).
/// Nothing is written when standard error is not a terminal. It is drawn and erased with a
/// carriage return and spaces only, so it holds no escape sequence (`NO_COLOR` means none).
final class StatusLine: @unchecked Sendable {
    /// The terminal's width in columns, or `nil` when standard error is not a terminal.
    let columns: Int?
    private let lock = NSLock()
    private var shownWidth: Int?  // guarded by `lock`; the columns the line drawn takes

    init() {
        columns =
            isatty(STDERR_FILENO) == 1
            ? (CommandEnvironment.windowSize(of: STDERR_FILENO)?.columns ?? 80) : nil
        if let columns { Erasure.prepare(columns: columns) }
    }

    /// The columns a line may take: the terminal's width less three, so that the `^C` a terminal
    /// echoes at the end of the line on Ctrl-C stays on it (at the last column it would wrap to
    /// a new line, and the erasure would clear that one, leaving the status line behind).
    var room: Int? { columns.map { max($0 - 3, 1) } }

    /// Writes `text` in place of the line shown, cut to ``room``.
    func show(_ text: String) {
        guard let room else { return }
        lock.withLock {
            if shownWidth == nil { signal(SIGINT, clearThenInterrupt) }
            let line = TerminalText.truncated(text, to: room)
            let width = TerminalText.displayWidth(line)
            let rest = max((shownWidth ?? 0) - width, 0)
            StandardStreams.write("\r" + line + String(repeating: " ", count: rest), to: 2)
            shownWidth = width
        }
    }

    /// Removes the line, if one is shown, and gives Ctrl-C back its default.
    func clear() {
        lock.withLock {
            guard let width = shownWidth else { return }
            shownWidth = nil
            StandardStreams.write("\r" + String(repeating: " ", count: width) + "\r", to: 2)
            signal(SIGINT, SIG_DFL)
        }
    }
}

/// The bytes that erase a whole line of the terminal, made before any line is shown so that a
/// signal handler can write them without allocating.
private enum Erasure {
    nonisolated(unsafe) static var bytes: UnsafeMutableBufferPointer<UInt8>?

    static func prepare(columns: Int) {
        guard bytes == nil else { return }
        let text = Array(("\r" + String(repeating: " ", count: max(columns - 1, 1)) + "\r").utf8)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: text.count)
        _ = buffer.initialize(from: text)
        bytes = buffer
    }
}

/// Ctrl-C while a status line is shown: the line is erased (only `write` and `_exit`, which a
/// signal handler may call, on bytes made beforehand), and the process ends with 130, as a
/// shell reports Ctrl-C.
private func clearThenInterrupt(_: Int32) {
    if let erasure = Erasure.bytes {
        _ = write(STDERR_FILENO, erasure.baseAddress, erasure.count)
    }
    _exit(130)
}
