import AppDetailDomain
import AppDetailPresentation
import AppDetailWeb
import ArgumentParser
import Foundation

/// `appdetail serve`: the web client, on this machine only.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Show apps' pages in a browser, kept live as the store answers.",
        discussion: """
            Listens on 127.0.0.1 only, on a free port unless --port names one, and prints the \
            address. A page opened there is the same page `show` prints, over the same cache, and \
            changes in place as its parts arrive or a refresh brings new figures; from it lead \
            the app's history, the app around the world and the watch list. Ctrl-C stops it.

            Examples:
              appdetail serve --open
              appdetail serve --port 8080 --country kr
            """)

    @OptionGroup var store: StoreOptions

    @Option(help: "The port to listen on (1024–65535); a free one when not given.")
    var port: Int?

    @Flag(help: "Open the server's first page in the browser ($BROWSER, else the system's).")
    var open = false

    @OptionGroup var verbose: VerboseOption

    func validate() throws {
        if let port, !(1024...65535).contains(port) {
            throw ValidationError("--port must be between 1024 and 65535, not \(port).")
        }
    }

    func run() async throws {
        try await CommandSession.run(store: store, cache: nil, verbose: verbose) { session in
            let (storefront, _) = try session.chooseStorefront()
            let composition = try session.composition()
            // A server runs for hours: `--timeout` bounds each request, not the time since it
            // started (a deadline for the whole would fail every request after it).
            let screens = WebScreensWiring(
                composition: composition, sources: composition.makeUnhurriedSources(),
                searchLimit: try SearchLimit(25))
            let server = WebServer(
                screens: screens, storefront: storefront, port: port ?? 0, heartbeat: .seconds(5),
                rereading: .seconds(5))
            let environment = session.environment.variables
            let open = open
            do {
                try await server.run { address in
                    // The address on a line of its own, whole at any width, to click or copy.
                    StandardOutputStream.write(
                        "appdetail's pages are served at\n\(address.absoluteString)\nCtrl-C stops the server.\n"
                    )
                    guard open else { return }
                    do {
                        try BrowserOpener.open(address, environment: environment)
                    } catch let error as BrowserOpener.OpenError {
                        StandardErrorStream.write(
                            "note: \(error.message); open \(address.absoluteString) by hand.\n")
                    } catch {
                        StandardErrorStream.write("note: open \(address.absoluteString) by hand.\n")
                    }
                }
            } catch {
                let place = port.map { "127.0.0.1:\($0)" } ?? "127.0.0.1"
                throw ErrorReporter.exit(
                    message: "The server could not listen on \(place).",
                    hint: port == nil
                        ? nil
                        : "Another program may hold that port: choose another with --port, or leave --port out for a free one.",
                    status: ExitStatus.unavailable)
            }
        }
    }
}
