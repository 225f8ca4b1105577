import AppDetailDomain
import AppDetailPresentation
import DiffableSections
import TestSupport
import Testing

@Suite("Every real app becomes a valid page", .enabled(if: RealFixtures.available))
struct FixtureSnapshotTests {
    @Test(arguments: DetailLanguage.allCases)
    func all251AppsBuildWithSectionsExactlyWhenTheirDataExists(language: DetailLanguage) async throws {
        let details = try RealFixtures.all()
        #expect(details.count == (try SharedFixtures.files(in: "lookup")).count)
        let builder = DetailSnapshotBuilder(language: language, now: fixedNow)
        for detail in details {
            await Task.yield()  // a long synchronous loop would hold a cooperative thread others need
            let snapshot = try builder.snapshot(for: detail)
            var expected: [DetailSection] = [.top, .summary]
            if !detail.screenshots.isEmpty { expected.append(.screenshot) }
            if !(detail.releaseNotes ?? "").isEmpty { expected.append(.whatsNew) }
            expected += [.description, .information]
            #expect(snapshot.sectionIdentifiers == expected, "\(detail.id)")
            let shots =
                detail.screenshots.iPhone.count + detail.screenshots.iPad.count
                + detail.screenshots.appleTV.count
            #expect((try? snapshot.numberOfItems(inSection: .screenshot)) ?? 0 == shots, "\(detail.id)")
            #expect(
                snapshot.badge(.ratings)?.value != "0.0", "\(detail.id): a missing or empty rating is not 0")
        }
    }
}
