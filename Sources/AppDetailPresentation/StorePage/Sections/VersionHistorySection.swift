import AppDetailDomain

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

extension SectionDescription {
    /// Version History: the releases of the app's main platform, newest first, a repeated
    /// number told apart by its order; a note when the page did not supply it.
    static let versionHistory: SectionDescription = SectionDescription(
        storePage: .versionHistory, placement: .own(.versionHistory),
        name: { language in
            language.text(
                english: "Version History", korean: "버전 기록", japanese: "バージョン履歴",
                french: "Historique des versions", german: "Versionsverlauf",
                spanish: "Historial de versiones",
                simplifiedChinese: "版本历史记录", traditionalChinese: "版本紀錄")
        },
        items: { input in
            let language = input.language
            let detailWords = DetailWords(language: language)
            let now = input.builder.currentDate
            var seen: [String: Int] = [:]
            let versions = (input.details.versionHistory.first?.versions ?? []).map { record in
                let occurrence = seen[record.version, default: 0]
                seen[record.version] = occurrence + 1
                return DetailItem.version(
                    VersionItem(
                        version: detailWords.version(record.version), versionNumber: record.version,
                        occurrence: occurrence,
                        releasedAgo: record.date.map { RelativeDate($0, in: language).text(at: now) }
                            ?? detailWords.dateUnknown,
                        released: record.date.map { RelativeDate($0, in: language) }, notes: record.notes))
            }
            return versions + input.missingNote(.versionHistory)
        })
}
