import Foundation

/// Standard output, written once per command so output is never interleaved half-way.
enum StandardOutput {
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
