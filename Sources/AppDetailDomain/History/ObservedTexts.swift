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
    public var name: String {
        get { box.fields.name }
        set { mutate { $0.name = newValue } }
    }
    /// The developer's name.
    public var developer: String {
        get { box.fields.developer }
        set { mutate { $0.developer = newValue } }
    }
    /// The version.
    public var version: String {
        get { box.fields.version }
        set { mutate { $0.version = newValue } }
    }
    /// When the version was released, as the listing says (`currentVersionReleaseDate`).
    public var versionReleasedAt: Date? {
        get { box.fields.versionReleasedAt }
        set { mutate { $0.versionReleasedAt = newValue } }
    }
    /// What's new in the version, if given.
    public var releaseNotes: String? {
        get { box.fields.releaseNotes }
        set { mutate { $0.releaseNotes = newValue } }
    }
    /// The description.
    public var description: String {
        get { box.fields.description }
        set { mutate { $0.description = newValue } }
    }
    /// The primary genre's name.
    public var genre: String {
        get { box.fields.genre }
        set { mutate { $0.genre = newValue } }
    }
    /// The age rating (`4+`).
    public var ageRating: String {
        get { box.fields.ageRating }
        set { mutate { $0.ageRating = newValue } }
    }
    /// The languages' codes, as listed.
    public var languages: [String] {
        get { box.fields.languages }
        set { mutate { $0.languages = newValue } }
    }
    /// The screenshots (iPhone, then iPad, then Apple TV), each by ``ImageIdentity/key(of:)``.
    public var screenshots: [String] {
        get { box.fields.screenshots }
        set { mutate { $0.screenshots = newValue } }
    }
    /// The icon, by ``ImageIdentity/key(of:)``, if given.
    public var icon: String? {
        get { box.fields.icon }
        set { mutate { $0.icon = newValue } }
    }
    /// The price's currency code, if given.
    public var currencyCode: String? {
        get { box.fields.currencyCode }
        set { mutate { $0.currencyCode = newValue } }
    }

    /// The texts, held once however many observations share them (a year of one app's days
    /// shares a few sets): copying an observation copies one reference.
    private var box: Box

    /// Texts as given.
    public init(
        name: String, developer: String, version: String, releaseNotes: String?, description: String,
        genre: String, ageRating: String, languages: [String], screenshots: [String], icon: String?,
        currencyCode: String?, versionReleasedAt: Date? = nil
    ) {
        box = Box(
            Fields(
                name: name, developer: developer, version: version, versionReleasedAt: versionReleasedAt,
                releaseNotes: releaseNotes, description: description, genre: genre, ageRating: ageRating,
                languages: languages, screenshots: screenshots, icon: icon, currencyCode: currencyCode))
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

    /// Equal texts: the same set, or sets that say the same.
    public static func == (lhs: ObservedTexts, rhs: ObservedTexts) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

    /// Hashes the texts.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(box.fields)
    }

    private mutating func mutate(_ change: (inout Fields) -> Void) {
        var fields = box.fields
        change(&fields)
        box = Box(fields)
    }

    private struct Fields: Hashable, Sendable {
        var name: String
        var developer: String
        var version: String
        var versionReleasedAt: Date?
        var releaseNotes: String?
        var description: String
        var genre: String
        var ageRating: String
        var languages: [String]
        var screenshots: [String]
        var icon: String?
        var currencyCode: String?
    }

    private final class Box: Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }
}
