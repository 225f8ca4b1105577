import AppDetailDomain
import AppDetailTerminal
import ArgumentParser

/// The words naming apps, as a command collects them raw (`parsing: .allUnrecognized`), so that
/// `-1` reaches the id check instead of reading as an option: `--` ends the options (what
/// follows is an app whatever it looks like), and a mistyped option before it is named as such.
enum AppArguments {
    /// `words` without the first `--`.
    static func apps(in words: [String]) -> [String] {
        guard let end = words.firstIndex(of: "--") else { return words }
        return Array(words[..<end] + words[(end + 1)...])
    }

    /// Throws "Unknown option" (with the nearest option of `help`) for the first word before `--`
    /// that starts with `-` and is not a negative number. The help is made only then: building
    /// it reflects every option of the command, which a run with no mistake should not pay for.
    static func checkOptions(in words: [String], help: @autoclosure () -> String) throws {
        let options = words.prefix { $0 != "--" }
        guard let option = options.first(where: { $0.hasPrefix("-") && Int64($0.dropFirst()) == nil }) else {
            return
        }
        let name = String(option.prefix { $0 != "=" })
        let known = NearestName.options(inHelp: help())
        let suggestion = NearestName.to(name, among: known).map { " Did you mean '\($0)'?" } ?? ""
        throw ValidationError("Unknown option '\(TerminalText.quotable(name))'.\(suggestion)")
    }
}
