import AppDetailDomain
import Testing

@Suite("Versions compare numerically")
struct SoftwareVersionTests {
    private func version(_ text: String) throws -> SoftwareVersion {
        try #require(SoftwareVersion(text))
    }

    @Test func comparesComponentsAsNumbers() throws {
        #expect(try version("10.12") > version("10.2"))
        #expect(try version("9.3") < version("10.0"))
        #expect(try version("15.0.1") > version("15"))
        #expect(try !(version("15.0") < version("15")))
    }

    @Test func trailingZerosAreEqualAndHashAlike() throws {
        let short = try version("11")
        let long = try version("11.0.0")
        #expect(short == long)
        #expect(Set([short, long]).count == 1)
        #expect(long.text == "11.0.0")
    }

    @Test func sortsAListOfRealMinimumVersions() throws {
        let sorted = try ["16.0", "10.2", "3.2", "10.12", "9.0", "11.0"].map(version).sorted().map(\.text)
        #expect(sorted == ["3.2", "9.0", "10.2", "10.12", "11.0", "16.0"])
    }

    @Test(arguments: ["", "abc", "1..2", ".1", "1.", "1.a", "v1.0", "1.0-beta", "1234567890.1"])
    func rejectsTextThatIsNotDottedDigits(text: String) {
        #expect(SoftwareVersion(text) == nil)
    }
}
