import AppDetailDomain

/// A chart's words in the page's language: its title and the badge a ranked app's page shows.
public struct ChartWords: Sendable {
    /// The language every text is in.
    public let language: DetailLanguage

    /// The words in `language`.
    public init(language: DetailLanguage) {
        self.language = language
    }

    /// The chart's name: "Top Free", "무료 앱 순위".
    public func name(of kind: ChartKind) -> String {
        switch kind {
        case .free:
            language.text(
                english: "Top Free", korean: "무료 앱 순위", japanese: "無料トップ", french: "Top gratuit",
                german: "Top kostenlos", spanish: "Top gratis", simplifiedChinese: "免费排行",
                traditionalChinese: "免費排行")
        case .paid:
            language.text(
                english: "Top Paid", korean: "유료 앱 순위", japanese: "有料トップ", french: "Top payant",
                german: "Top bezahlt", spanish: "Top de pago", simplifiedChinese: "付费排行",
                traditionalChinese: "付費排行")
        case .grossing:
            language.text(
                english: "Top Grossing", korean: "최고 매출", japanese: "トップセールス", french: "Meilleures ventes",
                german: "Umsatzstärkste", spanish: "Más recaudación", simplifiedChinese: "畅销排行",
                traditionalChinese: "暢銷排行")
        case .new:
            language.text(
                english: "New", korean: "신규", japanese: "新着", french: "Nouveautés", german: "Neu",
                spanish: "Novedades", simplifiedChinese: "新品", traditionalChinese: "新品")
        case .newFree:
            language.text(
                english: "New Free", korean: "신규 무료", japanese: "新着無料", french: "Nouveautés gratuites",
                german: "Neu und kostenlos", spanish: "Novedades gratis", simplifiedChinese: "新品免费",
                traditionalChinese: "新品免費")
        case .newPaid:
            language.text(
                english: "New Paid", korean: "신규 유료", japanese: "新着有料", french: "Nouveautés payantes",
                german: "Neu und kostenpflichtig", spanish: "Novedades de pago", simplifiedChinese: "新品付费",
                traditionalChinese: "新品付費")
        }
    }

    /// The chart's title line: "Top Free · Finance · HK store".
    public func title(of query: ChartQuery) -> String {
        let genre = query.genre.map { $0.name(inLanguage: language.rawValue) }
        let store = query.storefront.country.uppercased()
        return ([name(of: query.kind)] + (genre.map { [$0] } ?? []) + [store]).joined(separator: " · ")
    }

    /// The badge of an app ranked in its genre's chart: "No. 3 in Finance", "금융 3위".
    public func badge(rank: Int, genre: String) -> String {
        language.text(
            english: "No. \(rank) in \(genre)", korean: "\(genre) \(rank)위", japanese: "\(genre) \(rank)位",
            french: "nº \(rank) dans \(genre)", german: "Nr. \(rank) in \(genre)",
            spanish: "n.º \(rank) en \(genre)",
            simplifiedChinese: "\(genre)第 \(rank) 名", traditionalChinese: "\(genre)第 \(rank) 名")
    }

    /// The line for an empty chart.
    public var empty: String {
        language.text(
            english: "The chart is empty.", korean: "순위에 앱이 없습니다.", japanese: "ランキングにAppはありません。",
            french: "Le classement est vide.", german: "Die Liste ist leer.", spanish: "La lista está vacía.",
            simplifiedChinese: "排行榜中没有 App。", traditionalChinese: "排行榜中沒有 App。")
    }
}
