import ArgumentParser

/// `--format text|json`: the one output choice of every command that prints a result.
struct FormatOption: ParsableArguments {
    /// What the command writes on standard output.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        /// Laid out for a person: the terminal's width, its language, colour when allowed.
        case text
        /// One JSON document, with a `schemaVersion` (*The appdetail command* describes each).
        case json
    }

    @Option(
        name: .customLong("format"),
        help: "text (laid out for a person), or json (one document for a script, with its schemaVersion).")
    var value: Format = .text
}
