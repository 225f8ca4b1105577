import Foundation

/// `track run --notify-command CMD`: the person's own command, run by `/bin/sh -c` once per run
/// that met a condition, with the alert (JSON) on its standard input — the only way store text
/// reaches it, so a review holding `$(…)` or a line break stays data. What the command prints
/// goes to standard error (a cron job's mail), and it has a minute to finish.
struct NotifyCommand {
    let command: String

    /// How long the command may run before it is stopped.
    static let limit: Duration = .seconds(60)

    /// Runs the command with `alert` on its standard input; throws a sentence when it cannot be
    /// started, fails or takes too long.
    func deliver(_ alert: Data) async throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.standardError
        process.standardError = FileHandle.standardError
        let exited = AsyncStream<Int32> { continuation in
            process.terminationHandler = { continuation.yield($0.terminationStatus) }
        }
        do {
            try process.run()
        } catch {
            throw NotifyFailure(message: "The notify command could not be started.")
        }
        // Written on a thread of its own: a command that does not read would block the writer.
        Thread {
            try? input.fileHandleForWriting.write(contentsOf: alert)
            try? input.fileHandleForWriting.close()
        }.start()
        let status = await withTaskGroup(of: Int32?.self) { group in
            group.addTask { await exited.first { _ in true } }
            group.addTask {
                try? await Task.sleep(for: Self.limit)
                return nil
            }
            defer { group.cancelAll() }
            return await group.next() ?? nil
        }
        guard let status else {
            process.terminate()
            throw NotifyFailure(message: "The notify command did not finish within a minute and was stopped.")
        }
        guard status == 0 else {
            throw NotifyFailure(message: "The notify command exited with status \(status).")
        }
    }
}

/// Why an alert did not reach the notify command.
struct NotifyFailure: Error {
    let message: String
}
