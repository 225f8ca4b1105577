import Foundation
import TestSupport
import Testing

/// A CI run must read the shared fixtures: without them most of this target's tests are skipped.
@Suite("The shared fixtures")
struct SharedFixturesPresenceTests {
    @Test(.enabled(if: SharedFixtures.required, "only CI requires them"))
    func theSharedFixturesAreThereOnCI() {
        #expect(
            FileManager.default.fileExists(atPath: SharedFixtures.root.path),
            "\(SharedFixtures.missingMessage)")
    }
}
