import ArgumentParser

/// The `appdetail` command: the composition root, the only place concrete types are wired.
@main
struct AppDetailCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "appdetail",
        abstract: "Shows an App Store app's detail page as sections.",
        discussion: """
            Exit codes: 0 success, 64 usage error, 65 malformed data or not an iOS app, \
            66 not found, 69 offline, unreachable or server error, 74 cache failure, 75 throttled.
            Shell completion: appdetail --generate-completion-script bash|zsh|fish
            """,
        version: "0.1.0",
        subcommands: [ShowCommand.self, DiffCommand.self, CacheCommand.self]
    )
}
