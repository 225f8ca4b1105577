extension SQLiteAppCache {
    /// Runs `write`, which saves a good answer; a read-only or failing cache costs one warning and
    /// never fails the fetch that got the answer.
    ///
    /// - Parameters:
    ///   - shown: what was shown but not saved, for a read-only cache ("the search").
    ///   - named: the same named in full, for a failed write ("The search for “bank”").
    func keep(shown: String, named: String, _ write: () throws -> Void) {
        if let readOnlyReason {
            warn("The cache at \(fileURL.path) \(readOnlyReason); \(shown) was shown but not saved.")
            return
        }
        do {
            try write()
        } catch {
            warn(
                "\(named) could not be saved: the cache \(CacheProblem.describing(error, file: fileURL.path))."
            )
        }
    }
}
