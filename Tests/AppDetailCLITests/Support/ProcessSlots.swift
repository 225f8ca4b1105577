/// How many programs the CLI tests run at once. Swift Testing runs the suites in parallel, and
/// unbounded they started about sixty debug binaries together on a 2-core machine: every
/// process, and the in-process loopback servers and clients of the other suites, then waited
/// tens of seconds for the CPU. Each test runs one program at a time, so a bound cannot deadlock.
actor ProcessSlots {
    /// The one limit of this test process.
    static let shared = ProcessSlots(limit: 6)

    private let limit: Int
    private var running = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(limit: Int) {
        self.limit = limit
    }

    /// Runs `body` once a slot is free.
    func run<Value: Sendable>(_ body: @Sendable () async throws -> Value) async rethrows -> Value {
        await acquire()
        defer { release() }
        return try await body()
    }

    private func acquire() async {
        guard running >= limit else {
            running += 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    private func release() {
        if waiting.isEmpty {
            running -= 1
        } else {
            waiting.removeFirst().resume()  // the slot passes straight to the next in line
        }
    }
}
