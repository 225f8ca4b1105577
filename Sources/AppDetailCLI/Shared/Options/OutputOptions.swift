import AppDetailTerminal
import ArgumentParser

/// How text is laid out for the terminal: colour and width.
struct OutputOptions: ParsableArguments {
    enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
        case auto, always, never
    }

    @Option(help: "auto (colour on a terminal unless NO_COLOR is set), always or never.")
    var color: ColorChoice = .auto

    @Option(help: "Wrap text to this many columns (default: the terminal's width, else 80).")
    var width: Int?

    func validate() throws {
        if let width, !(20...1_000).contains(width) {
            throw ValidationError("--width must be between 20 and 1000 (got \(width)).")
        }
    }

    func style(in environment: CommandEnvironment) -> Style {
        switch color {
        case .always: Style(enabled: true)
        case .never: Style(enabled: false)
        case .auto: Style(enabled: environment.standardOutputIsTerminal && !environment.forbidsColor)
        }
    }

    func columns(in environment: CommandEnvironment) -> Int {
        width ?? environment.terminalColumns.map { min(max($0, 20), 1_000) } ?? 80
    }
}
