import ArgumentParser

/// `appdetail track`: the watch list, and the run a schedule makes.
struct TrackCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "track",
        abstract: "Follow apps and observe them on a schedule (the watch list lives in the cache).",
        discussion: """
            A crontab line (crontab -e) that observes the followed apps every morning and mails you \
            only when a condition was met or an app could not be observed (the tool installed by \
            scripts/install.sh, in ~/.local/bin):

              \(CronLine.text)

            More conditions go after it, comma-separated, as in:

              --fail-on new-version,rating-drop:0.1,new-review:2

            Exit status of track run: 0, or 1 when a --fail-on condition was met; 65, 69, 74 or 75 \
            when an app could not be observed (an unreadable answer, the store unreachable, nothing \
            recorded, throttled).
            """,
        subcommands: [
            TrackAddCommand.self, TrackRemoveCommand.self, TrackListCommand.self, TrackRunCommand.self,
        ])
}
