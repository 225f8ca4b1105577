/// How far a look around the world has come, told after each storefront's answer.
public struct WorldProgress: Hashable, Sendable {
    /// Storefronts answered (or given up on) so far.
    public let done: Int
    /// Storefronts asked for in all.
    public let total: Int
    /// Requests still to send: the storefronts left whose cached answer is not current.
    public let requestsLeft: Int

    /// A progress report.
    public init(done: Int, total: Int, requestsLeft: Int) {
        self.done = done
        self.total = total
        self.requestsLeft = requestsLeft
    }
}
