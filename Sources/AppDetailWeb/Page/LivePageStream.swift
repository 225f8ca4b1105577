import AppDetailPresentation
import DiffableSections
import Foundation
import Hummingbird
import ServiceLifecycle

/// An open page's states as server-sent events: `session` (the page's id, for its requests),
/// then one `page` event a state (a ``PageUpdate`` in JSON), `failed` with the message when the
/// page has nothing to show, and a comment now and then so that a page that went away is noticed
/// even while nothing changes. The stream ends, and the page's view model is let go, when the
/// browser goes away or the server begins to stop.
@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
struct LivePageStream: Sendable {
    let pages: LivePages
    /// How often a quiet stream writes a comment, to find out whether its reader is still there.
    let heartbeat: Duration

    /// The stream of `viewModel`'s states, loaded from now on, its items written by `html`.
    func body(for viewModel: AppPageViewModel, html: SectionHTML) -> ResponseBody {
        ResponseBody { writer in
            // A reader that stops reading holds at most this many events; a state dropped for it
            // makes the next one come whole (its batch would not fit what the reader shows).
            let (events, feed) = AsyncStream<Event>.makeStream(
                bufferingPolicy: .bufferingNewest(Self.backlog))
            let states = viewModel.states
            let forwarding = Task {
                var number = 0
                for await state in states {
                    number += 1
                    feed.yield(.state(state, number: number))
                }
                feed.finish()
            }
            let beating = Task { [heartbeat] in
                while (try? await Task.sleep(for: heartbeat)) != nil { feed.yield(.heartbeat) }
            }
            let id = await pages.open(viewModel)
            await viewModel.load()
            do {
                try await withGracefulShutdownHandler {
                    try await writer.write(Self.event("session", id))
                    var shown: DetailSnapshot?
                    var written = 0
                    for await event in events {
                        if case .state(_, let number) = event {
                            if number != written + 1 { shown = nil }
                            written = number
                        }
                        try await writer.write(Self.text(of: event, over: &shown, html: html))
                    }
                } onGracefulShutdown: {
                    feed.finish()
                }
            } catch {
                // The reader went away: nothing to tell it.
            }
            forwarding.cancel()
            beating.cancel()
            await pages.close(id)
            try? await writer.finish(nil)
        }
    }

    /// How many events wait for a reader that does not read.
    static let backlog = 32

    /// What a stream carries: a state (numbered from 1 in the order the view model sent it), or a
    /// beat to check its reader.
    enum Event: Sendable {
        case state(AppPageViewState, number: Int)
        case heartbeat
    }

    private static func text(of event: Event, over shown: inout DetailSnapshot?, html: SectionHTML)
        -> ByteBuffer
    {
        switch event {
        case .heartbeat:
            return ByteBuffer(string: ": still here\n\n")
        case .state(.loaded(let page), _):
            let update = PageUpdate(page, over: shown, html: html)
            shown = page.snapshot
            let json = (try? JSONEncoder().encode(update)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
            return Self.event("page", json)
        case .state(.failed(let failure), _):
            shown = nil
            return Self.event("failed", failure.message)
        case .state(.idle, _), .state(.loading, _):
            return Self.event("waiting", "")
        }
    }

    /// One event: its name and its data, a `data:` line for each line of it.
    static func event(_ name: String, _ data: String) -> ByteBuffer {
        let lines = data.replacingOccurrences(of: "\r", with: " ").split(
            separator: "\n", omittingEmptySubsequences: false
        ).map { "data: \($0)\n" }
        return ByteBuffer(string: "event: \(name)\n\(lines.joined())\n")
    }
}
