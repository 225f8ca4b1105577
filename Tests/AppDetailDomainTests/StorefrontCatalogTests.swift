import AppDetailDomain
import Foundation
import Testing

@Suite("The App Store's storefronts, their groups and lists of them")
struct StorefrontCatalogTests {
    @Test func theCatalogHoldsEachStorefrontOnceInItsRegion() {
        let codes = StorefrontCatalog.all.map(\.country)
        #expect(codes.count == 175)
        #expect(Set(codes).count == codes.count)
        let counts = Dictionary(grouping: StorefrontCatalog.all, by: \.region).mapValues(\.count)
        #expect(
            counts == [
                .africaMiddleEastIndia: 55, .asiaPacific: 38, .europe: 43, .latinAmericaCaribbean: 37,
                .unitedStatesCanada: 2,
            ])
        #expect(StorefrontCatalog.codes == codes.sorted())
        #expect(Storefront.countryCodes == StorefrontCatalog.codes)
    }

    @Test func everyStorefrontIsAStorefrontAndHasAName() throws {
        for facts in StorefrontCatalog.all {
            let storefront = try Storefront(country: facts.country.uppercased())
            #expect(storefront == facts.storefront)
            #expect(storefront.language == nil)
            #expect(
                facts.name(in: "en") != facts.country.uppercased(), "no English name for \(facts.country)")
        }
        #expect(StorefrontCatalog.facts(for: "xk")?.name(in: "en") == "Kosovo")
        #expect(StorefrontCatalog.facts(for: "kr")?.name(in: "ko") == "대한민국")
        #expect(StorefrontCatalog.facts(for: "us")?.storeFrontID == 143441)
        #expect(StorefrontCatalog.facts(for: "tw")?.defaultLanguage == "zh-Hant")
    }

    @Test(arguments: ["kp", "aq", "cu", "ir", "li"])
    func aCountryWithoutAStoreIsRefusedAndNamed(code: String) throws {
        let error = #expect(throws: AppDetailError.self) { try Storefront(country: code) }
        #expect(error == .invalidInput(.country(code)))
        #expect(error?.message.contains("has no storefront in") == true)
        #expect(error?.message.contains("“\(code)”") == true)
    }

    @Test func aSlipOrACountryNameSuggestsTheCode() {
        #expect(AppDetailError.invalidInput(.country("uk")).remedy == .giveACountry(suggested: "gb"))
        #expect(AppDetailError.invalidInput(.country("Korea")).remedy == .giveACountry(suggested: "kr"))
        #expect(AppDetailError.invalidInput(.country("japan")).remedy == .giveACountry(suggested: "jp"))
        #expect(AppDetailError.invalidInput(.country("xx")).remedy == .giveACountry(suggested: nil))
    }

    @Test func groupsAreMadeOfStorefronts() throws {
        let eu = try #require(StorefrontGroup.named("EU"))
        #expect(eu.countries.count == 27)
        #expect(!eu.countries.contains("gb") && !eu.countries.contains("ch"))
        #expect(StorefrontGroup.named("all")?.countries.count == 175)
        #expect(StorefrontGroup.named("asia") == StorefrontGroup.named("asia-pacific"))
        #expect(StorefrontGroup.named("americas")?.countries.count == 39)
        for group in StorefrontGroup.all {
            #expect(!group.countries.isEmpty)
            #expect(group.countries.allSatisfy(StorefrontCatalog.hasStorefront), "\(group.name)")
        }
        let names = StorefrontGroup.names
        #expect(Set(names).count == names.count)
        #expect(
            !names.contains(where: StorefrontCatalog.hasStorefront),
            "a group name must never be a storefront's code")
    }

    @Test func aSelectionKeepsTheOrderNamedEachStorefrontOnce() throws {
        let selection = try StorefrontSelection(parsing: "KR, jp,us,kr")
        #expect(selection.storefronts.map(\.country) == ["kr", "jp", "us"])
        let mixed = try StorefrontSelection(parsing: "de,eu")
        #expect(mixed.storefronts.count == 27)
        #expect(mixed.storefronts.first?.country == "de")
        #expect(try StorefrontSelection(parsing: "all").storefronts.count == 175)
    }

    @Test func aWordNamingNothingGetsTheNearestNames() {
        let error = #expect(throws: AppDetailError.self) { try StorefrontSelection(parsing: "kr,eurpe") }
        guard case .invalidInput(.storefrontGroup("eurpe", let suggestions)) = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(suggestions.first == "europe")
        #expect(error?.hint?.contains("europe") == true)
        let korea = #expect(throws: AppDetailError.self) { try StorefrontSelection(parsing: "korea") }
        #expect(korea?.remedy == .chooseStorefronts(suggestions: ["kr"]))
        #expect(throws: AppDetailError.invalidInput(.country("xx"))) {
            try StorefrontSelection(parsing: "us,xx")
        }
        for empty in ["", ",", "kr,,jp", " "] {
            #expect(throws: AppDetailError.self) { try StorefrontSelection(parsing: empty) }
        }
    }
}
