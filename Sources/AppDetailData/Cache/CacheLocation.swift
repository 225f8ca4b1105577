import Foundation

/// Where the cache lives: `$APPDETAIL_CACHE_DIR`, else `$XDG_CACHE_HOME/appdetail`, else
/// `$HOME/.cache/appdetail`; the file inside is `cache.sqlite`.
///
/// Only the environment is read (never the password database), so a program run with another
/// `HOME` uses that home's cache. `XDG_CACHE_HOME` and `HOME` count only when they are absolute
/// paths, as the XDG Base Directory specification asks.
public enum CacheLocation {
    /// The cache directory for this environment, or `nil` when no variable names one.
    public static func directory(environment: [String: String]) -> URL? {
        if let explicit = environment["APPDETAIL_CACHE_DIR"], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit, isDirectory: true)
        }
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent(
                "appdetail", isDirectory: true)
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(
                ".cache/appdetail", isDirectory: true)
        }
        return nil
    }

    /// The cache file in `directory`.
    public static func file(in directory: URL) -> URL {
        directory.appendingPathComponent("cache.sqlite")
    }

    /// Whether anything is at the cache file's path in `directory` (a link is not followed): a
    /// command that only reads opens nothing, and creates nothing, when this is `false`.
    public static func holdsCache(_ directory: URL) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: file(in: directory).path)) != nil
    }

    /// Why the cache file's path in `directory` cannot even be looked at — "permission denied",
    /// "too many levels of symbolic links" — or `nil` when it can (whether or not a file is
    /// there): an unusable place is not "no cache yet".
    public static func unreachable(_ directory: URL) -> String? {
        var status = stat()
        guard lstat(file(in: directory).path, &status) != 0 else { return nil }
        let number = errno
        return [ENOENT, ENOTDIR].contains(number) ? nil : ErrorNumberText.words(number)
    }
}
