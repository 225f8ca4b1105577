import AppDetailDomain
import Foundation

/// The listing's own sections: the summary badges, the screenshots, What's New, the
/// description and the information table.
extension DetailSnapshotBuilder {
    /// The badges in the App Store's order; the chart badge, after the age, only for an app in
    /// its genre's chart — so its arrival inserts one badge and moves none.
    func summaryBadges(_ detail: Listing, standing: ChartStanding?) -> [SummaryBadge] {
        var badges: [SummaryBadge] = []
        if let rating = detail.ratings.allVersions, !rating.isEmpty {
            badges.append(
                SummaryBadge(
                    kind: .ratings, header: detailWords.ratings,
                    value: AverageText.oneDecimal(rating.average, in: language),
                    footer: detailWords.ratingCount(rating.count), stars: AverageText.shown(rating.average)))
        } else {
            badges.append(
                SummaryBadge(
                    kind: .ratings, header: detailWords.ratings, value: detailWords.noRatings, footer: ""))
        }
        badges.append(
            SummaryBadge(
                kind: .age, header: detailWords.age, value: detail.contentRating.ageRating,
                footer: detailWords.yearsOld))
        if case .ranked(let rank, let chart, let genre, _)? = standing {
            let words = ChartWords(language: language)
            // The genre in the page's language, as the category badge says it: the store's own
            // word (Russia's `Образ жизни`) would put two languages in one label line.
            badges.append(
                SummaryBadge(
                    kind: .chart, header: detailWords.chart,
                    value: words.badge(rank: rank, genre: genre.name(inLanguage: language.rawValue)),
                    footer: words.name(of: chart)))
        }
        badges.append(
            SummaryBadge(kind: .category, header: detailWords.category, value: category(detail), footer: ""))
        badges.append(
            SummaryBadge(
                kind: .developer, header: detailWords.developer, value: detail.developer.name, footer: ""))
        let codes = detail.languageCodes
        if let shown = codes.first(where: { $0.uppercased() == storeLanguage }) ?? codes.first {
            let others = codes.count - 1
            let footer = others > 0 ? detailWords.moreLanguages(others) : detailWords.languageName(shown)
            badges.append(
                SummaryBadge(kind: .language, header: detailWords.languageBadge, value: shown, footer: footer)
            )
        }
        let size = ByteSizeText.parts(detail.fileSizeBytes, in: language)
        badges.append(
            SummaryBadge(kind: .size, header: detailWords.size, value: size.value, footer: size.unit))
        return badges
    }

    func screenshotItems(_ detail: Listing) -> [ScreenshotItem] {
        var seen: [URL: Int] = [:]
        let families: [(ScreenshotItem.Device, [Screenshot])] = [
            (.iPhone, detail.screenshots.iPhone), (.iPad, detail.screenshots.iPad),
            (.appleTV, detail.screenshots.appleTV),
        ]
        return families.flatMap { device, shots in
            shots.map { shot in
                let url = shot.url
                let occurrence = seen[url, default: 0]
                seen[url] = occurrence + 1
                return ScreenshotItem(
                    url: url, occurrence: occurrence, device: device, width: shot.pixelSize?.width,
                    height: shot.pixelSize?.height, orientation: shot.pixelSize?.orientation.rawValue)
            }
        }
    }

    func whatsNewItem(_ detail: Listing) -> WhatsNewItem? {
        guard let notes = detail.releaseNotes, !notes.isEmpty else { return nil }
        // Without the version's own date, say so: the first release date would make a recent
        // version look years old.
        let releasedAgo =
            detail.currentVersionReleaseDate.map { RelativeAge.text(from: $0, to: now(), in: language) }
            ?? detailWords.dateUnknown
        return WhatsNewItem(
            version: detailWords.version(detail.version),
            releasedAgo: releasedAgo,
            released: detail.currentVersionReleaseDate.map { RelativeDate($0, in: language) },
            notes: notes
        )
    }

    func descriptionItems(_ detail: Listing) -> [DescriptionItem] {
        var items: [DescriptionItem] = []
        if !detail.longDescription.isEmpty {
            items.append(DescriptionItem(role: .text, title: "", text: detail.longDescription))
        }
        items.append(
            DescriptionItem(role: .developer, title: detailWords.developer, text: detail.developer.name))
        return items
    }

    func informationRows(_ detail: Listing) -> [InformationRow] {
        let rating = detail.contentRating
        var rows = [
            InformationRow(
                field: .provider, title: detailWords.provider, value: detail.seller.name, detail: []),
            InformationRow(
                field: .size, title: detailWords.size,
                value: ByteSizeText.text(detail.fileSizeBytes, in: language), detail: []),
            InformationRow(
                field: .category, title: detailWords.category, value: category(detail), detail: []),
            InformationRow(
                field: .compatibility, title: detailWords.compatibility,
                value: detailWords.requires(detail.minimumOSVersion.text),
                detail: DeviceFamilies.names(in: detail.supportedDevices)),
        ]
        if !detail.languageCodes.isEmpty {
            let names = detail.languageCodes.map(detailWords.languageName)
            rows.append(
                InformationRow(
                    field: .languages, title: detailWords.languages, value: names.joined(separator: ", "),
                    detail: []))
        }
        rows.append(
            InformationRow(
                field: .ageRating, title: detailWords.ageRating, value: rating.ageRating,
                detail: rating.advisories))
        rows.append(
            InformationRow(
                field: .price, title: detailWords.price,
                value: detailWords.priceText(detail.price, forButton: false),
                detail: []))
        if let website = detail.seller.websiteURL {
            rows.append(
                InformationRow(
                    field: .developerWebsite, title: detailWords.developerWebsite,
                    value: website.absoluteString,
                    detail: [], link: website))
        }
        return rows
    }
}
