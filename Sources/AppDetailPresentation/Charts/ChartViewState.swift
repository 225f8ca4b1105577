/// What a chart screen shows. Once a chart is on screen every later state is
/// ``loaded(_:)``: a refresh keeps the rows until new ones replace them.
public enum ChartViewState: Equatable, Sendable {
    /// Nothing asked yet, or the first load was cancelled before anything was shown.
    case idle
    /// Asking, with nothing on screen yet.
    case loading
    /// The chart, with how to animate to it.
    case loaded(ChartScreen)
    /// No chart to show, and why; the load is over.
    case failed(DetailFailure)

    /// The state as a reader that has just subscribed sees it.
    var joined: ChartViewState {
        if case .loaded(let screen) = self { return .loaded(screen.wholeList) }
        return self
    }
}
