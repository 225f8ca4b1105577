import Foundation

/// A fixed clock: 2024-01-01T00:00:00Z.
public let fixedNow: @Sendable () -> Date = { Date(timeIntervalSince1970: 1_704_067_200) }
