import Foundation

/// Where the cache lives: `$APPDETAIL_CACHE_DIR`, else `$XDG_CACHE_HOME/appdetail`, else
/// `~/.cache/appdetail`; the file inside is `cache.sqlite`.
public enum CacheLocation {
    /// The cache directory for this environment.
    public static func directory(environment: [String: String], home: URL) -> URL {
        if let explicit = environment["APPDETAIL_CACHE_DIR"], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit, isDirectory: true)
        }
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent(
                "appdetail", isDirectory: true)
        }
        return home.appendingPathComponent(".cache/appdetail", isDirectory: true)
    }

    /// The cache file in `directory`.
    public static func file(in directory: URL) -> URL {
        directory.appendingPathComponent("cache.sqlite")
    }
}
