import Foundation

/// A run of the binary with what the OS says it cost: CPU seconds and peak memory, read with
/// `getrusage(RUSAGE_CHILDREN)` by a small Python wrapper around the process.
struct ResourceUse {
    let outcome: CommandLineTool.Outcome
    /// User plus system CPU time of the process.
    let cpuSeconds: Double
    /// Peak resident memory of the process, in bytes.
    let peakBytes: Int

    static let wrapper = """
        import resource, subprocess, sys
        done = subprocess.run(sys.argv[2:])
        usage = resource.getrusage(resource.RUSAGE_CHILDREN)
        with open(sys.argv[1], "w") as report:
            report.write(f"{usage.ru_utime + usage.ru_stime} {usage.ru_maxrss * 1024}")
        sys.exit(done.returncode if done.returncode >= 0 else 128 - done.returncode)
        """

    /// Runs the tool through the wrapper; with `output`, its standard output goes to that file
    /// (a large document is not held by the test).
    static func measure(
        _ tool: CommandLineTool, _ arguments: [String], environment extra: [String: String] = [:],
        output: URL? = nil
    )
        async throws -> ResourceUse
    {
        let report = FileManager.default.temporaryDirectory.appendingPathComponent(
            "rusage-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: report) }
        let redirect = output.map { ["/bin/sh", "-c", "exec \"$0\" \"$@\" > \"\($0.path)\""] } ?? []
        let outcome = try await tool.run(
            arguments, environment: extra,
            through: ["/usr/bin/env", "python3", "-c", wrapper, report.path] + redirect)
        let fields = try String(contentsOf: report, encoding: .utf8).split(separator: " ")
        return ResourceUse(
            outcome: outcome, cpuSeconds: Double(fields[0]) ?? .infinity, peakBytes: Int(fields[1]) ?? .max)
    }
}
