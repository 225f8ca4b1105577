import DiffableSections

/// An item with an identity and a content version, like a view model; sections use it too.
public struct Row: Diffable, Hashable {
    /// The identity.
    public let id: Int
    /// The content: a row whose version changed is updated.
    public var version: Int

    /// A row with this identity and version.
    public init(id: Int, version: Int) {
        self.id = id
        self.version = version
    }

    /// The identity the diff matches rows by.
    public var diffIdentifier: Int { id }
}

/// A small deterministic random generator, so every run diffs the same data.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Hands out identities no row has had yet.
struct IdentitySource {
    var next: Int

    mutating func fresh() -> Int {
        next += 1
        return next
    }
}
