import AppDetailDomain

extension SQLiteAppCache {
    /// Runs a call on the cache, turning any failure into the one error a reader of the cache
    /// gets: ``AppDetailError/cacheUnavailable(detail:)`` naming the file and what is wrong.
    func reporting<Value>(_ body: () throws -> Value) throws(AppDetailError) -> Value {
        do {
            return try body()
        } catch {
            throw .cacheUnavailable(detail: CacheProblem.describing(error, file: fileURL.path).description)
        }
    }
}
