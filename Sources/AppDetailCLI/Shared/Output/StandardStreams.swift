import AppDetailData
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's standard output and error, written with `write(2)` so that a failed write is an
/// answer, not a trap.
///
/// A write to standard output that fails ends the process: a reader that went away (`EPIPE`, as
/// in `appdetail show … | head -1`) ends it quietly with status 141, as a shell reports a tool
/// stopped by `SIGPIPE`; any other failure (a full disk, a closed descriptor) prints one line on
/// standard error, if that still works, and exits 74. A write to standard error that fails is
/// dropped and remembered: the command goes on, and a failure keeps its own exit status (a
/// not-found app is 66 whether or not its message could be written); a command that succeeded
/// exits 74 instead, since part of what it had to say was lost (``errorStreamFailed``).
enum StandardStreams {
    /// Makes the streams safe to use: `SIGPIPE` ignored, so a closed pipe is an error to handle;
    /// a descriptor 0–2 that was closed at start is held on `/dev/null`, so that no file opened
    /// later (the cache!) takes its number and receives the page, and is remembered as closed.
    static func prepare() {
        signal(SIGPIPE, SIG_IGN)
        for descriptor in Int32(0)...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let placeholder = open("/dev/null", O_RDWR)
            if placeholder >= 0, placeholder != descriptor {
                dup2(placeholder, descriptor)
                close(placeholder)
            }
            closedAtStart.insert(descriptor)
        }
    }

    /// Writes all of `text` to `descriptor`, or ends the process as described above.
    static func write(_ text: String, to descriptor: Int32) {
        let isErrorStream = descriptor == STDERR_FILENO
        guard !closedAtStart.contains(descriptor) else {
            if isErrorStream { return noteErrorStreamFailed() }
            fail(descriptor, errorNumber: EBADF)
        }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { raw in writeBytes(descriptor, raw.baseAddress, raw.count) }
            if written < 0 {
                if errno == EINTR { continue }
                if isErrorStream { return noteErrorStreamFailed() }
                fail(descriptor, errorNumber: errno)
            }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Whether a write to standard error has failed.
    static var errorStreamFailed: Bool { errorStreamLock.withLock { errorStreamFailedFlag } }

    private static let errorStreamLock = NSLock()
    nonisolated(unsafe) private static var errorStreamFailedFlag = false  // guarded by `errorStreamLock`

    private static func noteErrorStreamFailed() {
        errorStreamLock.withLock { errorStreamFailedFlag = true }
    }

    /// Descriptors found closed by ``prepare()``; set once before anything else runs.
    nonisolated(unsafe) private static var closedAtStart: Set<Int32> = []

    private static func fail(_ descriptor: Int32, errorNumber: Int32) -> Never {
        if errorNumber == EPIPE { exit(141) }
        let stream = descriptor == STDOUT_FILENO ? "standard output" : "standard error"
        let reason = errorNumber == EBADF ? "it is closed" : ErrorNumberText.words(errorNumber)
        if descriptor != STDERR_FILENO, !closedAtStart.contains(STDERR_FILENO) {
            let hint =
                errorNumber == EBADF
                ? "Run it with its output going to a terminal, a file or a pipe."
                : "Send the output somewhere it can be written, such as a file on another disk."
            let line = "error: the output could not be written to \(stream): \(reason).\nhint: \(hint)\n"
            _ = Array(line.utf8).withUnsafeBytes { writeBytes(STDERR_FILENO, $0.baseAddress, $0.count) }
        }
        exit(ExitStatus.cannotWrite)
    }
}

private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    guard let bytes else { return 0 }
    return write(descriptor, bytes, count)
}
