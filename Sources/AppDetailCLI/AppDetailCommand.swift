import ArgumentParser

/// The `appdetail` command: the composition root, the only place concrete types are wired.
@main
struct AppDetailCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "appdetail",
        abstract: "Shows an App Store app's detail page as sections.",
        version: "0.1.0"
    )
}
