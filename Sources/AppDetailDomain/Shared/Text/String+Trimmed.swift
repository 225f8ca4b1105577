extension Unicode.Scalar {
    /// Whether Foundation's `CharacterSet.whitespaces` holds this scalar: the spaces (Unicode's
    /// Zs, and the zero-width space U+200B, which Foundation still counts) and tab. Told without
    /// Foundation, whose first trimming in a process sets up its character sets.
    public var isInWhitespaces: Bool {
        switch value {
        case 0x20, 0x09, 0x200B: true
        case 0...0x7F: false
        default: properties.generalCategory == .spaceSeparator
        }
    }

    /// Whether Foundation's `CharacterSet.whitespacesAndNewlines` holds this scalar: those of
    /// ``isInWhitespaces``, the line and paragraph separators, line feed, vertical tab, form
    /// feed, carriage return and next line (U+0085).
    public var isInWhitespacesAndNewlines: Bool {
        switch value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: isInWhitespaces
        }
    }
}

extension String {
    /// The text as `trimmingCharacters(in: .whitespaces)` gives it, without bridging it to
    /// `NSString` (see `Unicode.Scalar.isInWhitespaces`).
    public var trimmedOfWhitespaces: String { trimmed { $0.isInWhitespaces } }

    /// The text as `trimmingCharacters(in: .whitespacesAndNewlines)` gives it, without bridging
    /// it to `NSString`.
    public var trimmedOfWhitespacesAndNewlines: String { trimmed { $0.isInWhitespacesAndNewlines } }

    /// The text without the scalars at its ends that `isTrimmed` holds; itself when there are none.
    private func trimmed(_ isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
            let last = scalars.lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        guard first != scalars.startIndex || scalars.index(after: last) != scalars.endIndex else {
            return self
        }
        return String(scalars[first...last])
    }
}
