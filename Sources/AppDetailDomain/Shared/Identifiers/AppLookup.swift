/// What a person asks the store for: an app by numeric id or by bundle identifier.
public enum AppLookup: Hashable, Sendable, CustomStringConvertible {
    /// The app whose `trackId` is this id.
    case id(AppID)
    /// The app with this bundle identifier.
    case bundleID(BundleID)

    /// Reads either form from user text: all digits is an id, anything else must be a bundle id.
    ///
    /// `"284882215"` is an id; `"com.example.app"` a bundle id; `"abc"`, `"-1"` and a 30-digit
    /// number are rejected with ``AppDetailError/invalidInput(_:)`` explaining the expected forms.
    public init(parsing text: String) throws(AppDetailError) {
        let trimmed = text.trimmingASCIIWhitespace()
        let looksNumeric =
            !trimmed.isEmpty && trimmed.allSatisfy { $0.isASCII && ($0.isNumber || $0 == "-" || $0 == "+") }
        if looksNumeric {
            self = .id(try AppID(parsing: text))
        } else {
            do throws(AppDetailError) {
                self = .bundleID(try BundleID(parsing: text))
            } catch {
                throw .invalidInput(.appReference(text))
            }
        }
    }

    /// The id's digits or the bundle identifier.
    public var description: String {
        switch self {
        case .id(let id): id.description
        case .bundleID(let bundleID): bundleID.rawValue
        }
    }
}

/// An app's bundle identifier in reverse-DNS form, such as `com.example.app`.
///
/// ``init(parsing:)`` requires at least two dot-separated components made of ASCII letters,
/// digits, hyphens and underscores, so that a typo such as `abc` or `-1` is reported instead of
/// being sent to the store.
public struct BundleID: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The identifier as written.
    public let rawValue: String

    /// Wraps a bundle identifier, returning `nil` unless it is well formed.
    public init?(rawValue: String) {
        guard let parsed = try? BundleID(parsing: rawValue) else { return nil }
        self = parsed
    }

    /// Parses a bundle identifier typed by a person. Surrounding white space is ignored.
    public init(parsing text: String) throws(AppDetailError) {
        let trimmed = text.trimmingASCIIWhitespace()
        let components = trimmed.split(separator: ".", omittingEmptySubsequences: false)
        let isWellFormed =
            components.count >= 2
            && components.allSatisfy { component in
                guard let first = component.first, first != "-" else { return false }
                return component.allSatisfy {
                    $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_")
                }
            }
        guard isWellFormed else { throw .invalidInput(.bundleID(text)) }
        self.rawValue = trimmed
    }

    /// The identifier as written.
    public var description: String { rawValue }
}

extension String {
    /// The string without leading and trailing ASCII spaces, tabs and line breaks.
    func trimmingASCIIWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(self[first...last])
    }
}
