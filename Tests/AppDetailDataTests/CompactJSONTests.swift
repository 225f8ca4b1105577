import Foundation
import TestSupport
import Testing

@testable import AppDetailData

/// The digest's binary form gives back what `JSONSerialization` read, and a damaged one reads as
/// nothing rather than trapping.
@Suite("A JSON document in compact binary form", .enabled(if: SharedFixtures.available))
struct CompactJSONTests {
    /// `value` written out as the page parser reads it — a number by its `doubleValue` (what
    /// every reader of the page takes; `JSONSerialization` keeps 129153.99999999999 as a
    /// decimal), a Boolean apart — with keys sorted: equal for documents the parser cannot tell
    /// apart.
    static func canonical(_ value: Any) throws -> String {
        switch value {
        case is NSNull: return "null"
        case let text as String: return "\"\(text)\""
        case let number as NSNumber:
            let kind = String(cString: number.objCType)
            return kind == "c" || kind == "B" ? "\(number.boolValue)" : "\(number.doubleValue)"
        case let object as [String: Any]:
            let fields = try object.keys.sorted().map { "\($0): \(try canonical(object[$0]!))" }
            return "{" + fields.joined(separator: ", ") + "}"
        case let array as [Any]: return "[" + (try array.map(canonical)).joined(separator: ", ") + "]"
        default: throw CocoaError(.coderInvalidValue)
        }
    }

    @Test func everyCapturedPageComesBackAsItWasRead() throws {
        for (id, data) in try PageDataDigestTests.capturedPages() {
            let document = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            let encoded = try #require(CompactJSON.encoded(document), "\(id)")
            let decoded = try #require(CompactJSON.decoded(encoded), "\(id)")
            let (back, read) = (try Self.canonical(decoded), try Self.canonical(document))
            #expect(back == read, "\(back) is not \(read)")
        }
    }

    /// Numbers keep what they were: whole, floating-point, Boolean, and the extremes.
    @Test func scalarsKeepTheirKind() throws {
        let text =
            #"[true, false, null, 0, -7, 12, 4.5, 129153.99999999999, 1e300, 9223372036854775807, 18446744073709551615, "", "é 한국어 🎉", {"a": [1, {"b": null}]}]"#
        let document = try JSONSerialization.jsonObject(with: Data(text.utf8))
        let encoded = try #require(CompactJSON.encoded(document))
        let decoded = try #require(CompactJSON.decoded(encoded))
        let (back, read) = (try Self.canonical(decoded), try Self.canonical(document))
        #expect(back == read, "\(back) is not \(read)")
        let values = try #require(decoded as? [Any])
        #expect(values[0] as? Bool == true && values[1] as? Bool == false && values[2] is NSNull)
        #expect((values[6] as? NSNumber)?.doubleValue == 4.5 && (values[5] as? NSNumber)?.intValue == 12)
    }

    /// Cut anywhere, or with any byte changed, the encoding of a real page reads as `nil` or as
    /// some document — never a trap, never past its end.
    @Test(arguments: 0..<4)
    func damageNeverTraps(seed: UInt64) throws {
        let whole = try #require(
            try PageDataDigestTests.capturedPages().first { $0.id.rawValue == 570_060_128 })
        let document = try JSONSerialization.jsonObject(with: whole.data, options: [.fragmentsAllowed])
        let encoded = [UInt8](try #require(CompactJSON.encoded(document)))
        var generator = SeededGenerator(seed: seed)
        var unreadable = 0
        for _ in 0..<50 {
            var damaged = encoded
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: damaged.removeLast(Int.random(in: 1..<damaged.count, using: &generator))
            case 1:
                damaged[Int.random(in: 0..<damaged.count, using: &generator)] = UInt8.random(
                    in: 0...255, using: &generator)
            default:
                let start = Int.random(in: 0..<damaged.count, using: &generator)
                for index in start..<min(start + 8, damaged.count) { damaged[index] = 0xFF }
            }
            if CompactJSON.decoded(Data(damaged)) == nil { unreadable += 1 }
        }
        #expect(unreadable > 0, "some damage must make the encoding unreadable (seed \(seed))")
    }

    /// Nested deeper than any page, a document is refused instead of exhausting the stack.
    @Test func aDocumentNestedTooDeepDoesNotRead() {
        let deep = [UInt8](repeating: CompactJSON.Tag.array.rawValue, count: 1) + [1]
        let bytes = Array(repeating: deep, count: 100_000).flatMap { $0 } + [CompactJSON.Tag.null.rawValue]
        #expect(CompactJSON.decoded(Data(bytes)) == nil)
        let shallow = Array(repeating: deep, count: 10).flatMap { $0 } + [CompactJSON.Tag.null.rawValue]
        #expect(CompactJSON.decoded(Data(shallow)) != nil)
    }
}
