import AppDetailPresentation
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the process was started with: its variables and terminal.
struct CommandEnvironment: Sendable {
    let variables: [String: String]
    let standardOutputIsTerminal: Bool
    let terminalColumns: Int?
    /// The terminal's height in lines, when standard output is a terminal that says.
    let terminalRows: Int?
    /// The time to treat as now: `APPDETAIL_NOW` (ISO 8601, for reproducible output such as
    /// the tests' golden files), else the clock.
    let now: @Sendable () -> Date

    static func current() -> CommandEnvironment {
        let isTerminal = isatty(STDOUT_FILENO) == 1
        let variables = processVariables()
        let fixedNow = fixedClock(in: variables)
        return CommandEnvironment(
            variables: variables,
            standardOutputIsTerminal: isTerminal,
            terminalColumns: isTerminal ? windowSize()?.columns : nil,
            terminalRows: isTerminal ? windowSize()?.rows : nil,
            now: { fixedNow ?? Date() })
    }

    /// `APPDETAIL_NOW`'s moment (see ``ISOMoment``); `nil` when it is not set or empty. A value
    /// that names no moment is refused before any command runs (``AppDetailCommand``).
    static func fixedClock(in variables: [String: String]) -> Date? {
        variables["APPDETAIL_NOW"].flatMap { $0.isEmpty ? nil : ISOMoment.parse($0) }
    }

    /// The process's environment variables. On Linux read from `environ` directly: setting up
    /// `ProcessInfo` for its `environment` costs about 1 % of a warm `show`. A name given twice
    /// keeps its first value, the one `getenv` and the shell see.
    static func processVariables() -> [String: String] {
        #if os(Linux)
            var variables: [String: String] = [:]
            var entry = environ
            while let pointer = entry.pointee {
                let text = String(cString: pointer)
                // The name ends at the first `=` byte (POSIX): found without grapheme breaking.
                if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")),
                    variables[String(text[..<equals])] == nil
                {
                    variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
                }
                entry += 1
            }
            return variables
        #else
            return ProcessInfo.processInfo.environment
        #endif
    }

    /// The user's locale: the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not
    /// empty (`ko_KR.UTF-8`), as POSIX chooses the one for messages.
    static func locale(in variables: [String: String]) -> String? {
        ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { variables[$0] }.first { !$0.isEmpty }
    }

    /// The page language the locale names (`ko_KR.UTF-8` → Korean), English when it names none
    /// of them: the language of what is said about several stores at once, such as the cache.
    var localeLanguage: DetailLanguage {
        let tag = Self.locale(in: variables).map {
            $0.prefix { $0 != "." && $0 != "@" }.replacingOccurrences(of: "_", with: "-")
        }
        return tag.flatMap(DetailLanguage.init(tag:)) ?? .english
    }

    /// Whether the locale's character set can show block characters: not when it names another
    /// one (`en_US.ISO-8859-1`) or is the plain `C`/`POSIX` locale; yes for UTF-8 and when no
    /// locale is set at all.
    var localeIsUnicode: Bool {
        guard let locale = Self.locale(in: variables) else { return true }
        if locale == "C" || locale == "POSIX" { return false }
        guard let dot = locale.firstIndex(of: ".") else { return true }
        let charset = locale[locale.index(after: dot)...].prefix { $0 != "@" }.lowercased()
        return charset == "utf-8" || charset == "utf8"
    }

    /// `NO_COLOR` set to anything non-empty (no-color.org).
    /// Also a terminal that says it has no features (`TERM=dumb`, as Emacs' shell sets).
    var forbidsColor: Bool {
        !(variables["NO_COLOR"] ?? "").isEmpty || variables["TERM"] == "dumb"
    }

    /// The window size of the terminal on `descriptor` (standard output unless named), when it
    /// says.
    static func windowSize(of descriptor: Int32 = STDOUT_FILENO) -> (columns: Int?, rows: Int?)? {
        var size = winsize()
        #if canImport(Glibc)
            let request = UInt(TIOCGWINSZ)
        #else
            let request = TIOCGWINSZ
        #endif
        guard ioctl(descriptor, request, &size) == 0 else { return nil }
        return (size.ws_col > 0 ? Int(size.ws_col) : nil, size.ws_row > 0 ? Int(size.ws_row) : nil)
    }
}
