/// Runs `operation` until `deadline`: past it the operation is cancelled and ``TransportError/timedOut``
/// thrown, whatever the operation was waiting for (a connection, a header, a slow body).
package func withDeadline<Value: Sendable>(
    _ deadline: ContinuousClock.Instant, _ operation: @escaping @Sendable () async throws -> Value
) async throws -> Value {
    guard deadline > .now else { throw TransportError.timedOut }
    return try await withThrowingTaskGroup(of: Value?.self) { group in
        group.addTask { try await operation() }
        group.addTask {
            try await Task.sleep(until: deadline, clock: .continuous)
            return nil
        }
        defer { group.cancelAll() }
        guard let first = try await group.next(), let value = first else { throw TransportError.timedOut }
        return value
    }
}
