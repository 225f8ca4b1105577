import AppDetailDomain
import AppDetailTerminal
import ArgumentParser
import Foundation

/// Writes one failure to standard error as `error: …` and `hint: …`, and gives the exit code.
enum ErrorReporter {
    static func exit(for error: any Error, storefront: Storefront? = nil) -> ExitCode {
        switch error {
        case let code as ExitCode:
            // Reported already by the command that threw it.
            return code
        case let error as AppDetailError:
            write(message: error.message, hint: hint(for: error, storefront: storefront))
            return ExitCode(ExitStatus.code(for: error))
        case let problem as UsageError:
            write(message: problem.message, hint: problem.hint)
            return ExitCode(ExitStatus.usage)
        case let problem as FileError:
            write(message: problem.message, hint: problem.hint)
            return ExitCode(problem.status)
        default:
            write(message: "\(error)", hint: nil)
            return ExitCode(1)
        }
    }

    /// Writes a failure the command words itself and gives `status` as the exit code.
    static func exit(message: String, hint: String?, status: Int32) -> ExitCode {
        write(message: message, hint: hint)
        return ExitCode(status)
    }

    static func warn(_ line: String) {
        StandardErrorStream.write("warning: \(TerminalText.oneLine(line))\n")
    }

    /// A `note:` when `freshness` is a cached answer shown because asking again failed:
    /// "Showing `shown`; `retry` failed: why".
    static func noteIfServedAfterFailure(_ freshness: Freshness, shown: String, retry: String) {
        guard case .servedAfterFailure(let error) = freshness.staleness else { return }
        StandardErrorStream.write(
            "note: \(TerminalText.oneLine("Showing \(shown); \(retry) failed: \(error.message)"))\n")
    }

    private static func write(message: String, hint: String?) {
        var text = "error: \(TerminalText.oneLine(message))\n"
        if let hint { text += "hint: \(TerminalText.oneLine(hint))\n" }
        StandardErrorStream.write(text)
    }

    /// The failure's remedy in the command line's own words (its options and commands), and for
    /// a name given where an app belongs, the way to its id.
    private static func hint(for error: AppDetailError, storefront: Storefront?) -> String? {
        if case .invalidInput(.appReference(let text)) = error, let words = wordsOfAName(text) {
            // A name, not an id: say how to find its id.
            return
                "To find an app by its name: appdetail search \(words); offline, the cached apps: appdetail cache list \(words)."
        }
        return TerminalWords(language: .english).hint(for: error, storefront: storefront)
    }

    /// `text` as shell words when it reads as an app's name (letters, digits, spaces and a few
    /// marks, under 40 characters), else `nil`.
    private static func wordsOfAName(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, trimmed.count <= 40,
            trimmed.allSatisfy({ $0.isLetter || $0.isNumber || " -&'".contains($0) }),
            trimmed.contains(where: \.isLetter)
        else { return nil }
        return trimmed.contains(where: { " &'".contains($0) })
            ? "\"\(trimmed.replacingOccurrences(of: "\"", with: ""))\"" : trimmed
    }
}
