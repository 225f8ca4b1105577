import ArgumentParser

/// `appdetail track`: the watch list, and the run a schedule makes.
struct TrackCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "track",
        abstract: "Follow apps and observe them on a schedule (the watch list lives in the cache).",
        discussion: """
            A crontab line that observes the followed apps every morning and keeps the changes:
              17 7 * * * appdetail track run --format jsonl >> ~/appdetail-changes.jsonl
            Exit status of track run: 0, or 1 when a --fail-on condition was met; 69, 74 or 75 when \
            the store could not be reached, nothing could be recorded, or the store throttled.
            """,
        subcommands: [
            TrackAddCommand.self, TrackRemoveCommand.self, TrackListCommand.self, TrackRunCommand.self,
        ])
}
