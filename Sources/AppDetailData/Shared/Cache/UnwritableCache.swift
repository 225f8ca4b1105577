import Foundation
import GRDB

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
