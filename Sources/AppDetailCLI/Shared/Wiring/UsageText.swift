import Foundation

/// ArgumentParser's usage errors in the tool's own `error:`/`hint:` form.
enum UsageText {
    /// `Error: …` then `Usage: …` and `See '…' for more information.` become one `error:` line
    /// and one `hint:` line; a message of another shape (help, a version) is left as it is.
    static func errorAndHint(_ message: String) -> String {
        let lines = message.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let first = lines.first, first.hasPrefix("Error: ") else { return message }
        let error = "error: " + first.dropFirst("Error: ".count)
        let rest = lines.dropFirst().filter { !$0.isEmpty }
        guard !rest.isEmpty else { return error }
        return error + "\nhint: " + rest.map { $0.hasSuffix(".") ? $0 : $0 + "." }.joined(separator: " ")
    }
}
