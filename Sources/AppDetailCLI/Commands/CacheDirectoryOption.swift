import AppDetailData
import ArgumentParser
import Foundation

/// `--cache-dir`, shared by every command that touches the cache.
struct CacheDirectoryOption: ParsableArguments {
    @Option(
        name: .customLong("cache-dir"),
        help:
            "The cache directory (default: $APPDETAIL_CACHE_DIR, else $XDG_CACHE_HOME/appdetail, else ~/.cache/appdetail)."
    )
    var path: String?

    /// The directory the option, else the environment, chooses.
    func url(in environment: CommandEnvironment) -> URL {
        if let path, !path.isEmpty { return URL(fileURLWithPath: path, isDirectory: true) }
        return CacheLocation.directory(environment: environment.variables, home: environment.home)
    }
}
