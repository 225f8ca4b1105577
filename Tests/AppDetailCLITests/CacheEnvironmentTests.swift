import Foundation
import Testing

/// Where the cache lives follows the environment, and a cache that cannot be written is still
/// read.
@Suite("The cache follows the environment and survives read-only places", .enabled(if: fixturesAvailable))
struct CacheEnvironmentTests {
    /// Whether the tests run as root, who ignores file permissions: read-only cases then run the
    /// binary as `nobody` (whose home is /nonexistent).
    static let isRoot = getuid() == 0

    private func unset(_ tool: CommandLineTool, _ extra: [String: String]) -> [String: String] {
        // An empty APPDETAIL_CACHE_DIR counts as unset, so the next rule decides.
        ["APPDETAIL_CACHE_DIR": ""].merging(extra) { $1 }
    }

    @Test func homeWithoutXDGHoldsTheCache() async throws {
        try await withTool(network: false) { (tool) async throws in
            let home = tool.cacheDirectory.deletingLastPathComponent().appendingPathComponent("home")
            try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
            // `cache info` names the place even before there is a cache there (and makes none).
            let info = try await tool.run(["cache", "info"], environment: unset(tool, ["HOME": home.path]))
            #expect(info.status == 0, "\(info.standardError)")
            #expect(info.standardError.contains("no cache at \(home.path)/.cache/appdetail/cache.sqlite yet"))
            let xdg = try await tool.run(
                ["cache", "info"],
                environment: unset(tool, ["HOME": home.path, "XDG_CACHE_HOME": home.path + "/xdg"]))
            #expect(xdg.standardError.contains("no cache at \(home.path)/xdg/appdetail/cache.sqlite yet"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: home.path).isEmpty)
        }
    }

    /// A cache place that cannot even be looked at (a link that points at itself) is named as
    /// such with 74, never "no cache yet" with 0.
    @Test func anUnreachableCachePlaceIsNotNoCacheYet() async throws {
        try await withTool(network: false) { (tool) async throws in
            let loop = tool.cacheDirectory.deletingLastPathComponent().appendingPathComponent("loop")
            try FileManager.default.createSymbolicLink(atPath: loop.path, withDestinationPath: loop.path)
            for command in [
                ["cache", "info"], ["cache", "list"], ["cache", "refresh"], ["show", "1", "--offline"],
            ] {
                let outcome = try await tool.run(command, environment: ["APPDETAIL_CACHE_DIR": loop.path])
                #expect(outcome.status == 74, "\(command): \(outcome.standardError)")
                #expect(
                    outcome.standardError.contains("cannot be reached (too many levels of symbolic links)"))
                #expect(!outcome.standardError.contains("yet"), "\(outcome.standardError)")
            }
        }
    }

    @Test func noUsableHomeMeansNoCacheAndOneWarning() async throws {
        try await withTool(network: false) { (tool) async throws in
            let outcome = try await tool.run(
                ["show", "284882215"], environment: unset(tool, ["HOME": "/proc/nonexistent"]))
            #expect(outcome.status == 69, "offline, with no cache to fall back on: \(outcome.standardError)")
            let warnings = outcome.standardError.split(separator: "\n").filter { $0.hasPrefix("warning:") }
            #expect(warnings.count == 1, "\(outcome.standardError)")
            #expect(warnings.first?.contains("/proc/nonexistent/.cache/appdetail") == true)
            #expect(
                !outcome.standardError.contains("NSCocoaErrorDomain")
                    && !outcome.standardError.contains("Code="))
            let info = try await tool.run(
                ["cache", "info"], environment: unset(tool, ["HOME": "/proc/nonexistent"]))
            #expect(info.status == 0, "there is no cache there, and a reader makes none")
            #expect(
                info.standardError.contains("no cache at /proc/nonexistent/.cache/appdetail/cache.sqlite yet")
            )
            let made = try await tool.run(
                ["cache", "import", "--samples"], environment: unset(tool, ["HOME": "/proc/nonexistent"]))
            #expect(made.status == 74)
            #expect(made.standardError.contains("hint: "))
        }
    }

    @Test func aCachePathUnderARegularFileIsNamed() async throws {
        try await withTool(network: false) { (tool) async throws in
            let file = tool.cacheDirectory.deletingLastPathComponent().appendingPathComponent("plain-file")
            try Data("x".utf8).write(to: file)
            let outcome = try await tool.run(["cache", "list", "--cache-dir", file.path + "/cache"])
            #expect(outcome.status == 74)
            #expect(
                outcome.standardError.contains("\(file.path) is a file, not a directory"),
                "\(outcome.standardError)")
        }
    }

    /// A cache file or directory its user may not read (mode 000) is "permission denied" with
    /// 74, not "no cache yet" and not a guess at the cause.
    @Test(arguments: ["directory", "file"])
    func aCacheThatMayNotBeReadSaysPermissionDenied(what: String) async throws {
        try await withTool { (tool) async throws in
            _ = try await tool.run(["cache", "import", "--samples"])
            let file = tool.cacheDirectory.appendingPathComponent("cache.sqlite")
            let target = what == "directory" ? tool.cacheDirectory : file
            let (environment, through) = try Self.asNobody(tool)
            try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: target.path)
            defer {
                try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: target.path)
            }
            for command in [["cache", "info"], ["cache", "list"], ["cache", "refresh"]] {
                let outcome = try await tool.run(command, environment: environment, through: through)
                #expect(outcome.status == 74, "\(command): \(outcome.standardError)")
                #expect(outcome.standardError.contains("(permission denied)"), "\(outcome.standardError)")
                #expect(!outcome.standardError.contains("yet"), "\(outcome.standardError)")
            }
        }
    }

    @Test(arguments: ["directory", "file"])
    func aReadOnlyCacheIsStillRead(what: String) async throws {
        try await withTool { (tool) async throws in
            // Fill the cache from the network, then take away the right to write.
            #expect(try await tool.run(["show", "284882215"]).status == 0)
            let file = tool.cacheDirectory.appendingPathComponent("cache.sqlite")
            let target = what == "directory" ? tool.cacheDirectory : file
            let (environment, through) = try Self.asNobody(tool)
            try FileManager.default.setAttributes(
                [.posixPermissions: what == "directory" ? 0o555 : 0o444], ofItemAtPath: target.path)
            defer {
                try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: target.path)
            }

            let offline = try await tool.run(
                ["show", "284882215", "--offline"], environment: environment, through: through)
            #expect(offline.status == 0, "\(offline.standardError)")
            #expect(offline.standardOutput.contains("Facebook"))
            let list = try await tool.run(["cache", "list"], environment: environment, through: through)
            #expect(list.status == 0, "\(list.standardError)")
            #expect(list.standardOutput.contains("284882215"))
            let info = try await tool.run(["cache", "info"], environment: environment, through: through)
            #expect(info.standardOutput.contains("read-only"), "\(info.standardOutput)")
            let refreshed = try await tool.run(
                ["show", "284882215", "--refresh"], environment: environment, through: through)
            #expect(refreshed.status == 0, "\(refreshed.standardError)")
            #expect(refreshed.standardError.contains("could not be saved: the cache at"))
            #expect(refreshed.standardError.contains("is read-only."), "\(refreshed.standardError)")
            // Every part of the page meets the same read-only file: one warning says it.
            let warnings = refreshed.standardError.split(separator: "\n").filter { $0.hasPrefix("warning:") }
            #expect(warnings.count == 1, "\(refreshed.standardError)")
            // A bulk refresh that kept nothing says so: every app failed, with the cache's reason.
            let bulk = try await tool.run(
                ["cache", "refresh", "--all"], environment: environment, through: through)
            #expect(bulk.status == 74, "\(bulk.standardError)")
            #expect(bulk.standardOutput.hasPrefix("Refreshed 0, unchanged 0,"), "\(bulk.standardOutput)")
            #expect(!bulk.standardOutput.contains("failed 0"), "\(bulk.standardOutput)")
            #expect(bulk.standardError.contains("read-only"), "\(bulk.standardError)")
            let clear = try await tool.run(["cache", "clear"], environment: environment, through: through)
            #expect(clear.status == 74)
            #expect(clear.standardError.contains("is read-only"))
        }
    }

    /// How to run the binary as someone file permissions apply to: as root, `nobody` (through
    /// `setpriv`, with the test's directory opened to it); otherwise the user as is.
    private static func asNobody(_ tool: CommandLineTool) throws -> (
        environment: [String: String], through: [String]
    ) {
        guard isRoot else { return ([:], []) }
        try chmodTree(tool.cacheDirectory.deletingLastPathComponent(), readable: true)
        return (
            ["APPDETAIL_CACHE_DIR": tool.cacheDirectory.path],
            ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
        )
    }

    /// Lets `nobody` reach a test directory under /tmp (its parents are the test's own).
    private static func chmodTree(_ directory: URL, readable: Bool) throws {
        let paths = try FileManager.default.subpathsOfDirectory(atPath: directory.path).map {
            directory.appendingPathComponent($0).path
        }
        for path in [directory.path] + paths {
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            try FileManager.default.setAttributes(
                [.posixPermissions: isDirectory.boolValue ? 0o755 : 0o644], ofItemAtPath: path)
        }
    }
}
