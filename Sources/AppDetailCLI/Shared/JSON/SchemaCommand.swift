import AppDetailDomain
import AppDetailTerminal
import ArgumentParser

/// `appdetail schema [document]`: the JSON Schema of a `--format json` document, or their names.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) of a --format json document.",
        discussion: """
            Without a document, lists the documents that have one. Each schema is whole in itself, \
            so a validator takes it alone; its schemaVersion is the one this appdetail prints.

            Examples:
              appdetail schema show > show.schema.json
              appdetail schema
            """)

    @Argument(
        help:
            "show, show-several, reviews, search, top, developer, world, diff, cache-list, history, changes, track-list, track-run or track-alert.",
        completion: .list(EmbeddedSchemas.all.keys.sorted()))
    var document: String?

    func validate() throws {
        guard let document, EmbeddedSchemas.all[document] == nil else { return }
        let names = EmbeddedSchemas.all.keys.sorted()
        let suggestion = NearestName.to(document, among: names).map { " Did you mean '\($0)'?" } ?? ""
        throw ValidationError(
            "There is no schema for '\(TerminalText.quotable(document))'.\(suggestion) The documents are \(names.joined(separator: ", "))."
        )
    }

    func run() throws {
        guard let document else {
            StandardOutputStream.write(EmbeddedSchemas.all.keys.sorted().joined(separator: "\n") + "\n")
            return
        }
        StandardOutputStream.write((EmbeddedSchemas.all[document] ?? "") + "\n")
    }
}
