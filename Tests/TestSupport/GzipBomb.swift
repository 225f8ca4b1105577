import Foundation

/// gzip bodies made by the system's `gzip`, for servers that send compressed answers.
public enum GzipBomb {
    /// `inflatedBytes` zero bytes, gzip-compressed (about a thousandth of the size).
    public static func make(inflatedBytes: Int) throws -> [UInt8] {
        try run("head -c \(inflatedBytes) /dev/zero | gzip -c", input: nil)
    }

    /// `bytes`, gzip-compressed.
    public static func gzip(_ bytes: [UInt8]) throws -> [UInt8] {
        try run("gzip -c", input: bytes)
    }

    private static func run(_ script: String, input: [UInt8]?) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        let output = Pipe()
        let inputPipe = Pipe()
        process.standardOutput = output
        process.standardInput = inputPipe
        try process.run()
        if let input { inputPipe.fileHandleForWriting.write(Data(input)) }
        try inputPipe.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return [UInt8](data)
    }
}
