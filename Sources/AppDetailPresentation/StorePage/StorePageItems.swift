import AppDetailDomain

/// One bar of the ratings histogram under Ratings & Reviews: how many ratings gave this many
/// stars, and their share of all the ratings counted.
public struct RatingBarItem: Hashable, Sendable {
    /// 5 for the top bar, down to 1.
    public let stars: Int
    /// The ratings that gave `stars` stars.
    public let count: Int
    /// Their share of the counted ratings, 0 to 1: the bar's length.
    public let share: Double
    /// The share as the page writes it ("86%", "86 %").
    public let shareText: String

    /// A bar.
    public init(stars: Int, count: Int, share: Double, shareText: String) {
        self.stars = stars
        self.count = count
        self.share = share
        self.shareText = shareText
    }
}

/// One release in Version History.
public struct VersionItem: Hashable, Sendable {
    /// "Version 387.0.0", in the page's language.
    public let version: String
    /// The version as the store wrote it, part of the identity.
    public let versionNumber: String
    /// How many releases of the same number came before it (0 for the first), part of the
    /// identity: a store can list one number twice.
    public let occurrence: Int
    /// When it was released, as the page says it ("2y ago"), or the page's "date not given".
    public let releasedAgo: String
    /// The release date itself, for a client that formats its own.
    public let released: RelativeDate?
    /// The release notes.
    public let notes: String

    /// A release.
    public init(
        version: String, versionNumber: String, occurrence: Int, releasedAgo: String, released: RelativeDate?,
        notes: String
    ) {
        self.version = version
        self.versionNumber = versionNumber
        self.occurrence = occurrence
        self.releasedAgo = releasedAgo
        self.released = released
        self.notes = notes
    }
}

/// One kind of App Privacy disclosure as the page lists it: its heading and sentence as the
/// store wrote them, and its data categories.
public struct PrivacyItem: Hashable, Sendable {
    /// Apple's identifier of the kind (`DATA_LINKED_TO_YOU`), the item's identity.
    public let identifier: String
    /// The heading ("Data Linked to You").
    public let title: String
    /// The sentence under it.
    public let detail: String
    /// The data categories ("Contact Info", "Identifiers").
    public let categories: [String]

    /// A disclosure.
    public init(identifier: String, title: String, detail: String, categories: [String]) {
        self.identifier = identifier
        self.title = title
        self.detail = detail
        self.categories = categories
    }
}

/// One in-app purchase or subscription as In-App Purchases lists it.
public struct PurchaseItem: Hashable, Sendable {
    /// Its name.
    public let name: String
    /// How many purchases of the same name came before it (0 for the first), part of the
    /// identity: a subscription is often sold at several prices.
    public let occurrence: Int
    /// The price as the store writes it, with the renewal period in the page's language when it
    /// is a subscription ("$14.99/month", "￦7,700").
    public let price: String
    /// The introductory offer in the page's language ("1 month free"), or empty.
    public let offer: String

    /// A purchase.
    public init(name: String, occurrence: Int, price: String, offer: String) {
        self.name = name
        self.occurrence = occurrence
        self.price = price
        self.offer = offer
    }
}

/// An in-app event the page announces.
public struct EventItem: Hashable, Sendable {
    /// The event's id, part of its identity; empty when the store gave none.
    public let id: String
    /// How many events with the same id came before it (0 for the first), part of the identity:
    /// the store can send events without an id, and each is still shown.
    public let occurrence: Int
    /// The badge in the page's language ("Happening Now", "Event").
    public let badge: String
    /// Its title.
    public let title: String
    /// The short line under it.
    public let subtitle: String
    /// When it runs, in the page's language ("ends in 3d"), or empty when the store gave no dates.
    public let when: String
    /// Its page on the store.
    public let url: String

    /// An event.
    public init(
        id: String, occurrence: Int = 0, badge: String, title: String, subtitle: String, when: String,
        url: String
    ) {
        self.id = id
        self.occurrence = occurrence
        self.badge = badge
        self.title = title
        self.subtitle = subtitle
        self.when = when
        self.url = url
    }
}

/// A line the store page's data needs said beside it, in the section it is about: the
/// histogram's counts disagreeing with the store's own total, or a part of the page the store
/// page did not supply ("Version History: not on the App Store page.").
public struct StorePageNoteItem: Hashable, Sendable {
    /// The section the note stands in; with the note, the item's identity (one note a section).
    public let section: DetailSection
    /// The note in the page's language.
    public let text: String

    /// A note in `section`.
    public init(section: DetailSection, text: String) {
        self.section = section
        self.text = text
    }
}
