import AppDetailDomain
import Testing

/// How a person names a developer: the developer's id or link, or one of their apps.
@Suite("Naming a developer")
struct DeveloperReferenceTests {
    @Test(arguments: [
        ("362057950", DeveloperReference.developer(id: 362_057_950, country: nil)),
        ("id284417353", .developer(id: 284_417_353, country: nil)),
        (" 284417353\n", .developer(id: 284_417_353, country: nil)),
        ("https://apps.apple.com/us/developer/apple/id284417353", .developer(id: 284_417_353, country: "us")),
        (
            "https://apps.apple.com/kr/developer/kakao-corp/id362057950?see-all=i-phonei-pad-apps",
            .developer(id: 362_057_950, country: "kr")
        ),
        ("https://itunes.apple.com/developer/id362057950?mt=8", .developer(id: 362_057_950, country: nil)),
    ])
    func aDeveloperIsNamedByIdOrLink(text: String, expected: DeveloperReference) throws {
        #expect(try DeveloperReference(parsing: text) == expected)
    }

    /// An app's link or bundle id names the app, never a developer with the app's id.
    @Test func anAppNamesItsDeveloper() throws {
        let link = try DeveloperReference(parsing: "https://apps.apple.com/kr/app/kakaotalk/id362057947")
        #expect(link == .app(AppReference(lookup: .id(AppID(rawValue: 362_057_947)!), country: "kr")))
        #expect(link.country == "kr")
        let bundle = try DeveloperReference(parsing: "com.iwilab.KakaoTalk")
        guard case .app(let reference) = bundle, case .bundleID = reference.lookup else {
            Issue.record("a bundle id is an app: \(bundle)")
            return
        }
    }

    @Test(arguments: ["", "0", "-5", "kakao corp", "https://example.com/developer/x/id1"])
    func anythingElseIsRefused(text: String) {
        #expect(throws: AppDetailError.self) { try DeveloperReference(parsing: text) }
    }
}
