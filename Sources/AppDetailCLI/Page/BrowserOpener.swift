import Foundation

/// Opens an App Store page in the person's browser, as `gh … --web` does: `$BROWSER` when it is
/// set (a program, with the address as its one argument), else the system's opener (`xdg-open`
/// on Linux, `open` on macOS). A browser that cannot be started is an error that still gives the
/// address, so it can be copied.
///
/// Only an `https` address on `apps.apple.com`, or the front page of `appdetail serve` on
/// 127.0.0.1, reaches the browser, as one argument that starts with `https://` or `http://` and
/// so can never read as one of the browser's options; anything else is refused before a program
/// is started.
enum BrowserOpener {
    struct OpenError: Error {
        let message: String
    }

    /// Whether `address` is an App Store page the browser may be given.
    static func isStorePage(_ address: URL) -> Bool {
        address.scheme == "https" && address.host == "apps.apple.com" && address.user == nil
            && address.password == nil && address.port == nil
            && address.absoluteString.hasPrefix("https://apps.apple.com/")
    }

    /// Whether `address` is the front page of `appdetail serve` on this machine.
    static func isLocalServer(_ address: URL) -> Bool {
        address.scheme == "http" && address.host == "127.0.0.1" && address.user == nil
            && address.password == nil
            && address.port != nil && address.path == "/" && address.query == nil
    }

    static func open(_ address: URL, environment: [String: String]) throws(OpenError) {
        guard isStorePage(address) || isLocalServer(address) else {
            throw OpenError(
                message:
                    "\(address.absoluteString.prefix(200)) is not an App Store page, so it was not opened")
        }
        let program = environment["BROWSER"].flatMap { $0.isEmpty ? nil : $0 } ?? systemOpener
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["--", program, address.absoluteString]
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        do {
            try process.run()
        } catch {
            throw OpenError(message: "\(program) could not be started")
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let status = process.terminationStatus
            throw OpenError(
                message: status == 127 ? "\(program) was not found" : "\(program) failed (status \(status))")
        }
    }

    private static var systemOpener: String {
        #if os(macOS)
            "open"
        #else
            "xdg-open"
        #endif
    }
}
