/// A field of a CSV file a spreadsheet may open (`history --format csv`, `world --format csv`).
enum CSVField {
    /// A field as a spreadsheet may open it, inert: control characters removed (a store's text
    /// may carry ESC or BEL; a tab, a line break or a carriage return is kept and quoted), then
    /// a field that begins with one of the characters a spreadsheet reads as the start of a
    /// formula — `=`, `+`, `-`, `@`, a tab or a carriage return (OWASP's list) — and is not a
    /// number is written after a `'`; quoted when it holds a comma, a quote or a line break.
    static func quoted(_ field: String) -> String {
        var field = withoutControls(field)
        if let first = field.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first),
            Double(field) == nil
        {
            field = "'" + field
        }
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else {
            return field
        }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// `text` without its C0 and C1 control characters and DEL, but for tab, line feed and
    /// carriage return.
    private static func withoutControls(_ text: String) -> String {
        func isControl(_ scalar: Unicode.Scalar) -> Bool {
            (scalar.value < 0x20 && !"\t\n\r".unicodeScalars.contains(scalar))
                || (0x7F...0x9F).contains(scalar.value)
        }
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.filter { !isControl($0) }))
    }
}
