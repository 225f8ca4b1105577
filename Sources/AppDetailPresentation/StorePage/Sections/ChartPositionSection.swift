import AppDetailDomain

extension SectionDescription {
    /// The app's own place in a chart: named in a note, shown by no section of its own.
    static let chartPosition = SectionDescription(
        storePage: .chartPosition, placement: .elsewhere,
        name: { language in
            language.text(
                english: "Chart position", korean: "차트 순위", japanese: "チャート順位", french: "Classement",
                german: "Chartplatz", spanish: "Puesto en la lista", simplifiedChinese: "排行榜名次",
                traditionalChinese: "排行榜名次")
        },
        items: nil)
}
