import AppDetailDomain

/// The words of an app around the world, in the page's eight languages.
struct WorldWords: Sendable {
    let language: DetailLanguage

    /// "Instagram around the world · 175 storefronts".
    func title(app: String, storefronts: Int) -> String {
        language.text(
            english: "\(app) around the world · \(storefronts) storefronts",
            korean: "전 세계의 \(app) · 스토어 \(storefronts)곳", japanese: "世界の\(app)・\(storefronts)ストア",
            french: "\(app) dans le monde · \(storefronts) boutiques",
            german: "\(app) weltweit · \(storefronts) Stores",
            spanish: "\(app) en el mundo · \(storefronts) tiendas",
            simplifiedChinese: "\(app) 在全球 · \(storefronts) 个商店",
            traditionalChinese: "\(app) 在全球 · \(storefronts) 個商店")
    }

    /// "★ 4.62 from 12.3M ratings in 150 storefronts".
    func whole(average: String, ratings: String, storefronts: Int) -> String {
        language.text(
            english: "★ \(average) from \(ratings) ratings in \(storefronts) storefronts",
            korean: "★ \(average) · 스토어 \(storefronts)곳의 평가 \(ratings)개",
            japanese: "★ \(average)・\(storefronts)ストアの評価\(ratings)件",
            french: "★ \(average) sur \(ratings) notes dans \(storefronts) boutiques",
            german: "★ \(average) aus \(ratings) Bewertungen in \(storefronts) Stores",
            spanish: "★ \(average) de \(ratings) valoraciones en \(storefronts) tiendas",
            simplifiedChinese: "★ \(average)，来自 \(storefronts) 个商店的 \(ratings) 个评分",
            traditionalChinese: "★ \(average)，來自 \(storefronts) 個商店的 \(ratings) 則評分")
    }

    /// "No ratings in any storefront".
    var noRatings: String {
        language.text(
            english: "No ratings in any storefront", korean: "어느 스토어에도 평가가 없습니다",
            japanese: "どのストアにも評価がありません", french: "Aucune note dans aucune boutique",
            german: "In keinem Store Bewertungen", spanish: "Sin valoraciones en ninguna tienda",
            simplifiedChinese: "所有商店均无评分", traditionalChinese: "所有商店皆無評分")
    }

    /// "Not sold in: CN, KP".
    func notSold(in codes: [String]) -> String {
        let list = codes.map { $0.uppercased() }.joined(separator: ", ")
        return language.text(
            english: "Not sold in: \(list)", korean: "판매하지 않는 스토어: \(list)",
            japanese: "販売されていないストア：\(list)", french: "Non vendue dans : \(list)",
            german: "Nicht erhältlich in: \(list)", spanish: "No se vende en: \(list)",
            simplifiedChinese: "未销售的商店：\(list)", traditionalChinese: "未販售的商店：\(list)")
    }

    /// "No answer from: JP, US".
    func unanswered(_ codes: [String]) -> String {
        let list = codes.map { $0.uppercased() }.joined(separator: ", ")
        return language.text(
            english: "No answer from: \(list)", korean: "답을 받지 못한 스토어: \(list)",
            japanese: "応答がなかったストア：\(list)", french: "Sans réponse : \(list)",
            german: "Keine Antwort von: \(list)", spanish: "Sin respuesta de: \(list)",
            simplifiedChinese: "未答复的商店：\(list)", traditionalChinese: "未回覆的商店：\(list)")
    }

    /// "No storefront asked sells this app".
    var nowhere: String {
        language.text(
            english: "No storefront asked sells this app", korean: "요청한 어느 스토어에서도 이 앱을 판매하지 않습니다",
            japanese: "指定したどのストアでもこのAppは販売されていません",
            french: "Aucune des boutiques demandées ne vend cette app",
            german: "Keiner der angefragten Stores bietet diese App an",
            spanish: "Ninguna de las tiendas consultadas vende esta app",
            simplifiedChinese: "所查询的商店均未销售此 App", traditionalChinese: "所查詢的商店皆未販售此 App")
    }

    /// A row's status: "not available".
    var notAvailable: String {
        language.text(
            english: "not available", korean: "판매 안 함", japanese: "販売なし", french: "non disponible",
            german: "nicht erhältlich", spanish: "no disponible", simplifiedChinese: "未销售",
            traditionalChinese: "未販售")
    }

    /// A row's status: "not asked: …" with the reason.
    func notAsked(_ reason: String) -> String {
        language.text(
            english: "not asked: \(reason)", korean: "요청 안 함: \(reason)", japanese: "未確認：\(reason)",
            french: "non demandée : \(reason)", german: "nicht angefragt: \(reason)",
            spanish: "no consultada: \(reason)", simplifiedChinese: "未查询：\(reason)",
            traditionalChinese: "未查詢：\(reason)")
    }

    /// The column headers: storefront, rating, ratings, price, version, name, then the move over
    /// the last seven days.
    var headers: [String] {
        switch language {
        case .english: ["Store", "Rating", "Ratings", "Price", "Version", "Name there", "7 days"]
        case .korean: ["스토어", "평점", "평가 수", "가격", "버전", "현지 이름", "7일간"]
        case .japanese: ["ストア", "評価", "件数", "価格", "バージョン", "現地での名前", "7日間"]
        case .french: ["Boutique", "Note", "Notes", "Prix", "Version", "Nom local", "7 jours"]
        case .german: ["Store", "Wertung", "Anzahl", "Preis", "Version", "Name dort", "7 Tage"]
        case .spanish: ["Tienda", "Nota", "Valoraciones", "Precio", "Versión", "Nombre local", "7 días"]
        case .simplifiedChinese: ["商店", "评分", "评分数", "价格", "版本", "当地名称", "7天"]
        case .traditionalChinese: ["商店", "評分", "評分數", "價格", "版本", "當地名稱", "7天"]
        }
    }
}
