import AppDetailDomain
import Foundation

/// Every label the page shows, in one ``DetailLanguage``, following the App Store's own wording
/// in that language.
struct DetailWords: Sendable {
    let language: DetailLanguage

    var get: String {
        language.text(
            english: "Get", korean: "받기", japanese: "入手", french: "Obtenir", german: "Laden",
            spanish: "Obtener", simplifiedChinese: "获取", traditionalChinese: "取得")
    }
    var unavailable: String {
        language.text(
            english: "Unavailable", korean: "구매 불가", japanese: "入手不可", french: "Indisponible",
            german: "Nicht verfügbar", spanish: "No disponible", simplifiedChinese: "不可用",
            traditionalChinese: "無法取得")
    }
    var free: String {
        language.text(
            english: "Free", korean: "무료", japanese: "無料", french: "Gratuit", german: "Gratis",
            spanish: "Gratis", simplifiedChinese: "免费", traditionalChinese: "免費")
    }
    var ratings: String {
        language.text(
            english: "Ratings", korean: "평가", japanese: "評価", french: "Notes", german: "Bewertungen",
            spanish: "Valoraciones", simplifiedChinese: "评分", traditionalChinese: "評分")
    }
    var noRatings: String {
        language.text(
            english: "No Ratings", korean: "평가 없음", japanese: "評価なし", french: "Aucune note",
            german: "Keine Bewertungen", spanish: "Sin valoraciones", simplifiedChinese: "无评分",
            traditionalChinese: "沒有評分")
    }
    var age: String {
        language.text(
            english: "Age", korean: "연령", japanese: "年齢", french: "Âge", german: "Alter", spanish: "Edad",
            simplifiedChinese: "年龄", traditionalChinese: "年齡")
    }
    var yearsOld: String {
        language.text(
            english: "Years Old", korean: "세", japanese: "歳", french: "ans", german: "Jahre", spanish: "años",
            simplifiedChinese: "岁", traditionalChinese: "歲")
    }
    var category: String {
        language.text(
            english: "Category", korean: "카테고리", japanese: "カテゴリ", french: "Catégorie", german: "Kategorie",
            spanish: "Categoría", simplifiedChinese: "类别", traditionalChinese: "類別")
    }
    var developer: String {
        language.text(
            english: "Developer", korean: "개발자", japanese: "デベロッパ", french: "Développeur",
            german: "Entwickler", spanish: "Desarrollador", simplifiedChinese: "开发者",
            traditionalChinese: "開發者")
    }
    var languageBadge: String {
        language.text(
            english: "Language", korean: "언어", japanese: "言語", french: "Langue", german: "Sprache",
            spanish: "Idioma", simplifiedChinese: "语言", traditionalChinese: "語言")
    }
    var chart: String {
        language.text(
            english: "Chart", korean: "차트", japanese: "チャート", french: "Classement", german: "Charts",
            spanish: "Listas", simplifiedChinese: "排行榜", traditionalChinese: "排行榜")
    }
    var size: String {
        language.text(
            english: "Size", korean: "크기", japanese: "サイズ", french: "Taille", german: "Größe",
            spanish: "Tamaño", simplifiedChinese: "大小", traditionalChinese: "大小")
    }
    var provider: String {
        language.text(
            english: "Provider", korean: "제공자", japanese: "提供元", french: "Fournisseur", german: "Anbieter",
            spanish: "Proveedor", simplifiedChinese: "供应商", traditionalChinese: "供應商")
    }
    var compatibility: String {
        language.text(
            english: "Compatibility", korean: "호환성", japanese: "互換性", french: "Compatibilité",
            german: "Kompatibilität", spanish: "Compatibilidad", simplifiedChinese: "兼容性",
            traditionalChinese: "相容性")
    }
    var languages: String {
        language.text(
            english: "Languages", korean: "언어", japanese: "言語", french: "Langues", german: "Sprachen",
            spanish: "Idiomas", simplifiedChinese: "语言", traditionalChinese: "語言")
    }
    var ageRating: String {
        language.text(
            english: "Age Rating", korean: "연령 등급", japanese: "年齢制限指定", french: "Classification",
            german: "Altersfreigabe", spanish: "Clasificación", simplifiedChinese: "年龄分级",
            traditionalChinese: "年齡分級")
    }
    var price: String {
        language.text(
            english: "Price", korean: "가격", japanese: "価格", french: "Prix", german: "Preis",
            spanish: "Precio", simplifiedChinese: "价格", traditionalChinese: "價格")
    }
    var preview: String {
        language.text(
            english: "Preview", korean: "미리 보기", japanese: "プレビュー", french: "Aperçu", german: "Vorschau",
            spanish: "Vista previa", simplifiedChinese: "预览", traditionalChinese: "預覽")
    }
    var whatsNew: String {
        language.text(
            english: "What's New", korean: "새로운 기능", japanese: "新機能", french: "Nouveautés",
            german: "Neue Funktionen", spanish: "Novedades", simplifiedChinese: "新功能",
            traditionalChinese: "新功能")
    }
    var information: String {
        language.text(
            english: "Information", korean: "정보", japanese: "情報", french: "Informations",
            german: "Informationen", spanish: "Información", simplifiedChinese: "信息", traditionalChinese: "資訊"
        )
    }
    var description: String {
        language.text(
            english: "Description", korean: "설명", japanese: "説明", french: "Description",
            german: "Beschreibung", spanish: "Descripción", simplifiedChinese: "描述", traditionalChinese: "描述")
    }
    var developerWebsite: String {
        language.text(
            english: "Developer Website", korean: "개발자 웹 사이트", japanese: "デベロッパWebサイト",
            french: "Site web du développeur",
            german: "Website des Entwicklers",
            spanish: "Sitio web del desarrollador", simplifiedChinese: "开发者网站", traditionalChinese: "開發者網站")
    }
    var ratingsAndReviews: String {
        language.text(
            english: "Ratings & Reviews", korean: "평가 및 리뷰", japanese: "評価とレビュー", french: "Notes et avis",
            german: "Bewertungen und Rezensionen",
            spanish: "Valoraciones y reseñas", simplifiedChinese: "评分及评论", traditionalChinese: "評分與評論")
    }
    var moreByDeveloper: String {
        language.text(
            english: "More by This Developer", korean: "이 개발자의 다른 앱", japanese: "このデベロッパの他のApp",
            french: "Du même développeur",
            german: "Mehr von diesem Entwickler", spanish: "Más de este desarrollador",
            simplifiedChinese: "此开发者的更多 App", traditionalChinese: "此開發者的更多 App")
    }
    var outOfFive: String {
        language.text(
            english: "out of 5", korean: "5점 만점", japanese: "（5点満点）", french: "sur 5", german: "von 5",
            spanish: "de 5", simplifiedChinese: "满分 5 分", traditionalChinese: "滿分 5 分")
    }
    var dateUnknown: String {
        language.text(
            english: "date not given", korean: "날짜 정보 없음", japanese: "日付なし", french: "date inconnue",
            german: "Datum unbekannt", spanish: "fecha desconocida",
            simplifiedChinese: "日期未知", traditionalChinese: "日期不明")
    }
    var reviewsPart: String {
        language.text(
            english: "Reviews", korean: "리뷰", japanese: "レビュー", french: "Avis", german: "Rezensionen",
            spanish: "Reseñas", simplifiedChinese: "评论", traditionalChinese: "評論")
    }
    var storePagePart: String {
        language.text(
            english: "The App Store page's details", korean: "App Store 페이지 정보", japanese: "App Storeのページ情報",
            french: "Les détails de la page App Store", german: "Die Angaben der App-Store-Seite",
            spanish: "Los detalles de la página del App Store", simplifiedChinese: "App Store 页面信息",
            traditionalChinese: "App Store 頁面資訊")
    }
    var developerAppsPart: String {
        language.text(
            english: "More by this developer", korean: "이 개발자의 다른 앱", japanese: "このデベロッパの他のApp",
            french: "Du même développeur",
            german: "Mehr von diesem Entwickler", spanish: "Más de este desarrollador",
            simplifiedChinese: "此开发者的更多 App", traditionalChinese: "此開發者的更多 App")
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
            english: "+ \(count) More", korean: "+ \(count)개 언어", japanese: "+ 他\(count)言語",
            french: count == 1 ? "+ 1 autre" : "+ \(count) autres", german: "+ \(count) weitere",
            spanish: "+ \(count) más", simplifiedChinese: "+ 另外 \(count) 种",
            traditionalChinese: "+ 另外 \(count) 種")
    }
    func version(_ version: String) -> String {
        language.text(
            english: "Version \(version)", korean: "버전 \(version)", japanese: "バージョン \(version)",
            french: "Version \(version)",
            german: "Version \(version)",
            spanish: "Versión \(version)", simplifiedChinese: "版本 \(version)",
            traditionalChinese: "版本 \(version)")
    }
    func requires(_ os: String) -> String {
        language.text(
            english: "Requires iOS \(os) or later.", korean: "iOS \(os) 이상 필요.",
            japanese: "iOS \(os)以降が必要です。",
            french: "Nécessite iOS \(os) ou version ultérieure.", german: "Erfordert iOS \(os) oder neuer.",
            spanish: "Requiere iOS \(os) o posterior.", simplifiedChinese: "需要 iOS \(os) 或更高版本。",
            traditionalChinese: "需要 iOS \(os) 或以上版本。")
    }

    /// "Offline — showing data from 3 days ago".
    func showingStale(_ age: String, offline: Bool) -> String {
        let state =
            offline
            ? language.text(
                english: "Offline", korean: "오프라인", japanese: "オフライン", french: "Hors ligne",
                german: "Offline", spanish: "Sin conexión", simplifiedChinese: "离线", traditionalChinese: "離線")
            : language.text(
                english: "Not updated", korean: "업데이트 실패", japanese: "更新できません", french: "Non mis à jour",
                german: "Nicht aktualisiert", spanish: "Sin actualizar",
                simplifiedChinese: "未更新", traditionalChinese: "未更新")
        return state + " — " + showingData(from: age)
    }

    /// "Reviews could not be loaded: …", for a part of the page that failed.
    func partUnavailable(_ part: String, reason: String) -> String {
        language.text(
            english: "\(part) could not be loaded: \(reason)", korean: "\(part) 불러오기 실패: \(reason)",
            japanese: "\(part)を読み込めませんでした: \(reason)", french: "\(part) : chargement impossible : \(reason)",
            german: "\(part) konnten nicht geladen werden: \(reason)",
            spanish: "\(part): no se pudo cargar: \(reason)",
            simplifiedChinese: "无法载入\(part)：\(reason)", traditionalChinese: "無法載入\(part)：\(reason)")
    }

    /// The note of a page shown in a language the store did not give the app's texts in: its
    /// labels are `page`'s, the store's own texts are `texts` (both languages' names).
    func storeTextsIn(_ texts: String, notIn page: String) -> String {
        language.text(
            english: "The store gave this app's texts in \(texts), not in \(page).",
            korean: "이 스토어는 앱의 텍스트를 \(page)가 아닌 \(texts)로 제공했습니다.",
            japanese: "このストアはAppのテキストを\(page)ではなく\(texts)で提供しています。",
            french: "Le Store a donné les textes de cette app en \(texts), pas en \(page).",
            german: "Der Store liefert die Texte dieser App auf \(texts), nicht auf \(page).",
            spanish: "La tienda dio los textos de esta app en \(texts), no en \(page).",
            simplifiedChinese: "商店提供的此 App 文本为\(texts)，而非\(page)。",
            traditionalChinese: "商店提供的此 App 文字為\(texts)，而非\(page)。")
    }

    /// "Reviews: not updated — showing data from 3 days ago", for a part served from the cache.
    func partStale(_ part: String, age: String, offline: Bool) -> String {
        "\(part): " + showingStale(age, offline: offline)
    }

    private func showingData(from age: String) -> String {
        language.text(
            english: "showing data from \(age)", korean: "\(age) 데이터 표시 중", japanese: "\(age)のデータを表示中",
            french: "données d’\(age)",
            german: "Daten von \(age)", spanish: "datos de \(age)", simplifiedChinese: "显示\(age)的数据",
            traditionalChinese: "顯示\(age)的資料")
    }

    /// The price as the button says it ("Get", "$0.99") or, not for the button, as the
    /// information table does ("Free", "$0.99").
    func priceText(_ price: Price, forButton: Bool) -> String {
        switch price {
        // Free is said in the page's language: the store's own word ("무료") would be another
        // language's on a page shown in English.
        case .free: forButton ? get : free
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
