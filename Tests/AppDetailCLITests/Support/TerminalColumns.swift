import Foundation

/// How many terminal columns each line of a text takes, measured by Python's `unicodedata` (East
/// Asian wide and fullwidth characters two, combining marks and format characters none): an
/// oracle independent of the tool's own width table.
enum TerminalColumns {
    static func widths(of text: String, scratch directory: URL) async throws -> [(line: String, columns: Int)]
    {
        let file = directory.appendingPathComponent("measured-\(UUID().uuidString).txt")
        try text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let script = """
            import sys, unicodedata
            def width(c):
                if unicodedata.combining(c) or unicodedata.category(c) in ("Mn", "Me", "Cf"):
                    return 0
                return 2 if unicodedata.east_asian_width(c) in ("W", "F") else 1
            for line in open(sys.argv[1], encoding="utf-8").read().split("\\n"):
                print(sum(width(c) for c in line))
            """
        let outcome = try await CommandLineTool.launch(
            URL(fileURLWithPath: "/usr/bin/python3"), ["-c", script, file.path], environment: [:])
        let counts = outcome.standardOutput.split(separator: "\n").compactMap { Int($0) }
        let lines = text.components(separatedBy: "\n")
        return zip(lines, counts).map { ($0, $1) }
    }

    /// Whether `line` is one web address and nothing else (indent aside): the one kind of line
    /// allowed past the width, since an address is never cut (a terminal without hyperlinks has
    /// only its text to copy). Addresses longer than browsers open are still shortened.
    static func isWholeAddress(_ line: some StringProtocol) -> Bool {
        let text = line.drop { $0 == " " }
        return (text.hasPrefix("https://") || text.hasPrefix("http://")) && !text.contains(" ")
            && !text.contains("…") && text.utf8.count <= 8_192
    }
}
