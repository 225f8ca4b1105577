import AppDetailDomain
import Foundation
import GRDB

/// A cache failure in plain words: what went wrong with which path, never a framework's error
/// text.
struct CacheError: Error, CustomStringConvertible {
    /// The file or directory concerned.
    let path: String
    /// What is wrong with it, as the end of a sentence: "is read-only", "cannot be created
    /// (permission denied)".
    let detail: String
    /// What would make the cache usable again.
    var remedy: CacheReason.Remedy = .chooseAnotherPlace

    var description: String { "\(path) \(detail)" }

    /// The reason as the Domain carries it to a client.
    var cacheReason: CacheReason { CacheReason(path: path, detail: detail, remedy: remedy) }

    /// A directory that cannot be made, from `errno`.
    static func directory(_ path: String, errorNumber: Int32) -> CacheError {
        CacheError(path: path, detail: "cannot be created (\(ErrorNumberText.words(errorNumber)))")
    }

    /// Any error met while using the file at `path`, in words.
    static func describing(_ error: any Error, file path: String) -> CacheError {
        if let known = error as? CacheError { return known }
        if let damage = error as? DamagedSchemaError {
            return CacheError(path: path, detail: "is damaged (\(damage.detail))")
        }
        guard let database = error as? DatabaseError else {
            return CacheError(path: path, detail: "cannot be used")
        }
        if database.resultCode == .SQLITE_CANTOPEN, let reason = whyItCannotBeOpened(path) {
            return CacheError(path: path, detail: "cannot be opened (\(reason))")
        }
        let code = database.resultCode
        return CacheError(
            path: path, detail: problem(for: code),
            remedy: [.SQLITE_BUSY, .SQLITE_LOCKED].contains(code) ? .waitForOtherProcess : .chooseAnotherPlace
        )
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

/// A cache file SQLite reads without complaint whose schema is not one any appdetail wrote: a
/// table of the migrations is missing or lost, a table dropped or renamed, the list of applied
/// migrations garbled. It is repaired like the damage SQLite itself reports.
struct DamagedSchemaError: Error {
    /// What is wrong, as the end of "is damaged (…)": "its “app_cache” table is missing".
    let detail: String
}

/// Recognises a damaged cache file and moves it aside for a post-mortem.
enum DamagedCache {
    /// Whether SQLite says the file is not a database or is corrupt.
    static func isDamage(_ error: any Error) -> Bool {
        if error is DamagedSchemaError { return true }
        guard let error = error as? DatabaseError else { return false }
        return error.resultCode == .SQLITE_NOTADB || error.resultCode == .SQLITE_CORRUPT
    }

    /// `<path>.<label>-<time>-<random>`, a name no other run picks.
    static func asidePath(for path: String, label: String = "corrupt") -> String {
        let stamp = Int(Date().timeIntervalSince1970)
        return path + ".\(label)-\(stamp)-\(String(UInt32.random(in: 0...UInt32.max), radix: 16))"
    }

    /// Renames the file and its WAL companions to `<file>.<label>-<time>-<random>`, a name no
    /// other run picks, and returns it: `corrupt` for a damaged file, `unusable` for one that
    /// could not be upgraded.
    ///
    /// - Throws: ``CacheError`` saying why the file could not be moved.
    static func moveAside(_ fileURL: URL, label: String = "corrupt") throws(CacheError) -> URL {
        let aside = URL(fileURLWithPath: asidePath(for: fileURL.path, label: label))
        for companion in ["", "-wal", "-shm"] {
            let source = fileURL.path + companion
            guard rename(source, aside.path + companion) == 0 || errno == ENOENT else {
                throw CacheError(
                    path: fileURL.path,
                    detail: "could not be moved aside (\(ErrorNumberText.words(errno)))")
            }
        }
        return aside
    }
}

/// The failures that mean SQLite found no room to write — a full disk, a file size limit — as
/// opposed to damage: the file is fine and can still be read.
enum UnwritableCache {
    /// Whether `error` is SQLite running out of room (`SQLITE_FULL`, or an I/O error while
    /// growing or writing a file, which is how a failing `-shm` or `-wal` shows).
    static func isOutOfRoom(_ error: any Error) -> Bool {
        guard let error = error as? DatabaseError else { return false }
        return error.resultCode == .SQLITE_FULL || error.resultCode == .SQLITE_IOERR
    }

    /// The reason in words: "the disk is full" when the file system has no free space left,
    /// else what SQLite said.
    static func reason(_ error: any Error, directory: URL) -> String {
        let attributes = try? FileManager.default.attributesOfFileSystem(forPath: directory.path)
        if let free = (attributes?[.systemFreeSize] as? NSNumber)?.int64Value, free == 0 {
            return "the disk is full"
        }
        if let error = error as? DatabaseError, error.resultCode == .SQLITE_FULL { return "the disk is full" }
        return "SQLite could not grow its side files: a full disk or a file size limit"
    }
}
