import Foundation

/// Finds the bytes of each element of the top-level `"results"` array of a JSON answer, without
/// building any objects, so that an import can store every app's original text as it came.
///
/// It only tracks strings, escapes and nesting; whether the text is valid JSON is for the
/// decoder, which reads the same bytes first.
enum ResultsArraySplitter {
    /// The byte ranges of the elements, or `nil` when there is no top-level `"results"` array.
    static func elementRanges(in data: Data) -> [Range<Int>]? {
        data.withUnsafeBytes { raw -> [Range<Int>]? in
            let bytes = raw.bindMemory(to: UInt8.self)
            var scanner = Scanner(bytes: bytes)
            return scanner.resultsElements()
        }
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        var depth = 0

        private static let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        private static let openers: Set<UInt8> = [UInt8(ascii: "{"), UInt8(ascii: "[")]
        private static let closers: Set<UInt8> = [UInt8(ascii: "}"), UInt8(ascii: "]")]
        private static let resultsKey = Array("results".utf8)

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        /// Walks the whole text; when the key `results` at depth 1 is followed by `[`, records
        /// every depth-2 element's range.
        mutating func resultsElements() -> [Range<Int>]? {
            var lastString: Range<Int>?
            var found: [Range<Int>]?
            while index < bytes.count {
                let byte = bytes[index]
                if byte == Self.quote {
                    let start = index + 1
                    skipString()
                    lastString = start..<(index - 1)
                    continue
                }
                if byte == UInt8(ascii: "["), depth == 1, let key = lastString,
                    bytes[key].elementsEqual(Self.resultsKey), found == nil
                {
                    index += 1
                    depth += 1
                    found = elementsOfCurrentArray()
                    continue
                }
                if Self.openers.contains(byte) {
                    depth += 1
                } else if Self.closers.contains(byte) {
                    depth -= 1
                }
                if byte == UInt8(ascii: ",") || Self.openers.contains(byte) { lastString = nil }
                index += 1
            }
            return found
        }

        /// From just inside `[` at `depth`, the ranges of its elements; stops after its `]`.
        private mutating func elementsOfCurrentArray() -> [Range<Int>] {
            let arrayDepth = depth
            var ranges: [Range<Int>] = []
            var elementStart: Int?
            while index < bytes.count {
                let byte = bytes[index]
                if byte == Self.quote {
                    if elementStart == nil { elementStart = index }
                    skipString()
                    continue
                }
                if depth == arrayDepth, byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") {
                    if let start = elementStart { ranges.append(start..<trimmedEnd(index)) }
                    elementStart = nil
                    if byte == UInt8(ascii: "]") {
                        depth -= 1
                        index += 1
                        return ranges
                    }
                } else if !Self.isWhitespace(byte), elementStart == nil {
                    elementStart = index
                }
                if Self.openers.contains(byte) {
                    depth += 1
                } else if Self.closers.contains(byte), depth > arrayDepth {
                    depth -= 1
                }
                index += 1
            }
            return ranges
        }

        private func trimmedEnd(_ end: Int) -> Int {
            var end = end
            while end > 0, Self.isWhitespace(bytes[end - 1]) { end -= 1 }
            return end
        }

        /// JSON's four whitespace bytes.
        private static func isWhitespace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
        }

        /// From an opening quote, moves just past the closing one.
        private mutating func skipString() {
            index += 1
            while index < bytes.count {
                let byte = bytes[index]
                if byte == Self.backslash {
                    index += 2
                    continue
                }
                index += 1
                if byte == Self.quote { return }
            }
        }
    }
}
