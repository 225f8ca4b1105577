/// Waits up to a minute (a loaded machine can keep a task waiting its turn) for `isAlive` to turn false — a view model let go whose last task is
/// still winding down — polling every 5 ms; returns whether it did.
func waitForRelease(_ isAlive: () -> Bool) async throws -> Bool {
    let waited = ContinuousClock.now
    while isAlive(), ContinuousClock.now - waited < .seconds(60) {
        try await Task.sleep(for: .milliseconds(5))
    }
    return !isAlive()
}
