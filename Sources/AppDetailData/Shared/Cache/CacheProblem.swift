import Foundation
import GRDB

/// A cache failure in plain words: what went wrong with which path, never a framework's error
/// text.
struct CacheProblem: Error, CustomStringConvertible {
    /// The file or directory concerned.
    let path: String
    /// What is wrong with it, as the end of a sentence: "is read-only", "cannot be created
    /// (permission denied)".
    let problem: String

    var description: String { "\(path) \(problem)" }

    /// A directory that cannot be made, from `errno`.
    static func directory(_ path: String, errorNumber: Int32) -> CacheProblem {
        CacheProblem(path: path, problem: "cannot be created (\(ErrorNumberText.words(errorNumber)))")
    }

    /// Any error met while using the file at `path`, in words.
    static func describing(_ error: any Error, file path: String) -> CacheProblem {
        if let problem = error as? CacheProblem { return problem }
        if let damage = error as? DamagedSchema {
            return CacheProblem(path: path, problem: "is damaged (\(damage.detail))")
        }
        guard let database = error as? DatabaseError else {
            return CacheProblem(path: path, problem: "cannot be used")
        }
        if database.resultCode == .SQLITE_CANTOPEN, let reason = whyItCannotBeOpened(path) {
            return CacheProblem(path: path, problem: "cannot be opened (\(reason))")
        }
        return CacheProblem(path: path, problem: problem(for: database.resultCode))
    }

    /// SQLite says only "cannot open"; the file itself says why: a directory, or the system's
    /// reason to refuse it ("permission denied" for a file of mode 000), or `nil` when it opens.
    private static func whyItCannotBeOpened(_ path: String) -> String? {
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { return "it is a directory" }
        let descriptor = open(path, O_RDONLY)
        guard descriptor < 0 else {
            close(descriptor)
            return nil
        }
        let number = errno
        return number == ENOENT ? nil : ErrorNumberText.words(number)
    }

    private static func problem(for code: ResultCode) -> String {
        switch code {
        case .SQLITE_READONLY: "is read-only"
        case .SQLITE_BUSY, .SQLITE_LOCKED: "is locked by another process for longer than 10 seconds"
        case .SQLITE_CANTOPEN: "cannot be opened (is the path a directory, or its folder unreadable?)"
        case .SQLITE_PERM, .SQLITE_AUTH: "cannot be opened (permission denied)"
        case .SQLITE_FULL: "cannot grow: the disk is full"
        case .SQLITE_IOERR: "could not be read or written (an input/output error)"
        case .SQLITE_NOTADB: "is not a SQLite database"
        case .SQLITE_CORRUPT: "is damaged"
        default: "cannot be used (SQLite error \(code.rawValue))"
        }
    }
}
