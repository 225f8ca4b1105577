import Foundation
import PropertyBased
import Testing

@testable import AppDetailData

/// The store's timestamps read without a date formatter, checked against Foundation's
/// `ISO8601DateFormatter`, which the decoding used before.
@Suite("Store timestamps")
struct StoreTimestampTests {
    @Test func everyTimestampReadsAsFoundationReadsIt() async {
        let seconds = Gen.int(in: -2_208_988_800...4_102_444_800)  // 1900 to 2100
        let offsets = Gen.int(in: -12...14)
        await propertyCheck(count: 5_000, input: seconds, offsets, Gen.bool) { second, hours, zulu in
            let formatter = ISO8601DateFormatter()
            formatter.timeZone = TimeZone(secondsFromGMT: zulu ? 0 : hours * 3_600)
            let text = formatter.string(from: Date(timeIntervalSince1970: Double(second)))
            #expect((zulu || hours == 0) == text.hasSuffix("Z"), "\(text)")
            #expect(StoreTimestamp.date(from: text) == formatter.date(from: text), "\(text)")
            #expect(StoreTimestamp.date(from: text) == Date(timeIntervalSince1970: Double(second)), "\(text)")
        }
    }

    @Test(arguments: [
        ("2024-09-04T07:00:00Z", 1_725_433_200.0),
        ("2014-02-13T22:07:14-07:00", 1_392_354_434.0),
        ("2014-02-13T22:07:14-0700", 1_392_354_434.0),
        ("2000-02-29T00:00:00+09:00", 951_750_000.0),
        ("2024-07-23T12:07:58.250Z", 1_721_736_478.25),
        ("99999-01-01T00:00:00Z", 3_093_496_444_800.0),
    ])
    func theStoresShapesRead(text: String, seconds: Double) {
        #expect(StoreTimestamp.date(from: text) == Date(timeIntervalSince1970: seconds))
        if !text.contains(".") {  // the formatter wants no fraction unless told
            #expect(StoreTimestamp.date(from: text) == ISO8601DateFormatter().date(from: text))
        }
    }

    @Test(arguments: [
        "", "2024-09-04", "2024-09-04T07:00:00", "2024-13-01T00:00:00Z", "2023-02-29T00:00:00Z",
        "2024-09-31T00:00:00Z", "2024-09-04T24:00:00Z", "2024-09-04T07:60:00Z", "2024-09-04T07:00:60Z",
        "2024-09-04T07:00:00ZZ", "2024-09-04T07:00:00+5", "2024-09-04T07:00:00.Z", "２０２４-09-04T07:00:00Z",
        "2024-09-04 07:00:00Z", "+2024-09-04T07:00:00Z", "2024-09-04T07:00:00+19:00",
        "1234567-01-01T00:00:00Z",
    ])
    func anythingElseIsNoDate(text: String) {
        #expect(StoreTimestamp.date(from: text) == nil)
    }
}
