import Foundation

/// A file named on the command line that cannot be read.
struct FileProblem: Error {
    let message: String
    let hint: String?
    let status: Int32

    static func unreadable(_ path: String, _ error: any Error) -> FileProblem {
        let missing = (error as? CocoaError)?.code == .fileReadNoSuchFile
        return FileProblem(
            message: missing
                ? "No file at \(path)." : "\(path) cannot be read: \(error.localizedDescription)",
            hint: missing ? "Check the path." : nil,
            status: missing ? ExitStatus.notFound : ExitStatus.dataError)
    }
}
