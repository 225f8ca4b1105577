import Foundation

/// A file named on the command line that cannot be read.
struct FileProblem: Error {
    let message: String
    let hint: String?
    let status: Int32

    /// The bytes of the file at `path`, or the problem that stops reading it, in words.
    static func contents(of path: String) throws(FileProblem) -> Data {
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
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            let reason = access(path, R_OK) == 0 ? "it could not be read" : "permission denied"
            throw FileProblem(
                message: "\(path) cannot be read (\(reason)).", hint: "Check the file's permissions.",
                status: ExitStatus.dataError)
        }
    }
}
