import Foundation

// Writes `EmbeddedSchemas`, the JSON Schema of each document by its name, as Swift source: the
// first argument is the file to write, the second the folder whose `<name>.schema.json` files it
// carries. Run by the EmbedSchemas build-tool plugin.

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: SchemaEmbedder OUTPUT.swift SCHEMAS-FOLDER\n".utf8))
    exit(64)
}
let output = URL(fileURLWithPath: arguments[0])
let schemas = try FileManager.default.contentsOfDirectory(
    at: URL(fileURLWithPath: arguments[1]), includingPropertiesForKeys: nil
)
.filter { $0.lastPathComponent.hasSuffix(".schema.json") }
.sorted { $0.lastPathComponent < $1.lastPathComponent }

var source = """
    // Generated at build time by the EmbedSchemas plugin from Schemas/*.schema.json.

    /// The JSON Schema of each document `--format json` prints, by the document's name.
    enum EmbeddedSchemas {
        static let all: [String: String] = [

    """
for file in schemas {
    let name = String(file.lastPathComponent.dropLast(".schema.json".count))
    var text = try String(contentsOf: file, encoding: .utf8)
    if text.hasSuffix("\n") { text.removeLast() }
    // A raw literal: a schema's backslashes and quotes are kept as they are.
    source += "        \"\(name)\": ##\"\"\"\n\(text)\n\"\"\"##,\n"
}
if schemas.isEmpty { source += "        :\n" }
source += "    ]\n}\n"
try Data(source.utf8).write(to: output, options: .atomic)
