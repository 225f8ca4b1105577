import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Debian's `tinyproxy`, started on a loopback port for one test and stopped after it: a real
/// HTTP proxy that the code under test must go through, and that counts what it was asked.
///
/// Tests that use it carry `.enabled(if: TinyProxy.installed)`; where it is missing they are
/// skipped, except on CI (`CI` set), where `.ci/run` installs it and its absence is a failure.
public final class TinyProxy: @unchecked Sendable {
    /// `/usr/bin/tinyproxy` (or `/usr/sbin`), where Debian puts it.
    public static let executable: String? = ["/usr/bin/tinyproxy", "/usr/sbin/tinyproxy"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// Whether tinyproxy is there (always true on CI, where a missing one fails the test instead).
    public static var installed: Bool {
        executable != nil || ProcessInfo.processInfo.environment["CI"] != nil
    }

    /// `http://127.0.0.1:PORT`.
    public let url: URL
    /// The port it listens on.
    public let port: Int
    private let process: Process
    private let folder: URL

    /// Starts tinyproxy on a free loopback port; with `user` and `password` it asks every client
    /// for them (`BasicAuth`); `settings` are more lines of its configuration (`ConnectPort 443`
    /// allows a `CONNECT` tunnel to port 443 only, as Debian's packaged configuration does).
    public init(user: String? = nil, password: String? = nil, settings: [String] = []) throws {
        guard let executable = Self.executable else { throw ProxyMissing() }
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tinyproxy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var lastError: (any Error)?
        for _ in 0..<8 {
            let port = try Self.freePort()
            var lines = [
                "Port \(port)", "Listen 127.0.0.1", "Timeout 30", "MaxClients 50", "Allow 127.0.0.1",
                "LogFile \"\(folder.appendingPathComponent("tinyproxy.log").path)\"", "LogLevel Info",
                "DisableViaHeader Yes",
            ]
            if let user, let password { lines.append("BasicAuth \(user) \(password)") }
            lines += settings
            let config = folder.appendingPathComponent("tinyproxy.conf")
            try (lines.joined(separator: "\n") + "\n").write(to: config, atomically: true, encoding: .utf8)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = ["-d", "-c", config.path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            if Self.waitUntilListening(port: port, while: process) {
                self.process = process
                self.port = port
                self.url = URL(string: "http://127.0.0.1:\(port)")!
                return
            }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            lastError = ProxyMissing()
        }
        throw lastError ?? ProxyMissing()
    }

    deinit { stop() }

    /// Stops the proxy. tinyproxy in the foreground (`-d`) notes SIGTERM only when its next
    /// connection comes, so it is killed outright.
    public func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: folder)
    }

    /// The requests the proxy was asked to carry so far (`GET http://…`, `CONNECT host:port`).
    public var requests: [String] {
        let log =
            (try? String(contentsOf: folder.appendingPathComponent("tinyproxy.log"), encoding: .utf8)) ?? ""
        return log.split(separator: "\n").compactMap { line in
            guard let range = line.range(of: "): ", options: .backwards), line.contains("Request (") else {
                return nil
            }
            return String(line[range.upperBound...])
        }
    }

    /// Everything tinyproxy logged, for a failing test's message.
    public var log: String {
        (try? String(contentsOf: folder.appendingPathComponent("tinyproxy.log"), encoding: .utf8)) ?? ""
    }

    private struct ProxyMissing: Error {}

    #if canImport(Glibc)
        private static let stream = Int32(SOCK_STREAM.rawValue)
    #else
        private static let stream = SOCK_STREAM
    #endif

    /// A port no one listens on now (the kernel's choice for port 0).
    private static func freePort() throws -> Int {
        let descriptor = socket(AF_INET, Self.stream, 0)
        guard descriptor >= 0 else { throw ProxyMissing() }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
        }
        guard bound == 0 else { throw ProxyMissing() }
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard named == 0 else { throw ProxyMissing() }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Whether the port accepts a connection within 20 s while the process runs.
    private static func waitUntilListening(port: Int, while process: Process) -> Bool {
        for _ in 0..<200 {
            guard process.isRunning else { return false }
            let descriptor = socket(AF_INET, Self.stream, 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            address.sin_port = UInt16(port).bigEndian
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            close(descriptor)
            if connected == 0 { return true }
            usleep(100_000)
        }
        return false
    }
}
