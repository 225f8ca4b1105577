import AppDetailDomain
import Foundation

/// Every label the page shows, in one ``DetailLanguage``, following the App Store's own wording
/// in that language.
struct DetailStrings: Sendable {
    let language: DetailLanguage

    var get: String { language.text("Get", "받기", "入手", "Obtenir", "Laden", "Obtener", "获取", "取得") }
    var unavailable: String {
        language.text(
            "Unavailable", "구매 불가", "入手不可", "Indisponible", "Nicht verfügbar", "No disponible", "不可用", "無法取得")
    }
    var free: String { language.text("Free", "무료", "無料", "Gratuit", "Gratis", "Gratis", "免费", "免費") }
    var ratings: String {
        language.text("Ratings", "평가", "評価", "Notes", "Bewertungen", "Valoraciones", "评分", "評分")
    }
    var noRatings: String {
        language.text(
            "No Ratings", "평가 없음", "評価なし", "Aucune note", "Keine Bewertungen", "Sin valoraciones", "无评分",
            "沒有評分")
    }
    var age: String { language.text("Age", "연령", "年齢", "Âge", "Alter", "Edad", "年龄", "年齡") }
    var yearsOld: String { language.text("Years Old", "세", "歳", "ans", "Jahre", "años", "岁", "歲") }
    var category: String {
        language.text("Category", "카테고리", "カテゴリ", "Catégorie", "Kategorie", "Categoría", "类别", "類別")
    }
    var developer: String {
        language.text("Developer", "개발자", "デベロッパ", "Développeur", "Entwickler", "Desarrollador", "开发者", "開發者")
    }
    var languageBadge: String {
        language.text("Language", "언어", "言語", "Langue", "Sprache", "Idioma", "语言", "語言")
    }
    var size: String { language.text("Size", "크기", "サイズ", "Taille", "Größe", "Tamaño", "大小", "大小") }
    var provider: String {
        language.text("Provider", "제공자", "提供元", "Fournisseur", "Anbieter", "Proveedor", "供应商", "供應商")
    }
    var compatibility: String {
        language.text(
            "Compatibility", "호환성", "互換性", "Compatibilité", "Kompatibilität", "Compatibilidad", "兼容性", "相容性")
    }
    var languages: String {
        language.text("Languages", "언어", "言語", "Langues", "Sprachen", "Idiomas", "语言", "語言")
    }
    var ageRating: String {
        language.text(
            "Age Rating", "연령 등급", "年齢制限指定", "Classification", "Altersfreigabe", "Clasificación", "年龄分级",
            "年齡分級")
    }
    var price: String { language.text("Price", "가격", "価格", "Prix", "Preis", "Precio", "价格", "價格") }
    var preview: String {
        language.text("Preview", "미리 보기", "プレビュー", "Aperçu", "Vorschau", "Vista previa", "预览", "預覽")
    }
    var whatsNew: String {
        language.text(
            "What's New", "새로운 기능", "新機能", "Nouveautés", "Neue Funktionen", "Novedades", "新功能", "新功能")
    }
    var information: String {
        language.text("Information", "정보", "情報", "Informations", "Informationen", "Información", "信息", "資訊")
    }
    var description: String {
        language.text("Description", "설명", "説明", "Description", "Beschreibung", "Descripción", "描述", "描述")
    }
    var developerWebsite: String {
        language.text(
            "Developer Website", "개발자 웹 사이트", "デベロッパWebサイト", "Site web du développeur",
            "Website des Entwicklers",
            "Sitio web del desarrollador", "开发者网站", "開發者網站")
    }
    var ratingsAndReviews: String {
        language.text(
            "Ratings & Reviews", "평가 및 리뷰", "評価とレビュー", "Notes et avis", "Bewertungen und Rezensionen",
            "Valoraciones y reseñas", "评分及评论", "評分與評論")
    }
    var moreByDeveloper: String {
        language.text(
            "More by This Developer", "이 개발자의 다른 앱", "このデベロッパの他のApp", "Du même développeur",
            "Mehr von diesem Entwickler", "Más de este desarrollador", "此开发者的更多 App", "此開發者的更多 App")
    }
    var outOfFive: String {
        language.text("out of 5", "5점 만점", "（5点満点）", "sur 5", "von 5", "de 5", "满分 5 分", "滿分 5 分")
    }
    var dateUnknown: String {
        language.text(
            "date not given", "날짜 정보 없음", "日付なし", "date inconnue", "Datum unbekannt", "fecha desconocida",
            "日期未知", "日期不明")
    }
    var reviewsPart: String {
        language.text("Reviews", "리뷰", "レビュー", "Avis", "Rezensionen", "Reseñas", "评论", "評論")
    }
    var developerAppsPart: String {
        language.text(
            "More by this developer", "이 개발자의 다른 앱", "このデベロッパの他のApp", "Du même développeur",
            "Mehr von diesem Entwickler", "Más de este desarrollador", "此开发者的更多 App", "此開發者的更多 App")
    }

    /// "1.2K Ratings", "1.2만개의 평가", "1.2万件の評価", …
    func ratingCount(_ count: Int) -> String {
        let short = shortCount(count)
        return switch language {
        case .english: count == 1 ? "1 Rating" : "\(short) Ratings"
        case .korean: "\(short)개의 평가"
        case .japanese: "\(short)件の評価"
        case .french: count == 1 ? "1 note" : "\(short) notes"
        case .german: count == 1 ? "1 Bewertung" : "\(short) Bewertungen"
        case .spanish: count == 1 ? "1 valoración" : "\(short) valoraciones"
        case .simplifiedChinese: "\(short) 个评分"
        case .traditionalChinese: "\(short) 則評分"
        }
    }

    /// A count alone, abbreviated as the store does in this language ("1.2K", "1.2만", "1.2万").
    func shortCount(_ count: Int) -> String { CountAbbreviation.text(count, in: language) }

    func moreLanguages(_ count: Int) -> String {
        language.text(
            "+ \(count) More", "+ \(count)개 언어", "+ 他\(count)言語", "+ \(count) autres", "+ \(count) weitere",
            "+ \(count) más", "+ 另外 \(count) 种", "+ 另外 \(count) 種")
    }
    func version(_ version: String) -> String {
        language.text(
            "Version \(version)", "버전 \(version)", "バージョン \(version)", "Version \(version)",
            "Version \(version)",
            "Versión \(version)", "版本 \(version)", "版本 \(version)")
    }
    func requires(_ os: String) -> String {
        language.text(
            "Requires iOS \(os) or later.", "iOS \(os) 이상 필요.", "iOS \(os)以降が必要です。",
            "Nécessite iOS \(os) ou version ultérieure.", "Erfordert iOS \(os) oder neuer.",
            "Requiere iOS \(os) o posterior.", "需要 iOS \(os) 或更高版本。", "需要 iOS \(os) 或以上版本。")
    }

    /// "Offline — showing data from 3 days ago".
    func showingStale(_ age: String, offline: Bool) -> String {
        let state =
            offline
            ? language.text("Offline", "오프라인", "オフライン", "Hors ligne", "Offline", "Sin conexión", "离线", "離線")
            : language.text(
                "Not updated", "업데이트 실패", "更新できません", "Non mis à jour", "Nicht aktualisiert", "Sin actualizar",
                "未更新", "未更新")
        return state + " — " + showingData(from: age)
    }

    /// "Reviews could not be loaded: …", for a part of the page that failed.
    func partUnavailable(_ part: String, reason: String) -> String {
        language.text(
            "\(part) could not be loaded: \(reason)", "\(part) 불러오기 실패: \(reason)",
            "\(part)を読み込めませんでした: \(reason)", "\(part) : chargement impossible : \(reason)",
            "\(part) konnten nicht geladen werden: \(reason)", "\(part): no se pudo cargar: \(reason)",
            "无法载入\(part)：\(reason)", "無法載入\(part)：\(reason)")
    }

    /// "Reviews: not updated — showing data from 3 days ago", for a part served from the cache.
    func partStale(_ part: String, age: String, offline: Bool) -> String {
        "\(part): " + showingStale(age, offline: offline)
    }

    private func showingData(from age: String) -> String {
        language.text(
            "showing data from \(age)", "\(age) 데이터 표시 중", "\(age)のデータを表示中", "données d’\(age)",
            "Daten von \(age)", "datos de \(age)", "显示\(age)的数据", "顯示\(age)的資料")
    }

    /// The price as the button says it ("Get", "$0.99") or, not for the button, as the
    /// information table does ("Free", "$0.99").
    func priceText(_ price: Price, forButton: Bool) -> String {
        switch price {
        case .free(_, let formatted): forButton ? get : (formatted ?? free)
        case .paid(let amount, let currency, let formatted): formatted ?? "\(amount) \(currency)"
        case .unknown: unavailable
        }
    }

    /// What a price button says.
    func buttonText(for price: Price) -> String { priceText(price, forButton: true) }

    /// A language code's name in this language ("KO" → "Korean" / "한국어").
    func languageName(_ code: String) -> String {
        Locale(identifier: language.rawValue).localizedString(forLanguageCode: code.lowercased()) ?? code
    }
}
