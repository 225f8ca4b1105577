import AppDetailDomain
import Foundation

/// A file named on the command line that cannot be read.
struct FileProblem: Error {
    let message: String
    let hint: String?
    let status: Int32

    /// The bytes of the file at `path` (`-` is standard input), or the problem that stops
    /// reading it, in words.
    static func contents(of path: String) throws(FileProblem) -> Data {
        if path == "-" { return FileHandle.standardInput.readDataToEndOfFile() }
        var status = stat()
        guard stat(path, &status) == 0 else {
            let missing = errno == ENOENT
            throw FileProblem(
                message: missing
                    ? "No file at \(path)." : "\(path) cannot be reached (\(ErrorNumberText.words(errno))).",
                hint: "Check the path.", status: missing ? ExitStatus.notFound : ExitStatus.dataError)
        }
        guard status.st_mode & S_IFMT != S_IFDIR else {
            throw FileProblem(
                message: "\(path) is a directory, not a file.", hint: "Name a saved answer file inside it.",
                status: ExitStatus.dataError)
        }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
        } catch {
            let reason = access(path, R_OK) == 0 ? "it could not be read" : "permission denied"
            throw FileProblem(
                message: "\(path) cannot be read (\(reason)).", hint: "Check the file's permissions.",
                status: ExitStatus.dataError)
        }
    }

    /// The problem with a saved answer a file holds, naming the file: it is data that cannot be
    /// used (65), never "try again later", since retrying reads the same bytes.
    static func answer(in path: String, _ error: AppDetailError) -> any Error {
        let name = path == "-" ? "Standard input" : path
        switch error {
        case .malformedResponse(let detail):
            return FileProblem(
                message: "\(name) is not a saved Lookup or Search answer: \(detail).",
                hint:
                    "Save the answer of https://itunes.apple.com/lookup?id=… (or /search?term=…) and pass that file.",
                status: ExitStatus.dataError)
        case .invalidInput(.rejectedByStore(let message)):
            return FileProblem(
                message: "\(name) holds the store's error answer (“\(message)”), not an app.",
                hint: "Save the answer of a lookup that found the app.", status: ExitStatus.dataError)
        default:
            return error
        }
    }
}
