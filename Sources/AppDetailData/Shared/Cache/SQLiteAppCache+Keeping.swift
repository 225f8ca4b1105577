extension SQLiteAppCache {
    /// Runs `write`, which saves a good answer; a read-only or failing cache costs one warning and
    /// never fails the fetch that got the answer, and the reason is returned for a caller whose
    /// count must say what was kept (a bulk refresh).
    ///
    /// - Parameter named: what is saved, in full ("The search for “bank”").
    /// - Returns: why nothing was saved ("the cache at /path is read-only"), or `nil` when it was.
    @discardableResult
    func keep(named: String, _ write: () throws -> Void) -> String? {
        if let readOnlyReason {
            let reason = "the cache at \(fileURL.path) \(readOnlyReason)"
            warn("\(named) could not be saved: \(reason).")
            return reason
        }
        do {
            try write()
            return nil
        } catch {
            let reason = "the cache \(CacheProblem.describing(error, file: fileURL.path))"
            warn("\(named) could not be saved: \(reason).")
            return reason
        }
    }
}
