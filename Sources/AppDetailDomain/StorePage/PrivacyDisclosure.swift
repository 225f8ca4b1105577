/// One kind of App Privacy disclosure — data used to track you, linked to you, not linked to
/// you, or not collected — with the data categories it covers.
public struct PrivacyDisclosure: StorePageEntry {
    /// The kinds Apple's scheme defines; another identifier is kept as it came.
    public enum Kind: Hashable, Sendable {
        /// `DATA_USED_TO_TRACK_YOU`.
        case usedToTrackYou
        /// `DATA_LINKED_TO_YOU`.
        case linkedToYou
        /// `DATA_NOT_LINKED_TO_YOU`.
        case notLinkedToYou
        /// `DATA_NOT_COLLECTED`.
        case notCollected
        /// An identifier this version does not know.
        case other(String)

        /// The kind an identifier names.
        public init(identifier: String) {
            switch identifier {
            case "DATA_USED_TO_TRACK_YOU": self = .usedToTrackYou
            case "DATA_LINKED_TO_YOU": self = .linkedToYou
            case "DATA_NOT_LINKED_TO_YOU": self = .notLinkedToYou
            case "DATA_NOT_COLLECTED": self = .notCollected
            default: self = .other(identifier)
            }
        }

        /// Apple's identifier of the kind (`DATA_LINKED_TO_YOU`).
        public var identifier: String {
            switch self {
            case .usedToTrackYou: "DATA_USED_TO_TRACK_YOU"
            case .linkedToYou: "DATA_LINKED_TO_YOU"
            case .notLinkedToYou: "DATA_NOT_LINKED_TO_YOU"
            case .notCollected: "DATA_NOT_COLLECTED"
            case .other(let identifier): identifier
            }
        }
    }

    /// A category of data, such as Contact Info (`CONTACT_INFO`).
    public struct Category: Hashable, Sendable {
        /// Apple's identifier, such as `CONTACT_INFO`.
        public let identifier: String
        /// Its name in the store's language.
        public let title: String

        /// A category.
        public init(identifier: String, title: String) {
            self.identifier = identifier
            self.title = title
        }
    }

    /// A purpose the data is used for (Analytics, App Functionality…), with its categories.
    public struct Purpose: Hashable, Sendable {
        /// Its name in the store's language.
        public let title: String
        /// The categories used for it.
        public let categories: [Category]

        /// A purpose.
        public init(title: String, categories: [Category]) {
            self.title = title
            self.categories = categories
        }
    }

    /// Which kind of disclosure.
    public let kind: Kind
    /// Its heading in the store's language ("Data Used to Track You").
    public let title: String
    /// The sentence under the heading, when the store gave one.
    public let detail: String
    /// The data categories, in the store's order.
    public let categories: [Category]
    /// The purposes, where the store breaks the categories down by purpose.
    public let purposes: [Purpose]

    /// A disclosure.
    public init(kind: Kind, title: String, detail: String, categories: [Category], purposes: [Purpose]) {
        self.kind = kind
        self.title = title
        self.detail = detail
        self.categories = categories
        self.purposes = purposes
    }
}
