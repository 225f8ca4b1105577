import AppDetailDomain
import Foundation

/// A history's words in the screen's language: the figures' names, values as a history shows
/// them (whole counts, two decimals for an average), and each change as a line.
public struct HistoryWords: Sendable {
    /// The language every text is in.
    public let language: DetailLanguage

    /// The words in `language`.
    public init(language: DetailLanguage) {
        self.language = language
    }

    /// A figure's name.
    public func name(of figure: HistoryFigure) -> String {
        switch figure {
        case .ratingAverage:
            language.text(
                english: "Rating", korean: "평점", japanese: "評価", french: "Note", german: "Bewertung",
                spanish: "Valoración", simplifiedChinese: "评分", traditionalChinese: "評分")
        case .ratingCount:
            language.text(
                english: "Ratings", korean: "평가 수", japanese: "評価の数", french: "Nombre de notes",
                german: "Bewertungen", spanish: "Valoraciones", simplifiedChinese: "评分数",
                traditionalChinese: "評分數")
        case .price:
            language.text(
                english: "Price", korean: "가격", japanese: "価格", french: "Prix", german: "Preis",
                spanish: "Precio",
                simplifiedChinese: "价格", traditionalChinese: "價格")
        case .sizeBytes:
            language.text(
                english: "Size", korean: "크기", japanese: "サイズ", french: "Taille", german: "Größe",
                spanish: "Tamaño", simplifiedChinese: "大小", traditionalChinese: "大小")
        }
    }

    /// A text's name.
    public func name(of text: HistoryText) -> String {
        switch text {
        case .name:
            language.text(
                english: "Name", korean: "이름", japanese: "名前", french: "Nom", german: "Name",
                spanish: "Nombre",
                simplifiedChinese: "名称", traditionalChinese: "名稱")
        case .developer:
            language.text(
                english: "Developer", korean: "개발자", japanese: "デベロッパ", french: "Développeur",
                german: "Entwickler", spanish: "Desarrollador", simplifiedChinese: "开发者",
                traditionalChinese: "開發者")
        case .description:
            language.text(
                english: "Description", korean: "설명", japanese: "説明", french: "Description",
                german: "Beschreibung", spanish: "Descripción", simplifiedChinese: "描述",
                traditionalChinese: "描述")
        case .releaseNotes:
            language.text(
                english: "What's New", korean: "새로운 기능", japanese: "新機能", french: "Nouveautés",
                german: "Neuerungen", spanish: "Novedades", simplifiedChinese: "新内容",
                traditionalChinese: "新功能")
        case .genre:
            language.text(
                english: "Category", korean: "카테고리", japanese: "カテゴリ", french: "Catégorie",
                german: "Kategorie",
                spanish: "Categoría", simplifiedChinese: "类别", traditionalChinese: "類別")
        case .ageRating:
            language.text(
                english: "Age Rating", korean: "연령 등급", japanese: "年齢制限", french: "Âge", german: "Alter",
                spanish: "Edad", simplifiedChinese: "年龄分级", traditionalChinese: "年齡分級")
        case .currency:
            language.text(
                english: "Currency", korean: "통화", japanese: "通貨", french: "Devise", german: "Währung",
                spanish: "Moneda", simplifiedChinese: "货币", traditionalChinese: "貨幣")
        }
    }

    /// A figure's value as a history shows it: a whole count with its groups, an average with
    /// two decimals, a price with its currency ("Free" at 0), a size in bytes' units.
    public func value(_ value: Double, of figure: HistoryFigure, currency: String?) -> String {
        switch figure {
        case .ratingAverage: decimal(value, places: 2)
        case .ratingCount: grouped(Self.whole(value))
        case .price: value == 0 ? free : price(value, currency: currency)
        case .sizeBytes: ByteSizeText.text(Self.whole(value), in: language)
        }
    }

    /// The change from `first` to `last`, signed ("+62,419", "−0.15"); `nil` when none.
    public func change(from first: Double, to last: Double, of figure: HistoryFigure, currency: String?)
        -> String?
    {
        let delta = last - first
        guard abs(delta) > 1e-9 else { return nil }
        let sign = delta > 0 ? "+" : "−"
        switch figure {
        case .ratingAverage:
            // From the two values as shown, so the change adds up with them.
            let shown = ((last * 100).rounded() - (first * 100).rounded()) / 100
            guard shown != 0 else { return nil }
            return sign + decimal(abs(shown), places: 2)
        case .ratingCount: return sign + grouped(Self.whole(abs(delta)))
        case .price: return sign + value(abs(delta), of: .price, currency: currency)
        case .sizeBytes: return sign + ByteSizeText.text(Self.whole(abs(delta)), in: language)
        }
    }

    /// A chart place ("No. 3", "3위"), or a dash when out of the chart.
    public func place(_ place: Int?) -> String {
        guard let place else { return "—" }
        return language.text(
            english: "No. \(place)", korean: "\(place)위", japanese: "\(place)位", french: "nº \(place)",
            german: "Nr. \(place)", spanish: "n.º \(place)", simplifiedChinese: "第 \(place) 名",
            traditionalChinese: "第 \(place) 名")
    }

    /// A chart's name: "Top Free · Finance".
    public func chart(_ chart: ChartName) -> String {
        let genre = chart.genreID.flatMap { try? ChartGenre(id: $0) }.map {
            $0.name(inLanguage: language.rawValue)
        }
        return ([ChartWords(language: language).name(of: chart.kind)] + (genre.map { [$0] } ?? []))
            .joined(separator: " · ")
    }

    /// A moment as a history dates it: `2024-03-28` (UTC), the same in every language.
    public func date(_ moment: Date) -> String {
        let days = Int(Self.whole((moment.timeIntervalSince1970 / 86_400).rounded(.down)))
        let (year, month, day) = Self.civil(days)
        // Written without a format: a watch list dates a thousand rows.
        return "\(Self.padded(year, 4))-\(Self.padded(month, 2))-\(Self.padded(day, 2))"
    }

    /// A moment as ISO 8601 in UTC (`2024-03-28T00:44:35Z`), written directly: a history's
    /// export writes two a row, and a formatter per row costs more than the row.
    public static func iso8601(_ moment: Date) -> String {
        let seconds = Int(whole(moment.timeIntervalSince1970.rounded(.down)))
        let (days, time) = seconds.quotientAndRemainder(dividingBy: 86_400)
        let (day, second) = time < 0 ? (days - 1, time + 86_400) : (days, time)
        let (year, month, dayOfMonth) = civil(day)
        return String(
            format: "%04d-%02d-%02dT%02d:%02d:%02dZ", year, month, dayOfMonth, second / 3_600,
            second / 60 % 60,
            second % 60)
    }

    /// What a history with nothing observed says.
    public var nothingObserved: String {
        language.text(
            english: "Nothing observed yet.", korean: "아직 기록된 내용이 없습니다.", japanese: "まだ記録がありません。",
            french: "Rien d’observé pour l’instant.", german: "Noch nichts beobachtet.",
            spanish: "Aún no hay nada observado.", simplifiedChinese: "尚无记录。", traditionalChinese: "尚無記錄。")
    }

    /// A section's title.
    public func title(of section: HistorySection) -> String {
        switch section {
        case .trends:
            language.text(
                english: "Over time", korean: "추이", japanese: "推移", french: "Évolution", german: "Verlauf",
                spanish: "Evolución", simplifiedChinese: "趋势", traditionalChinese: "趨勢")
        case .places:
            language.text(
                english: "Charts", korean: "차트", japanese: "チャート", french: "Classements", german: "Charts",
                spanish: "Listas", simplifiedChinese: "排行榜", traditionalChinese: "排行榜")
        case .versions:
            language.text(
                english: "Versions", korean: "버전", japanese: "バージョン", french: "Versions", german: "Versionen",
                spanish: "Versiones", simplifiedChinese: "版本", traditionalChinese: "版本")
        case .changes:
            language.text(
                english: "What changed", korean: "변경 사항", japanese: "変更点", french: "Changements",
                german: "Änderungen", spanish: "Cambios", simplifiedChinese: "变化", traditionalChinese: "變化")
        }
    }

    /// Said of a version only the store's own account tells of.
    public var storesAccount: String {
        language.text(
            english: "from the store's version history", korean: "스토어의 버전 기록", japanese: "ストアのバージョン履歴より",
            french: "d’après l’historique de l’App Store", german: "laut Versionsverlauf des Stores",
            spanish: "según el historial de la tienda", simplifiedChinese: "来自商店的版本记录",
            traditionalChinese: "來自商店的版本記錄")
    }

    /// A key that tells changes of one moment apart.
    static func key(of change: HistoryChange) -> String {
        switch change.kind {
        case .figure(let figure, _, _): "figure \(figure.rawValue)"
        case .version: "version"
        case .text(let text, _, _): "text \(text.rawValue)"
        case .screenshots: "screenshots"
        case .icon: "icon"
        case .languages: "languages"
        case .chartPlace(let chart, _, _): "chart \(chart)"
        case .goneFromStore: "gone"
        case .backInStore: "back"
        case .newReviews: "reviews"
        }
    }

    /// A colon before a value: French sets it apart with a narrow no-break space.
    var colon: String { language == .french ? "\u{202F}: " : ": " }

    var free: String {
        language.text(
            english: "Free", korean: "무료", japanese: "無料", french: "Gratuit", german: "Gratis",
            spanish: "Gratis",
            simplifiedChinese: "免费", traditionalChinese: "免費")
    }

    var languagesTitle: String {
        language.text(
            english: "Languages", korean: "언어", japanese: "言語", french: "Langues", german: "Sprachen",
            spanish: "Idiomas", simplifiedChinese: "语言", traditionalChinese: "語言")
    }

    func screenshots(added: Int, removed: Int, reordered: Bool) -> String {
        var parts: [String] = []
        if added > 0 { parts.append("+\(added)") }
        if removed > 0 { parts.append("−\(removed)") }
        if reordered {
            parts.append(
                language.text(
                    english: "reordered", korean: "순서 변경", japanese: "並べ替え", french: "réordonnées",
                    german: "umsortiert", spanish: "reordenadas", simplifiedChinese: "重新排序",
                    traditionalChinese: "重新排序"))
        }
        let title = language.text(
            english: "Screenshots", korean: "스크린샷", japanese: "スクリーンショット", french: "Captures d’écran",
            german: "Bildschirmfotos", spanish: "Capturas", simplifiedChinese: "截图", traditionalChinese: "截圖")
        return title + colon + parts.joined(separator: ", ")
    }

    /// "3 lines changed, 1 added" — how much of a long text changed, by line.
    func linesChanged(_ before: String, _ after: String) -> String {
        let old = before.split(separator: "\n", omittingEmptySubsequences: false)
        let new = after.split(separator: "\n", omittingEmptySubsequences: false)
        let kept = Set(old)
        let added = new.filter { !kept.contains($0) }.count
        let removed = old.filter { !Set(new).contains($0) }.count
        guard added > 0 || removed > 0 else {
            // The same lines, in another order or repeated otherwise.
            return language.text(
                english: "lines reordered", korean: "줄 순서 변경", japanese: "行の並べ替え",
                french: "lignes réordonnées",
                german: "Zeilen umgestellt", spanish: "líneas reordenadas", simplifiedChinese: "行顺序变化",
                traditionalChinese: "行順序變化")
        }
        return language.text(
            english: "+\(added) −\(removed) lines", korean: "\(added)줄 추가, \(removed)줄 삭제",
            japanese: "\(added)行追加、\(removed)行削除", french: "+\(added) −\(removed) lignes",
            german: "+\(added) −\(removed) Zeilen", spanish: "+\(added) −\(removed) líneas",
            simplifiedChinese: "新增 \(added) 行，删除 \(removed) 行",
            traditionalChinese: "新增 \(added) 行，刪除 \(removed) 行")
    }
}
