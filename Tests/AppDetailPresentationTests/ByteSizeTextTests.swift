import Testing

@testable import AppDetailPresentation

/// Download sizes: decimal units, one decimal, and no size that can trap.
struct ByteSizeTextTests {
    /// The rounding as first written, `(bytes * 10 + size / 2) / size`, for sizes where it does
    /// not overflow: the total version must agree with it everywhere there.
    private func reference(_ bytes: Int64) -> String {
        let units: [(Int64, String)] = [(1_000_000_000, "GB"), (1_000_000, "MB"), (1_000, "KB")]
        guard let (size, unit) = units.first(where: { bytes >= $0.0 }) else { return "\(bytes) bytes" }
        let tenths = (bytes * 10 + size / 2) / size
        return "\(tenths / 10).\(tenths % 10) \(unit)"
    }

    @Test func agreesWithTheDirectRoundingWhereThatCannotOverflow() {
        var generator = SystemRandomNumberGenerator()
        let samples: [Int64] =
            [0, 999, 1_000, 1_049, 1_050, 999_950_000, 245_300_000, 2_147_483_648]
            + (0..<2_000).map { _ in Int64.random(in: 0...(Int64.max / 20), using: &generator) }
        for bytes in samples {
            #expect(ByteSizeText.text(bytes, in: .english) == reference(bytes), "\(bytes)")
        }
    }

    @Test(arguments: [Int64.max, Int64.max - 1, 922_337_203_685_477_581, Int64.min, -1])
    func extremeSizesDoNotTrap(bytes: Int64) {
        let (value, unit) = ByteSizeText.parts(bytes, in: .english)
        #expect(!value.isEmpty && !unit.isEmpty)
        if bytes == Int64.max { #expect(ByteSizeText.text(bytes, in: .english) == "9223372036.9 GB") }
        if bytes < 0 { #expect(ByteSizeText.text(bytes, in: .english) == "0 bytes") }
    }

    /// Each language writes the same figure: its decimal mark, and French in octets (`Mo`).
    @Test(arguments: DetailLanguage.allCases)
    func eachLanguageWritesTheSameFigure(language: DetailLanguage) {
        var generator = SystemRandomNumberGenerator()
        let french = ["bytes": "octets", "KB": "ko", "MB": "Mo", "GB": "Go"]
        for bytes in [0, 999, 16_400_000, 245_300_000]
            + (0..<200).map({ _ in Int64.random(in: 0...Int64.max, using: &generator) })
        {
            let (value, unit) = ByteSizeText.parts(bytes, in: .english)
            let mark = [.french, .german, .spanish].contains(language) ? "," : "."
            let expected = (
                value.replacingOccurrences(of: ".", with: mark),
                language == .french ? french[unit] ?? "?" : unit
            )
            #expect(ByteSizeText.parts(bytes, in: language) == expected, "\(bytes) in \(language)")
        }
    }
}
