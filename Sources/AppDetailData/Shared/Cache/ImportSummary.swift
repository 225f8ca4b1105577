/// What a bulk import did.
public struct ImportSummary: Hashable, Sendable {
    /// Apps stored.
    public let imported: Int
    /// Results skipped, with why (a Mac app, a malformed result), one sentence each.
    public let skipped: [String]
}
