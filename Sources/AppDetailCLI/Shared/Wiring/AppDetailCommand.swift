import AppDetailDomain
import AppDetailTerminal
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
        version: version,
        subcommands: [
            SearchCommand.self, ShowCommand.self, ReviewsCommand.self, TopCommand.self, DeveloperCommand.self,
            WorldCommand.self,
            DiffCommand.self,
            HistoryCommand.self, ChangesCommand.self, TrackCommand.self, CacheCommand.self,
            ServeCommand.self,
            SchemaCommand.self,
        ]
    )

    /// The tool's version, which `--version` prints at every level: the library's release.
    static let version = AppDetailVersion.current

    /// ArgumentParser's own entry point, with every word it prints going through
    /// ``StandardStreams`` (so a full disk or a closed pipe is an exit status, not a trap) and
    /// its error messages, which quote what was typed, through the terminal sanitizer.
    static func main() async {
        StandardStreams.prepare()
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let clock = CommandEnvironment.processVariables()["APPDETAIL_NOW"], !clock.isEmpty,
            ISOMoment.parse(clock) == nil
        {
            // A clock that silently fell back to the real one would date everything wrongly.
            StandardErrorStream.write(
                "error: APPDETAIL_NOW “\(TerminalText.sanitized(TerminalText.quotable(clock)))” is not an ISO 8601 moment.\n"
                    + "hint: Write it as 2024-03-01T09:00:00Z (UTC, years 1 to 9999), or unset it to use the clock.\n"
            )
            endProcess(ExitStatus.usage)
        }
        // No valid `show` has more than one lookup's ids (200) and a few options, and
        // ArgumentParser's collection of `show`'s raw words takes time quadratic in their number
        // (8,000 ids took 45 s): more words are refused before it sees them.
        if arguments.first == "show", arguments.count > maximumShowWords {
            let firstFew = arguments.dropFirst().prefix(3).map { TerminalText.quotable($0, atMost: 30) }
            StandardErrorStream.write(
                TerminalText.sanitized(
                    "error: Name at most \(ShowCommand.mostApps) apps, not \(appWordCount(in: arguments.dropFirst())) (\(firstFew.joined(separator: " ")) …)."
                )
                    + "\nhint: Show up to \(ShowCommand.mostApps) ids at a time: appdetail show <id> <id> … [<options>].\n"
            )
            endProcess(ExitStatus.usage)
        }
        // The version is asked by scripts and package managers at every turn, and reading it
        // needs none of the parser: building the tree of commands costs more than the answer.
        if arguments == ["--version"] {
            StandardOutputStream.write(version + "\n")
            endProcess(0)
        }
        do {
            var command = try parseCommand(arguments)
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            // It succeeded, but some of what it wrote to standard error was lost.
            if StandardStreams.errorStreamFailed { endProcess(ExitStatus.cannotWrite) }
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                if !message.isEmpty { StandardOutputStream.write(message + "\n") }
            } else if !message.isEmpty {
                StandardErrorStream.write(TerminalText.sanitized(UsageText.errorAndHint(message)) + "\n")
            }
            endProcess(code.rawValue)
        }
    }
}

/// More words than every option of `show` with its value and an app.
private let maximumShowWords = 250

/// How many of `show`'s words name apps: not its options, and not the values of the options that
/// take one (`--country kr`), which its help lists as `--name <value>`.
private func appWordCount(in words: ArraySlice<String>) -> Int {
    let valued = Set(
        ShowCommand.helpMessage().split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("--"), let name = trimmed.split(separator: " ").first,
                trimmed.dropFirst(name.count).hasPrefix(" <")
            else { return nil }
            return String(name)
        })
    var count = 0
    var skipNext = false
    var optionsEnded = false
    for word in words {
        if skipNext {
            skipNext = false
        } else if optionsEnded || !word.hasPrefix("-") || Int64(word.dropFirst()) != nil {
            count += 1
        } else if word == "--" {
            optionsEnded = true
        } else {
            skipNext = valued.contains(word)
        }
    }
    return count
}

/// The names of `command`'s subcommands.
private func commandNames(of command: any ParsableCommand.Type) -> [String] {
    command.configuration.subcommands.compactMap { $0.configuration.commandName }
        + (command == AppDetailCommand.self ? ["help"] : [])
}

/// A word where a command's name belongs that names none (and is no option), at the top
/// (`appdetail shwo 1`) or under a command that has subcommands (`appdetail cache lst`): the
/// words before it (`"cache "`), the word, and the names it could have been.
private func unknownCommand(in arguments: [String]) -> (String, String, [String])? {
    var command: any ParsableCommand.Type = AppDetailCommand.self
    var parent = ""
    for word in arguments {
        let names = commandNames(of: command)
        guard !word.hasPrefix("-"), word != "help" else { return nil }
        guard
            let next = command.configuration.subcommands.first(where: { $0.configuration.commandName == word }
            )
        else { return (parent, word, names) }
        guard !next.configuration.subcommands.isEmpty else { return nil }
        command = next
        parent += word + " "
    }
    return nil
}

/// The command for `arguments`: one people run most, parsed on its own; otherwise a first word
/// that names no command refused with the nearest names (ending the process), or else the whole
/// tree parsed from its root.
private func parseCommand(_ arguments: [String]) throws -> any ParsableCommand {
    if let quick = quicklyParsed(arguments) { return quick }
    if let (parent, unknown, names) = unknownCommand(in: arguments) {
        let suggestion =
            NearestName.to(unknown, among: names).map { " Did you mean '\(parent)\($0)'?" } ?? ""
        StandardErrorStream.write(
            TerminalText.sanitized(
                "error: Unknown command '\(parent)\(TerminalText.quotable(unknown))'.\(suggestion)")
                + "\n"
                + "hint: The commands of appdetail \(parent)are \(names.joined(separator: ", ")).\n")
        endProcess(ExitStatus.usage)
    }
    return try AppDetailCommand.parseAsRoot(arguments)
}

/// The command for `arguments` when it is one of those people and scripts run most, parsed on
/// its own: `show` (its plain forms without ArgumentParser at all), `history` and `track list`.
/// Building the parser for the whole tree of subcommands (and checking the first word against
/// every command's name) costs a few milliseconds of runtime type lookups at every start. Anything these parsers do not accept
/// outright — help, a mistake, another command — is `nil`, and parsed again from the root, so
/// messages and usage read as usual.
private func quicklyParsed(_ arguments: [String]) -> (any ParsableCommand)? {
    let rest = Array(arguments.dropFirst())
    // Only the command itself: a help request parsed this way would print the command's usage
    // without `appdetail` before it (`USAGE: history <app>`).
    if arguments.first == "show", let show = ShowCommand.plainlyParsed(rest) { return show }
    if arguments.first == "show", let show = try? ShowCommand.parseAsRoot(rest), show is ShowCommand {
        return show
    }
    // `history` is read often and by scripts, as a whole process timed against sqlite3.
    if arguments.first == "history", let history = try? HistoryCommand.parseAsRoot(rest),
        history is HistoryCommand
    {
        return history
    }
    // `track list`, the watch list at a glance, is timed the same way.
    if arguments.prefix(2) == ["track", "list"],
        let list = try? TrackListCommand.parseAsRoot(Array(arguments.dropFirst(2))), list is TrackListCommand
    {
        return list
    }
    return nil
}

/// `exit(3)`, which ArgumentParser's own `exit(withError:)` hides inside the command type.
private func endProcess(_ status: Int32) -> Never {
    exit(status)
}
