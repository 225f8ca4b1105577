import Foundation
import TestSupport
import Testing

/// A CI run must read the shared fixtures: without them most tests of every target are skipped
/// (`swift test` runs every target, so this one check covers them all).
@Suite("The shared fixtures")
struct SharedFixturesPresenceTests {
    @Test(.enabled(if: SharedFixtures.required, "only CI requires them"))
    func theSharedFixturesAreThereOnCI() {
        #expect(
            FileManager.default.fileExists(atPath: SharedFixtures.root.path),
            "\(SharedFixtures.missingMessage)")
    }
}
