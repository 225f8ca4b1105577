import AppDetailDomain

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

extension SectionDescription {
    /// App Privacy: one disclosure per kind, in the store's order; a note when the page did not
    /// supply it.
    static let privacy: SectionDescription = SectionDescription(
        storePage: .privacy, placement: .own(.privacy),
        name: { language in
            language.text(
                english: "App Privacy", korean: "앱 개인정보 보호", japanese: "Appのプライバシー",
                french: "Confidentialité de l’app", german: "App-Datenschutz",
                spanish: "Privacidad de la app",
                simplifiedChinese: "App 隐私", traditionalChinese: "App 隱私權")
        },
        items: { input in
            disclosures(input.details.privacy).map(DetailItem.privacy) + input.missingNote(.privacy)
        })

    /// One disclosure per kind, in the store's order: a kind the store lists again adds its
    /// categories (those not listed yet) to the first, so nothing it discloses is lost.
    private static func disclosures(_ disclosures: [PrivacyDisclosure]) -> [PrivacyItem] {
        var order: [String] = []
        var byKind: [String: (first: PrivacyDisclosure, categories: [String])] = [:]
        for disclosure in disclosures {
            let kind = disclosure.kind.identifier
            let titles = disclosure.categories.map(\.title)
            if let known = byKind[kind] {
                byKind[kind]?.categories = known.categories + titles.filter { !known.categories.contains($0) }
            } else {
                order.append(kind)
                var unique: Set<String> = []
                byKind[kind] = (disclosure, titles.filter { unique.insert($0).inserted })
            }
        }
        return order.compactMap { kind in
            byKind[kind].map { first, categories in
                PrivacyItem(
                    identifier: kind, title: first.title, detail: first.detail, categories: categories)
            }
        }
    }
}
