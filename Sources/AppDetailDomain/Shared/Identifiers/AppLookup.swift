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
