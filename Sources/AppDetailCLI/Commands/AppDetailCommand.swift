import ArgumentParser

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
        subcommands: [
            SearchCommand.self, ShowCommand.self, ReviewsCommand.self, DiffCommand.self, CacheCommand.self,
        ]
    )

    /// ArgumentParser's own entry point, with every word it prints going through
    /// ``StandardStreams`` (so a full disk or a closed pipe is an exit status, not a trap) and
    /// its error messages, which quote what was typed, through the terminal sanitizer.
    static func main() async {
        StandardStreams.prepare()
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let unknown = unknownCommand(in: arguments) {
            let suggestion =
                NearestName.to(unknown, among: commandNames).map { " Did you mean '\($0)'?" } ?? ""
            StandardError.write(
                TerminalText.sanitized("Error: Unknown command '\(unknown)'.\(suggestion)") + "\n"
                    + "Usage: appdetail <command>; the commands are \(commandNames.joined(separator: ", ")).\n"
            )
            endProcess(ExitStatus.usage)
        }
        do {
            var command = try parseCommand(arguments)
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                if !message.isEmpty { StandardOutput.write(message + "\n") }
            } else if !message.isEmpty {
                StandardError.write(TerminalText.sanitized(message) + "\n")
            }
            endProcess(code.rawValue)
        }
    }
}

/// The subcommands' names.
private var commandNames: [String] {
    AppDetailCommand.configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
}

/// The first argument when it names no command (and is no option): `appdetail shwo 1`.
private func unknownCommand(in arguments: [String]) -> String? {
    guard let first = arguments.first, !first.hasPrefix("-"), !commandNames.contains(first) else {
        return nil
    }
    return first
}

/// The command for `arguments`. `show`, the command people run most, is parsed on its own
/// first: building the parser for the whole tree of subcommands costs a few milliseconds of
/// runtime type lookups at every start. Anything the `show` parser does not accept outright —
/// help, a mistake, another command — is parsed again from the root, so messages and usage
/// read as usual.
private func parseCommand(_ arguments: [String]) throws -> any ParsableCommand {
    if arguments.first == "show", let show = try? ShowCommand.parseAsRoot(Array(arguments.dropFirst())) {
        return show
    }
    return try AppDetailCommand.parseAsRoot(arguments)
}

/// `exit(3)`, which ArgumentParser's own `exit(withError:)` hides inside the command type.
private func endProcess(_ status: Int32) -> Never {
    exit(status)
}
