import Benchmark
import BenchmarkSupport
import Foundation

/// The web client's server, in this process over loopback, each beside a baseline measured in the
/// same run: a static asset (the style sheet: the HTTP server's and the socket's own cost). An
/// app's page document, and a cached page's first state — from opening its stream to its first
/// `page` event: a view model made, its page read from the cache, written as HTML in JSON — each
/// over a new connection, as a browser opens them. `Benchmarks/report.py` prints the ratios and
/// checks the first state against its 20 ms.
let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], maxDuration: .seconds(5),
        maxIterations: 1_000)
    let page = "/app/284882215?store=us"
    let requests = [
        ("web · static asset · baseline", "/assets/page.css", "outline-offset: 2px; }"),
        ("web · page document", page, "</html>"),
        ("web · cached page first state", "/app/284882215/live?store=us", "event: page"),
    ]
    for (name, path, marker) in requests {
        let served = Box<ServedPage>()
        Benchmark(
            name, configuration: configuration,
            closure: { benchmark async throws in
                let server = try served.value()
                for _ in benchmark.scaledIterations {
                    try await server.get(path, until: marker)
                }
            },
            setup: { served.set(try await ServedPage.start()) },
            teardown: { try served.value().stop() })
    }
}
