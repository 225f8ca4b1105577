import AppDetailDomain
import ArgumentParser

/// `--refresh` and `--offline`, shared by the commands that read through the cache, and the one
/// ``CachePolicy`` they choose.
struct CachePolicyOptions: ParsableArguments {
    @Flag(help: "Ask the App Store even when the cached page is current.")
    var refresh = false

    @Flag(help: "Use only the cache; never touch the network.")
    var offline = false

    /// The policy the flags choose: `--refresh`, `--offline`, or neither for the standard one.
    var policy: CachePolicy {
        refresh ? .refresh : offline ? .offline : .standard
    }

    func validate() throws {
        if refresh && offline { throw ValidationError("--refresh and --offline cannot be used together.") }
    }
}
