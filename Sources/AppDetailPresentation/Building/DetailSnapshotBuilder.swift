import AppDetailDomain
import DiffableSections
import Foundation

/// Turns an ``AppDetail`` into the page's ``DetailSnapshot``: sections in App Store order, each
/// present only when it has something to show, with labels in one ``DetailLanguage``.
public struct DetailSnapshotBuilder: Sendable {
    /// The language of the labels.
    public let language: DetailLanguage
    private let now: @Sendable () -> Date
    private var strings: DetailStrings { DetailStrings(language: language) }

    /// - Parameters:
    ///   - language: the labels' language.
    ///   - now: the clock that relative dates ("2d ago") are measured against.
    public init(language: DetailLanguage, now: @escaping @Sendable () -> Date) {
        self.language = language
        self.now = now
    }

    /// The page for `detail`. Identities are unique by construction; a ``SnapshotError`` here
    /// would be a bug in this builder, reported rather than hidden.
    public func snapshot(for detail: AppDetail) throws(DetailSnapshot.Failure) -> DetailSnapshot {
        let summary = summaryBadges(detail).map(DetailItem.summary)
        let screenshots = screenshotItems(detail).map(DetailItem.screenshot)
        let whatsNew = whatsNewItem(detail).map { [DetailItem.whatsNew($0)] } ?? []
        let sections: [(DetailSection, [DetailItem])] = [
            (.top, [.top(topItem(detail))]),
            (.summary, summary),
            (.screenshot, screenshots),
            (.whatsNew, whatsNew),
            (.description, descriptionItems(detail).map(DetailItem.description)),
            (.information, informationRows(detail).map(DetailItem.information)),
        ]
        return try DetailSnapshot(
            sections.filter { !$0.1.isEmpty }.map { SectionData(section: $0.0, items: $0.1) },
            duplicates: .reject
        )
    }

    private func category(_ detail: AppDetail) -> String {
        detail.genres.first { $0.id == detail.primaryGenre.id }?.name ?? detail.genres.first?.name
            ?? detail.primaryGenre.name
    }

    private func priceText(_ price: Price, forButton: Bool) -> String {
        switch price {
        case .free(_, let formatted): forButton ? strings.get : (formatted ?? strings.free)
        case .paid(let amount, let currency, let formatted): formatted ?? "\(amount) \(currency)"
        case .unknown: strings.unavailable
        }
    }

    private func topItem(_ detail: AppDetail) -> TopItem {
        TopItem(
            name: detail.name,
            developer: detail.developer.name,
            iconURL: detail.artwork.url(fitting: 100)?.absoluteString,
            priceButton: priceText(detail.price, forButton: true),
            category: category(detail)
        )
    }

    private func summaryBadges(_ detail: AppDetail) -> [SummaryBadge] {
        var badges: [SummaryBadge] = []
        if let rating = detail.ratings.allVersions, !rating.isEmpty {
            let average = (rating.average * 10).rounded() / 10
            badges.append(
                SummaryBadge(
                    kind: .ratings, header: strings.ratings, value: String(format: "%.1f", average),
                    footer: strings.ratingCount(rating.count)))
        } else {
            badges.append(
                SummaryBadge(kind: .ratings, header: strings.ratings, value: strings.noRatings, footer: ""))
        }
        badges.append(
            SummaryBadge(
                kind: .age, header: strings.age, value: detail.contentRating.ageRating,
                footer: strings.yearsOld))
        badges.append(
            SummaryBadge(kind: .category, header: strings.category, value: category(detail), footer: ""))
        badges.append(
            SummaryBadge(
                kind: .developer, header: strings.developer, value: detail.developer.name, footer: ""))
        if let first = detail.languageCodes.first {
            let others = detail.languageCodes.count - 1
            let footer = others > 0 ? strings.moreLanguages(others) : strings.languageName(first)
            badges.append(
                SummaryBadge(kind: .language, header: strings.languageBadge, value: first, footer: footer))
        }
        let size = ByteSizeText.parts(detail.fileSizeBytes)
        badges.append(SummaryBadge(kind: .size, header: strings.size, value: size.value, footer: size.unit))
        return badges
    }

    private func screenshotItems(_ detail: AppDetail) -> [ScreenshotItem] {
        var seen: [String: Int] = [:]
        let families: [(ScreenshotItem.Device, [Screenshot])] = [
            (.iPhone, detail.screenshots.iPhone), (.iPad, detail.screenshots.iPad),
            (.appleTV, detail.screenshots.appleTV),
        ]
        return families.flatMap { device, shots in
            shots.map { shot in
                let url = shot.url.absoluteString
                let occurrence = seen[url, default: 0]
                seen[url] = occurrence + 1
                return ScreenshotItem(
                    url: url, occurrence: occurrence, device: device, width: shot.pixelSize?.width,
                    height: shot.pixelSize?.height, orientation: shot.pixelSize?.orientation.rawValue)
            }
        }
    }

    private func whatsNewItem(_ detail: AppDetail) -> WhatsNewItem? {
        guard let notes = detail.releaseNotes, !notes.isEmpty else { return nil }
        let date = detail.currentVersionReleaseDate ?? detail.releaseDate
        return WhatsNewItem(
            version: strings.version(detail.version),
            releasedAgo: RelativeAge.text(from: date, to: now(), in: language),
            notes: notes
        )
    }

    private func descriptionItems(_ detail: AppDetail) -> [DescriptionItem] {
        var items: [DescriptionItem] = []
        if !detail.longDescription.isEmpty {
            items.append(DescriptionItem(role: .text, title: "", text: detail.longDescription))
        }
        items.append(DescriptionItem(role: .developer, title: strings.developer, text: detail.developer.name))
        return items
    }

    private func informationRows(_ detail: AppDetail) -> [InformationRow] {
        let rating = detail.contentRating
        var rows = [
            InformationRow(field: .provider, title: strings.provider, value: detail.seller.name, detail: []),
            InformationRow(
                field: .size, title: strings.size, value: ByteSizeText.text(detail.fileSizeBytes), detail: []),
            InformationRow(field: .category, title: strings.category, value: category(detail), detail: []),
            InformationRow(
                field: .compatibility, title: strings.compatibility,
                value: strings.requires(detail.minimumOSVersion.text),
                detail: DeviceFamilies.names(in: detail.supportedDevices)),
        ]
        if !detail.languageCodes.isEmpty {
            let names = detail.languageCodes.map(strings.languageName)
            rows.append(
                InformationRow(
                    field: .languages, title: strings.languages, value: names.joined(separator: ", "),
                    detail: []))
        }
        rows.append(
            InformationRow(
                field: .ageRating, title: strings.ageRating, value: rating.ageRating,
                detail: rating.advisories))
        rows.append(
            InformationRow(
                field: .price, title: strings.price, value: priceText(detail.price, forButton: false),
                detail: []))
        if let website = detail.seller.websiteURL {
            rows.append(
                InformationRow(
                    field: .developerWebsite, title: strings.developerWebsite, value: website.absoluteString,
                    detail: []))
        }
        return rows
    }
}
