import Foundation

/// Opens an address in the person's browser, as `gh … --web` does: `$BROWSER` when it is set
/// (a program, with the address as its one argument), else the system's opener (`xdg-open` on
/// Linux, `open` on macOS). A browser that cannot be started is an error that still gives the
/// address, so it can be copied.
enum BrowserOpener {
    struct OpenError: Error {
        let message: String
    }

    static func open(_ address: URL, environment: [String: String]) throws(OpenError) {
        let program = environment["BROWSER"].flatMap { $0.isEmpty ? nil : $0 } ?? systemOpener
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program, address.absoluteString]
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
