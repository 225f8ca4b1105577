import Foundation
import TestSupport

/// The built `appdetail` binary, run as a separate process the way a person runs it.
struct CommandLineTool {
    struct Outcome {
        let status: Int32
        let standardOutput: String
        let standardError: String
        /// From the process's start to its exit: a wait for a free process slot is not in it.
        var elapsed: Duration = .zero
    }

    let executable: URL
    let cacheDirectory: URL
    let endpoint: URL?
    /// The loopback App Store behind `endpoint`, when there is one.
    var server: FixtureServer? = nil

    /// The binary next to the test bundle (`swift build --build-tests` builds it).
    static func builtExecutable() throws -> URL {
        let candidates = [
            Bundle(for: Marker.self).bundleURL.deletingLastPathComponent(),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
        ]
        for directory in candidates {
            let url = directory.appendingPathComponent("appdetail")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "build appdetail first"])
    }

    /// Runs the tool with a fixed clock, the test's cache and endpoint, and no terminal.
    ///
    /// - Parameter through: a command that runs the tool (`bash -c …`, a wrapper), to which the
    ///   tool's path and arguments are appended.
    func run(_ arguments: [String], environment extra: [String: String] = [:], through: [String] = [])
        async throws
        -> Outcome
    {
        let environment = variables(extra)
        guard let launcher = through.first else {
            return try await Self.launch(executable, arguments, environment: environment)
        }
        return try await Self.launch(
            URL(fileURLWithPath: launcher), Array(through.dropFirst()) + [executable.path] + arguments,
            environment: environment)
    }

    /// The request budget of a run that is not about the budget: the most it takes, so a test's
    /// loopback store is never waited for (the budget's own tests set theirs).
    static let unhurriedRate = "60000"

    /// The variables every run gets — the test's cache and endpoint, a fixed clock, a plain
    /// locale, a budget that never waits — with `extra` on top.
    private func variables(_ extra: [String: String]) -> [String: String] {
        var environment = [
            "APPDETAIL_CACHE_DIR": cacheDirectory.path, "APPDETAIL_NOW": "2026-11-22T12:00:00Z",
            "HOME": cacheDirectory.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8",
            "APPDETAIL_RATE": Self.unhurriedRate,
        ]
        if let endpoint { environment["APPDETAIL_ENDPOINT"] = endpoint.absoluteString }
        environment.merge(extra) { $1 }
        return environment
    }

    /// Runs the tool under a pseudo-terminal (util-linux `script`) with `TERM=xterm` unless
    /// `extra` says otherwise; `setUp` is shell run first, such as `stty rows 10 cols 80`.
    func runOnTerminal(_ arguments: [String], environment extra: [String: String] = [:], setUp: String = "")
        async throws -> Outcome
    {
        let command = setUp + ([executable.path] + arguments).joined(separator: " ")
        return try await Self.launch(
            URL(fileURLWithPath: "/usr/bin/script"), ["-qec", command, "/dev/null"],
            environment: variables(["TERM": "xterm"].merging(extra) { $1 }))
    }

    /// Starts a process and waits for it without blocking a thread the server needs.
    ///
    /// The pipes are read with blocking reads on threads of their own, not with
    /// `FileHandle.readabilityHandler`: tearing down the dispatch read source that handler installs
    /// races the descriptor's close in corelibs-libdispatch on Linux and can crash the whole test
    /// process in `_dispatch_event_loop_drain` (swift-corelibs-libdispatch issue 949).
    static func launch(_ executable: URL, _ arguments: [String], environment: [String: String]) async throws
        -> Outcome
    {
        // A program written just now (a copied binary) can be refused with ETXTBSY while another
        // thread's fork still holds the writer's descriptor: that passes, so it is tried again.
        try await ProcessSlots.shared.run {
            for _ in 0..<50 {
                do {
                    return try await launchOnce(executable, arguments, environment: environment)
                } catch let error as NSError where error.isTextFileBusy {
                    try await Task.sleep(for: .milliseconds(100))
                }
            }
            return try await launchOnce(executable, arguments, environment: environment)
        }
    }

    private static func launchOnce(_ executable: URL, _ arguments: [String], environment: [String: String])
        async throws -> Outcome
    {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let exited = ExitSignal()
        process.terminationHandler = { _ in exited.fire() }
        let started = ContinuousClock.now
        do {
            try process.run()
        } catch {
            // Never started: nothing will write to the pipes, and terminationStatus would trap.
            try? output.fileHandleForWriting.close()
            try? errors.fileHandleForWriting.close()
            throw error
        }
        // Read while it runs, so a long output never fills a pipe and stalls the process.
        async let standardOutput = readToEnd(output.fileHandleForReading)
        async let standardError = readToEnd(errors.fileHandleForReading)
        await exited.wait()
        let elapsed = ContinuousClock.now - started
        return Outcome(
            status: process.terminationStatus,
            standardOutput: String(decoding: await standardOutput, as: UTF8.self),
            standardError: String(decoding: await standardError, as: UTF8.self), elapsed: elapsed)
    }

    /// A process's exit, which may come before or after someone waits for it.
    private final class ExitSignal: @unchecked Sendable {
        private let lock = NSLock()
        private var hasFired = false  // guarded by `lock`
        private var waiter: CheckedContinuation<Void, Never>?  // guarded by `lock`

        func fire() {
            let waiting = lock.withLock {
                hasFired = true
                defer { waiter = nil }
                return waiter
            }
            waiting?.resume()
        }

        func wait() async {
            await withCheckedContinuation { continuation in
                let already = lock.withLock {
                    if !hasFired { waiter = continuation }
                    return hasFired
                }
                if already { continuation.resume() }
            }
        }
    }

    /// Everything left in a pipe, read on a thread of its own so no cooperative thread blocks.
    private static func readToEnd(_ handle: FileHandle) async -> Data {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: handle.readDataToEndOfFile()) }.start()
        }
    }

    private final class Marker {}
}

extension NSError {
    /// `ETXTBSY`, directly or as the underlying error.
    fileprivate var isTextFileBusy: Bool {
        let busy = Int(ETXTBSY)
        if domain == NSPOSIXErrorDomain, code == busy { return true }
        guard let underlying = userInfo[NSUnderlyingErrorKey] as? NSError else { return false }
        return underlying.domain == NSPOSIXErrorDomain && underlying.code == busy
    }
}
