/// The one piece of work a view model has in flight, and whose results may still be shown.
///
/// Starting new work cancels the old; each start gets a new generation number, and results are
/// shown only while their generation is current and their task not cancelled — so a load that
/// was replaced, or cancelled just as its answer came, never reaches the screen.
struct CurrentWork {
    private var task: Task<Void, Never>?
    private var generation = 0

    /// Cancels the work in flight and starts `makeTask(generation)`, whose results count while
    /// ``isCurrent(_:)`` says so.
    mutating func replace(with makeTask: (Int) -> Task<Void, Never>) {
        cancel()
        task = makeTask(generation)
    }

    /// Cancels the work in flight; nothing it yields afterwards is current.
    mutating func cancel() {
        generation += 1
        task?.cancel()
        task = nil
    }

    /// Whether results of `generation` may be shown: nothing replaced or cancelled it.
    func isCurrent(_ generation: Int) -> Bool {
        generation == self.generation && !Task.isCancelled
    }

    /// Whether a failure of `generation` may be shown: it is current and not a cancellation.
    func shows(_ error: any Error, of generation: Int) -> Bool {
        generation == self.generation && !(error is CancellationError)
    }
}
