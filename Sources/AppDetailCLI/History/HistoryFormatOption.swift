import ArgumentParser

/// `--format` of `history`: text, or one of the forms a script or a report reads.
struct HistoryFormatOption: ParsableArguments {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        /// Laid out for a person.
        case text
        /// One document with every observation, version and change.
        case json
        /// One row per observation, a stable header.
        case csv
        /// JSON Lines: one observation or change a line.
        case jsonl
        /// The figures' lines as an SVG picture.
        case svg
    }

    @Option(
        name: .customLong("format"),
        help:
            "text, json (one document), csv (one row per observation), jsonl (one record a line) or svg (a picture)."
    )
    var value: Format = .text
}
