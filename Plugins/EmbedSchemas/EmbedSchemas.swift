import Foundation
import PackagePlugin

/// Writes the JSON Schemas of `Schemas/` into the command line's sources at build time, so the
/// binary carries them (`appdetail schema`) with no resource beside it and no generated copy in
/// the tree: `swift build` stays the only step.
@main
struct EmbedSchemas: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        let folder = context.package.directoryURL.appending(path: "Schemas")
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedSchemas.swift")
        // The folder is the input, not its files: SwiftPM makes this plan again only when the
        // package changes, and a file listed here that is later removed would stop the build.
        // The tool reads the folder when it runs; the folder changes whenever a schema is added,
        // removed or written by scripts/json_schemas.py (which replaces each file whole).
        return [
            .buildCommand(
                displayName: "Embedding the JSON Schemas of Schemas/",
                executable: try context.tool(named: "SchemaEmbedder").url,
                arguments: [output.path, folder.path], inputFiles: [folder], outputFiles: [output])
        ]
    }
}
