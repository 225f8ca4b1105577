import Foundation

/// A JSON document as `JSONSerialization` reads it, written as tagged binary values that read
/// back without scanning text: the form of the digests the cache keeps beside a store page and a
/// page of reviews.
///
/// Each value is a tag byte and its content: `null`, `false`, `true`; a whole number or a
/// floating-point one (8 bytes, little-endian, kept apart as `JSONSerialization` keeps them);
/// a string (its UTF-8 length as a variable-length number, then its bytes); an array (its count,
/// then its values); an object (its count, then each key as a string and its value). Reading
/// gives back what `JSONSerialization` gave — `[String: Any]`, `[Any]`, `String`, `NSNumber`
/// (a whole number, a floating-point one or a Boolean, as it was), `NSNull` — so that a parser
/// reads the same from either. Anything that does not read whole — a damaged row, a value
/// nested deeper than any page — is `nil`, never a trap.
enum CompactJSON {
    /// `value` written, or `nil` when it holds something `JSONSerialization` never gives.
    static func encoded(_ value: Any) -> Data? {
        var writer = Writer()
        guard writer.write(value) else { return nil }
        return Data(writer.bytes)
    }

    /// The value `data` holds, or `nil` when `data` is not one value written whole.
    static func decoded(_ data: Data) -> Any? {
        data.withUnsafeBytes { raw in
            var reader = Reader(bytes: raw)
            guard let value = reader.value(depth: 0), reader.offset == raw.count else { return nil }
            return value
        }
    }

    /// The tags, one byte before each value.
    enum Tag: UInt8 {
        case null, `false`, `true`, integer, unsignedInteger, floatingPoint, string, array, object
    }

    /// Deeper than any store page nests (about 20); a limit keeps a damaged row from
    /// exhausting the stack.
    static let deepest = 200

    /// Appends values' bytes.
    struct Writer {
        var bytes: [UInt8] = []

        /// Kinds are told apart by type first (`JSONObject.isNull`,
        /// `JSONObject.number`): `is NSNull` on a pruned page's dictionary would first
        /// bridge the whole of it to Foundation, at every level.
        mutating func write(_ value: Any) -> Bool {
            if JSONObject.isNull(value) {
                bytes.append(Tag.null.rawValue)
            } else if let number = JSONObject.number(value) {
                writeNumber(number)
            } else if let text = value as? String {
                bytes.append(Tag.string.rawValue)
                writeText(text)
            } else if let object = value as? [String: Any] {
                bytes.append(Tag.object.rawValue)
                writeCount(object.count)
                for (key, field) in object {
                    writeText(key)
                    guard write(field) else { return false }
                }
            } else if let array = value as? [Any] {
                bytes.append(Tag.array.rawValue)
                writeCount(array.count)
                for element in array { guard write(element) else { return false } }
            } else {
                return false
            }
            return true
        }

        /// A string's UTF-8 length, then its bytes: a string value after its tag, or a key.
        private mutating func writeText(_ text: String) {
            writeCount(text.utf8.count)
            bytes.append(contentsOf: text.utf8)
        }

        /// A number as what it is: `JSONSerialization` reads `true` as a Boolean number
        /// (`c`), `12` as a whole one and `4.5` as a floating-point one.
        private mutating func writeNumber(_ number: NSNumber) {
            switch String(cString: number.objCType) {
            case "c", "B": bytes.append((number.boolValue ? Tag.true : Tag.false).rawValue)
            case "d", "f":
                bytes.append(Tag.floatingPoint.rawValue)
                writeWord(number.doubleValue.bitPattern)
            case "Q", "L", "I", "S", "C":
                bytes.append(Tag.unsignedInteger.rawValue)
                writeWord(number.uint64Value)
            default:
                bytes.append(Tag.integer.rawValue)
                writeWord(UInt64(bitPattern: number.int64Value))
            }
        }

        private mutating func writeWord(_ word: UInt64) {
            for shift in stride(from: 0, to: 64, by: 8) {
                bytes.append(UInt8(truncatingIfNeeded: word >> shift))
            }
        }

        /// A count or a length, seven bits a byte, the high bit saying another byte follows.
        private mutating func writeCount(_ count: Int) {
            var rest = UInt(count)
            while rest >= 0x80 {
                bytes.append(UInt8(rest & 0x7F) | 0x80)
                rest >>= 7
            }
            bytes.append(UInt8(rest))
        }
    }

    /// Reads values from bytes, each read checked against the end.
    struct Reader {
        let bytes: UnsafeRawBufferPointer
        var offset = 0

        mutating func value(depth: Int) -> Any? {
            guard depth < CompactJSON.deepest, let tag = byte().flatMap(Tag.init(rawValue:)) else {
                return nil
            }
            switch tag {
            case .null: return NSNull()
            case .false: return NSNumber(value: false)
            case .true: return NSNumber(value: true)
            case .integer: return word().map { NSNumber(value: Int64(bitPattern: $0)) }
            case .unsignedInteger: return word().map { NSNumber(value: $0) }
            case .floatingPoint: return word().map { NSNumber(value: Double(bitPattern: $0)) }
            case .string: return string()
            case .array:
                guard let count = count() else { return nil }
                var array: [Any] = []
                array.reserveCapacity(count)
                for _ in 0..<count {
                    guard let element = value(depth: depth + 1) else { return nil }
                    array.append(element)
                }
                return array
            case .object:
                guard let count = count() else { return nil }
                var object: [String: Any] = [:]
                object.reserveCapacity(count)
                for _ in 0..<count {
                    guard let key = string(), let field = value(depth: depth + 1) else { return nil }
                    object[key] = field
                }
                return object
            }
        }

        private mutating func byte() -> UInt8? {
            guard offset < bytes.count else { return nil }
            defer { offset += 1 }
            return bytes[offset]
        }

        private mutating func word() -> UInt64? {
            guard bytes.count - offset >= 8 else { return nil }
            var word: UInt64 = 0
            for index in 0..<8 { word |= UInt64(bytes[offset + index]) << (8 * index) }
            offset += 8
            return word
        }

        /// A count no larger than the bytes left could hold (each value takes a byte at least).
        private mutating func count() -> Int? {
            var count: UInt = 0
            var shift: UInt = 0
            while let next = byte() {
                count |= UInt(next & 0x7F) << shift
                if next < 0x80 { return count <= UInt(bytes.count - offset) ? Int(count) : nil }
                shift += 7
                guard shift < 63 else { return nil }
            }
            return nil
        }

        private mutating func string() -> String? {
            guard let length = count() else { return nil }
            let start = offset
            offset += length
            let text = bytes[start..<offset]
            // ASCII (every key, most values) is UTF-8 as it is; anything else is checked, and
            // bytes that are not UTF-8 are no string.
            if text.allSatisfy({ $0 < 0x80 }) { return String(decoding: text, as: UTF8.self) }
            return String(bytes: text, encoding: .utf8)
        }
    }
}
