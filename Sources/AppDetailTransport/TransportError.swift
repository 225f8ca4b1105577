/// Why one exchange failed, in terms every transport can report and the clients can explain.
package enum TransportError: Error, Equatable {
    /// The deadline passed before the answer was complete.
    case timedOut
    /// No connection could be made to the host (refused, unresolvable, unreachable).
    case cannotConnect
    /// The body, once decompressed, grew past the limit.
    case bodyTooLarge(limit: Int)
    /// The body was compressed in a way that cannot be inflated.
    case undecodableBody
    /// The connection failed for another reason; `reason` is in plain words.
    case failed(reason: String)
}
