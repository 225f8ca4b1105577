import Foundation

/// The texts and images of one observation. A history stores each text once by its content, so
/// an unchanged description costs nothing however often it is observed.
///
/// **What is not a change**:
/// - an image's address that moves without the image changing. The store serves one image from
///   several hosts (`is1-ssl` … `is5-ssl`), at any size (the last path part, `392x696bb.png`),
///   and re-files an uploaded screenshot under new folders while keeping its uploaded file name
///   (KakaoTalk's first screenshot of 2020 and of 2022 in the real captures:
///   `4dc619a0-…_Kakaotalk_iOS_SC_KR_01.png` under `Purple114/…` and `Purple126/…`). A
///   screenshot is therefore known by that file name when it carries a UUID, else by its folder
///   path; an icon's file name is generic (`source`, `AppIcon-…`), so a re-filed icon cannot be
///   told from a redrawn one and counts as changed;
/// - the list of supported devices, which grows whenever Apple adds a device: not kept.
public struct ObservedTexts: Hashable, Sendable {
    /// The app's name.
    public var name: String
    /// The developer's name.
    public var developer: String
    /// The version.
    public var version: String
    /// When the version was released, as the listing says (`currentVersionReleaseDate`).
    public var versionReleasedAt: Date?
    /// What's new in the version, if given.
    public var releaseNotes: String?
    /// The description.
    public var description: String
    /// The primary genre's name.
    public var genre: String
    /// The age rating (`4+`).
    public var ageRating: String
    /// The languages' codes, as listed.
    public var languages: [String]
    /// The screenshots (iPhone, then iPad, then Apple TV), each by ``ImageIdentity/key(of:)``.
    public var screenshots: [String]
    /// The icon, by ``ImageIdentity/key(of:)``, if given.
    public var icon: String?
    /// The price's currency code, if given.
    public var currencyCode: String?

    /// Texts as given.
    public init(
        name: String, developer: String, version: String, releaseNotes: String?, description: String,
        genre: String, ageRating: String, languages: [String], screenshots: [String], icon: String?,
        currencyCode: String?, versionReleasedAt: Date? = nil
    ) {
        self.name = name
        self.developer = developer
        self.version = version
        self.versionReleasedAt = versionReleasedAt
        self.releaseNotes = releaseNotes
        self.description = description
        self.genre = genre
        self.ageRating = ageRating
        self.languages = languages
        self.screenshots = screenshots
        self.icon = icon
        self.currencyCode = currencyCode
    }

    /// A listing's texts.
    public init(_ listing: Listing) {
        let shots = listing.screenshots.iPhone + listing.screenshots.iPad + listing.screenshots.appleTV
        self.init(
            name: listing.name, developer: listing.developer.name, version: listing.version,
            releaseNotes: listing.releaseNotes, description: listing.longDescription,
            genre: listing.primaryGenre.name, ageRating: listing.contentRating.ageRating,
            languages: listing.languageCodes, screenshots: shots.map { ImageIdentity.key(of: $0.url) },
            icon: listing.artwork.urlsBySize.max { $0.key < $1.key }.map { ImageIdentity.key(of: $0.value) },
            currencyCode: listing.price.currencyCode, versionReleasedAt: listing.currentVersionReleaseDate)
    }
}
