import AppDetailData
import AppDetailDomain
import Foundation

/// A file named on the command line that cannot be read.
struct FileError: Error {
    let message: String
    let hint: String?
    let status: Int32

    /// The bytes of the file at `path` (`-` is standard input), or the problem that stops
    /// reading it, in words. A pipe, a process substitution or `/dev/stdin` is read as a stream;
    /// anything past ``AppDetailDataConfiguration/maximumAnswerBytes`` (the network's cap) is
    /// refused with 65 without reading further, so an endless stream costs no memory.
    static func contents(of path: String) throws(FileError) -> Data {
        let limit = AppDetailDataConfiguration.maximumAnswerBytes
        let name = path == "-" ? "Standard input" : path
        let descriptor = path == "-" ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw unopenable(path, errorNumber: errno) }
        defer { if descriptor != STDIN_FILENO { close(descriptor) } }
        var status = stat()
        if fstat(descriptor, &status) == 0 {
            guard status.st_mode & S_IFMT != S_IFDIR else {
                throw FileError(
                    message: "\(path) is a directory, not a file.",
                    hint: "Name a saved answer file inside it.",
                    status: ExitStatus.dataError)
            }
            if status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) > limit {
                throw tooLarge(name, size: "is \(Int(status.st_size)) bytes")
            }
        }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return data }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileError(
                    message: "\(name) cannot be read (\(ErrorNumberText.words(errno))).",
                    hint: "Check the file and its permissions.", status: ExitStatus.dataError)
            }
            guard data.count + count <= limit else {
                throw tooLarge(name, size: "goes on past \(limit) bytes")
            }
            data.append(contentsOf: chunk[..<count])
        }
    }

    private static func tooLarge(_ name: String, size: String) -> FileError {
        FileError(
            message:
                "\(name) \(size); a saved answer is at most \(AppDetailDataConfiguration.maximumAnswerBytes >> 20) MiB, the most appdetail reads from the App Store.",
            hint: "Pass one saved Lookup or Search answer, not a larger file or an endless stream.",
            status: ExitStatus.dataError)
    }

    private static func unopenable(_ path: String, errorNumber: Int32) -> FileError {
        switch errorNumber {
        case ENOENT:
            FileError(message: "No file at \(path).", hint: "Check the path.", status: ExitStatus.notFound)
        case EACCES:
            FileError(
                message: "\(path) cannot be read (permission denied).", hint: "Check the file's permissions.",
                status: ExitStatus.dataError)
        default:
            FileError(
                message: "\(path) cannot be reached (\(ErrorNumberText.words(errorNumber))).",
                hint: "Check the path.", status: ExitStatus.dataError)
        }
    }

    /// The problem with a saved answer a file holds, naming the file: it is data that cannot be
    /// used (65), never "try again later", since retrying reads the same bytes.
    static func answer(in path: String, _ error: AppDetailError) -> any Error {
        let name = path == "-" ? "Standard input" : path
        switch error {
        case .malformedAnswer(let detail):
            return FileError(
                message: "\(name) is not a saved Lookup or Search answer: \(detail.singleLine).",
                hint:
                    "Save the answer of https://itunes.apple.com/lookup?id=… (or /search?term=…) and pass that file.",
                status: ExitStatus.dataError)
        case .invalidInput(.rejectedByStore(let message)):
            return FileError(
                message: "\(name) holds the store's error answer (“\(message.singleLine)”), not an app.",
                hint: "Save the answer of a lookup that found the app.", status: ExitStatus.dataError)
        default:
            return error
        }
    }
}
