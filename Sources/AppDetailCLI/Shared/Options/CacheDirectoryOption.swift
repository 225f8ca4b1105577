import AppDetailData
import ArgumentParser
import Foundation

/// `--cache-dir`, shared by every command that touches the cache.
struct CacheDirectoryOption: ParsableArguments {
    @Option(
        name: .customLong("cache-dir"),
        help:
            "The cache directory (default: $APPDETAIL_CACHE_DIR, else $XDG_CACHE_HOME/appdetail, else $HOME/.cache/appdetail).",
        completion: .directory
    )
    var path: String?

    /// The directory the option, else the environment, chooses; `nil` when nothing names one.
    func url(in environment: CommandEnvironment) -> URL? {
        if let path, !path.isEmpty { return URL(fileURLWithPath: path, isDirectory: true) }
        return CacheLocation.directory(environment: environment.variables)
    }

    /// Why there is no cache directory, for a warning or an error.
    static let noDirectory = UsageError(
        message:
            "No cache directory: neither --cache-dir, $APPDETAIL_CACHE_DIR, $XDG_CACHE_HOME nor $HOME names one.",
        hint: "Pass --cache-dir DIR or set $APPDETAIL_CACHE_DIR.")
}
