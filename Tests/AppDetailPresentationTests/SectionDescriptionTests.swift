import AppDetailDomain
import Testing

@testable import AppDetailPresentation

/// Each of the store page's sections is described once, and everything the page says about it
/// is that description's: its title, its name in a note, the section its items go into.
@Suite("A store page section described once")
struct SectionDescriptionTests {
    @Test(arguments: StorePageSection.allCases)
    func eachSectionIsDescribedAsItself(_ section: StorePageSection) {
        #expect(SectionDescription.of(section)?.storePage == section)
        #expect(SectionDescription.all.filter { $0.storePage == section }.count == 1)
    }

    @Test(arguments: DetailSection.allCases)
    func aPageSectionNamesOnlyPartsThatStandInItOrNowhere(_ section: DetailSection) {
        for part in section.storePageParts {
            #expect(part.placement.section == section || part.placement == .elsewhere, "\(part.storePage)")
        }
    }

    @Test func theDescriptionsFollowTheStorePagesOrder() {
        #expect(SectionDescription.all.map(\.storePage) == StorePageSection.allCases)
    }

    @Test func aPageSectionIsTitledByAtMostOneDescription() {
        let owned = SectionDescription.all.compactMap { description -> DetailSection? in
            if case .own(let section) = description.placement { section } else { nil }
        }
        #expect(Set(owned).count == owned.count, "\(owned)")
        #expect(!owned.isEmpty)
    }

    @Test(arguments: DetailLanguage.allCases)
    func everySectionButTheTopAndTheBadgesHasATitleAndEveryPartAName(_ language: DetailLanguage) {
        for section in DetailSection.allCases where section != .top && section != .summary {
            let title = section.title(in: language)
            #expect(title?.isEmpty == false, "\(section) in \(language)")
            if let owner = SectionDescription.owning(section) {
                #expect(title == owner.name(language), "\(section) in \(language)")
            }
        }
        let names = StorePageSection.allCases.map { StorePageWords(language: language).name(of: $0) }
        #expect(Set(names).count == names.count, "two parts share a name in \(language): \(names)")
    }

    @Test func theStorePagesOwnSectionsAreTitledByTheirDescriptions() {
        let owned: Set<DetailSection> = [.events, .versionHistory, .privacy, .inAppPurchases, .similarApps]
        for section in owned {
            #expect(SectionDescription.owning(section) != nil, "\(section)")
        }
        #expect(SectionDescription.owning(.ratingsAndReviews) == nil)
        #expect(SectionDescription.owning(.moreByDeveloper) == nil)
    }
}
