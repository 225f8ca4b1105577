import DiffableSections
import Foundation
import Hummingbird
import ServiceLifecycle

/// An open screen's states as server-sent events: `session` (the page's id, for its requests),
/// then one `page` event a state (a ``PageUpdate`` in JSON), `failed` with the message when the
/// screen has nothing to show, and a comment now and then so that a page that went away is noticed
/// even while nothing changes. The stream ends, and the page's view model is let go, when the
/// browser goes away or the server begins to stop. A settled page reads the cache again now and
/// then, so that what another program stored (a `track run`, a refresh in a terminal) reaches it
/// as one more batch update.
@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
struct LivePageStream: Sendable {
    let pages: LivePages
    /// How often a quiet stream writes a comment, to find out whether its reader is still there.
    let heartbeat: Duration
    /// How often a settled page reads the cache again, to show what another program stored.
    let rereading: Duration

    /// The stream of `screen`'s states, loaded from now on.
    func body<Screen: LiveScreen>(for screen: Screen) -> ResponseBody {
        ResponseBody { writer in
            // A reader that stops reading holds at most this many events; a state dropped for it
            // makes the next one come whole (its batch would not fit what the reader shows).
            let (events, feed) = AsyncStream<Event<Screen.State>>.makeStream(
                bufferingPolicy: .bufferingNewest(Self.backlog))
            let states = screen.states
            let forwarding = Task {
                var number = 0
                for await state in states {
                    number += 1
                    feed.yield(.state(state, number: number, at: Date()))
                }
                feed.finish()
            }
            let beating = Task { [heartbeat] in
                while (try? await Task.sleep(for: heartbeat)) != nil { feed.yield(.heartbeat) }
            }
            let rereads = Task { [rereading] in
                while (try? await Task.sleep(for: rereading)) != nil {
                    await screen.reread()
                }
            }
            let id = await pages.open(screen)
            await screen.load()
            do {
                try await withGracefulShutdownHandler {
                    try await writer.write(Self.event("session", id))
                    var shown: [SectionData<Screen.Markup.Section, Screen.Markup.Item>]?
                    var written = 0
                    for await event in events {
                        if case .state(_, let number, _) = event {
                            if number != written + 1 { shown = nil }
                            written = number
                        }
                        try await writer.write(Self.text(of: event, over: &shown, screen: screen))
                    }
                } onGracefulShutdown: {
                    feed.finish()
                }
            } catch {
                // The reader went away: nothing to tell it.
            }
            forwarding.cancel()
            beating.cancel()
            rereads.cancel()
            await pages.close(id)
            try? await writer.finish(nil)
        }
    }

    /// How many events wait for a reader that does not read.
    static let backlog = 32

    /// What a stream carries: a state (numbered from 1 in the order the view model sent it, with
    /// when it was taken from the view model), or a beat to check its reader.
    enum Event<State: Sendable>: Sendable {
        case state(State, number: Int, at: Date)
        case heartbeat
    }

    private static func text<Screen: LiveScreen>(
        of event: Event<Screen.State>,
        over shown: inout [SectionData<Screen.Markup.Section, Screen.Markup.Item>]?,
        screen: Screen
    ) -> ByteBuffer {
        guard case .state(let state, _, let emitted) = event else {
            return ByteBuffer(string: ": still here\n\n")
        }
        switch screen.shown(state) {
        case .waiting:
            return Self.event("waiting", "")
        case .failed(let message):
            shown = nil
            return Self.event("failed", message)
        case .screen(let sections, let changes, let settled, let notes):
            let update = PageUpdate(
                sections, changes: changes, over: shown, settled: settled, notes: notes, emitted: emitted,
                markup: screen.markup)
            shown = sections
            let json = (try? JSONEncoder().encode(update)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
            return Self.event("page", json)
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
