import AppDetailDomain
import AppDetailPresentation
import DiffableSections
import Foundation
import TestSupport
import Testing

/// The figures a page shows are the store's, over every real app.
@Suite("Figures as the store states them", .enabled(if: RealFixtures.available))
struct ExactFiguresTests {
    static func storefront(of detail: Listing) throws -> Storefront {
        let country = detail.storeURL.pathComponents.dropFirst().first ?? "us"
        return (try? Storefront(country: country)) ?? .unitedStates
    }

    /// Every Korean-store app that lists Korean shows KO on its badge, whatever it lists first;
    /// an app without the storefront's language shows its first one.
    @Test func theLanguageBadgeShowsTheStorefrontsLanguageWhenTheAppListsIt() async throws {
        var koreanApps = 0
        for detail in try RealFixtures.all() {
            await Task.yield()
            let storefront = try Self.storefront(of: detail)
            let page = try DetailSnapshotBuilder(storefront: storefront, now: fixedNow).snapshot(for: detail)
            let badge = page.badge(.language)?.value
            // The fixtures' four stores and their languages.
            let storeLanguage = ["kr": "KO", "us": "EN", "fr": "FR", "jp": "JA"][storefront.country]
            let expected =
                detail.languageCodes.first { $0 == storeLanguage } ?? detail.languageCodes.first
            #expect(badge == expected, "\(detail.id) in \(storefront.country): \(detail.languageCodes)")
            if storefront.country == "kr", detail.languageCodes.contains("KO") { koreanApps += 1 }
        }
        #expect(koreanApps > 100)
    }

    /// A version the store gives no date for says so, instead of borrowing the first release.
    @Test func aVersionWithoutItsOwnDateSaysSo() async throws {
        var undated = 0
        for detail in try RealFixtures.all() where detail.releaseNotes?.isEmpty == false {
            await Task.yield()
            // A clock after every fixture's capture: each dated version lies in the past.
            let afterEveryCapture = Date(timeIntervalSince1970: 1_795_348_800)  // 2026-11-22T12:00:00Z
            let page = try DetailSnapshotBuilder(language: .english, now: { afterEveryCapture }).snapshot(
                for: detail)
            guard case .whatsNew(let item)? = page.item(withIdentifier: .whatsNew) else { continue }
            if detail.currentVersionReleaseDate == nil {
                undated += 1
                #expect(item.releasedAgo == "date not given", "\(detail.id)")
            } else {
                #expect(item.releasedAgo.hasSuffix(" ago"), "\(detail.id): \(item.releasedAgo)")
            }
        }
        #expect(undated >= 1, "the 2014 answers have no current version date")
    }

    /// Compatibility names every family in `supportedDevices`, Apple Watch and Mac included.
    @Test func compatibilityNamesEveryDeviceFamily() async throws {
        let families = [
            ("iPhone", "iPhone"), ("iPad", "iPad"), ("iPod", "iPod touch"), ("Mac", "Mac"),
            ("Watch", "Apple Watch"),
        ]
        var watchApps = 0
        for detail in try RealFixtures.all() {
            await Task.yield()
            let page = try DetailSnapshotBuilder(language: .english, now: fixedNow).snapshot(for: detail)
            guard case .information(let row)? = page.item(withIdentifier: .information(.compatibility)) else {
                Issue.record("\(detail.id): no compatibility row")
                continue
            }
            let expected = families.filter { family in
                detail.supportedDevices.contains { $0.hasPrefix(family.0) }
            }
            .map(\.1)
            #expect(row.detail == expected, "\(detail.id)")
            if expected.contains("Apple Watch") { watchApps += 1 }
        }
        #expect(watchApps > 0)
    }

    /// A screenshot has a size only when its URL states one in the `NNNxNNNbb` form.
    @Test func screenshotSizesComeOnlyFromURLsThatStateThem() async throws {
        let pattern = /^(\d+)x(\d+)bb\./
        var sized = 0
        var unsized = 0
        for detail in try RealFixtures.all() {
            await Task.yield()
            for shot in detail.screenshots.iPhone + detail.screenshots.iPad + detail.screenshots.appleTV {
                let name = shot.url.lastPathComponent
                if let match = name.firstMatch(of: pattern) {
                    sized += 1
                    #expect(
                        shot.pixelSize?.width == Int(match.1) && shot.pixelSize?.height == Int(match.2),
                        "\(name)")
                } else {
                    unsized += 1
                    #expect(shot.pixelSize == nil, "\(shot.url)")
                }
            }
        }
        #expect(sized > 2_000 && unsized > 10)
    }
}
