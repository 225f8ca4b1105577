import Foundation

extension URL {
    /// The TCP ports a connection can be made to. `URL` parses any number after the colon; a
    /// number outside this range must never reach SwiftNIO, whose socket address traps on it.
    package static let possiblePorts = 1...65535
}
