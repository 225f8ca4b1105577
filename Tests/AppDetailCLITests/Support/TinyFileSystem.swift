import Foundation

/// A tmpfs of a few megabytes mounted in a temporary directory, to fill to the last block.
struct TinyFileSystem {
    /// Where it is mounted.
    let root: URL

    /// Whether this process may mount one (root with the right capability, as in CI's container).
    static let mayMount: Bool = {
        guard let probe = try? TinyFileSystem(megabytes: 1) else { return false }
        probe.remove()
        return true
    }()

    init(megabytes: Int) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "appdetail-tiny-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        guard Self.run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(megabytes)m", "tmpfs", root.path]) == 0
        else {
            try? FileManager.default.removeItem(at: root)
            throw CocoaError(.fileWriteNoPermission)
        }
    }

    /// Writes zeros into a filler file until the file system has no block left.
    func fill() throws {
        let filler = root.appendingPathComponent("filler")
        FileManager.default.createFile(atPath: filler.path, contents: nil)
        let handle = try FileHandle(forWritingTo: filler)
        defer { try? handle.close() }
        let block = Data(count: 4_096)
        while (try? handle.write(contentsOf: block)) != nil {}
        let attributes = try FileManager.default.attributesOfFileSystem(forPath: root.path)
        let free = (attributes[.systemFreeSize] as? NSNumber)?.int64Value ?? -1
        guard free == 0 else { throw CocoaError(.fileWriteOutOfSpace) }
    }

    /// Unmounts it and removes the directory.
    func remove() {
        _ = Self.run("/bin/umount", [root.path])
        try? FileManager.default.removeItem(at: root)
    }

    private static func run(_ command: String, _ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command)
        process.arguments = arguments
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        do { try process.run() } catch { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
