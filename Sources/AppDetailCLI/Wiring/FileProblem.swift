import Foundation

/// A file named on the command line that cannot be read.
struct FileProblem: Error {
    let message: String
    let hint: String?
    let status: Int32

    /// The bytes of the file at `path`, or the problem that stops reading it.
    static func contents(of path: String) throws(FileProblem) -> Data {
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw unreadable(path, error)
        }
    }

    private static func unreadable(_ path: String, _ error: any Error) -> FileProblem {
        let missing = (error as? CocoaError)?.code == .fileReadNoSuchFile
        return FileProblem(
            message: missing
                ? "No file at \(path)." : "\(path) cannot be read: \(error.localizedDescription)",
            hint: missing ? "Check the path." : nil,
            status: missing ? ExitStatus.notFound : ExitStatus.dataError)
    }
}
