import ArgumentParser

/// `appdetail cache …`: look after the local cache.
struct CacheCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cache",
        abstract: "Show, list, clear, remove from, prune, fill or refresh the local cache.",
        subcommands: [
            CacheInfoCommand.self, CacheListCommand.self, CacheClearCommand.self, CacheRemoveCommand.self,
            CachePruneCommand.self, CacheImportCommand.self, CacheRefreshCommand.self,
        ])
}
