import AppDetailDomain
import AppDetailPresentation

/// The words of the app-around-the-world page the table itself does not have: the link to it,
/// the regions' titles, the choices of storefronts and order, and the load's progress.
struct WorldWebWords {
    let language: DetailLanguage

    /// The link from an app's page to the app around the world.
    var aroundTheWorld: String {
        switch language {
        case .english: "Around the world"
        case .korean: "전 세계"
        case .japanese: "世界各国"
        case .french: "Dans le monde"
        case .german: "Weltweit"
        case .spanish: "En todo el mundo"
        case .simplifiedChinese: "全球"
        case .traditionalChinese: "全球"
        }
    }

    /// The choice of every storefront.
    var everyStorefront: String {
        switch language {
        case .english: "All"
        case .korean: "전체"
        case .japanese: "すべて"
        case .french: "Tous"
        case .german: "Alle"
        case .spanish: "Todos"
        case .simplifiedChinese, .traditionalChinese: "全部"
        }
    }

    /// The title of `region`'s section, and of the choice of its storefronts.
    func title(of region: StorefrontRegion) -> String {
        switch region {
        case .africaMiddleEastIndia:
            language.text(
                english: "Africa, Middle East and India", korean: "아프리카, 중동 및 인도", japanese: "アフリカ、中東、インド",
                french: "Afrique, Moyen-Orient et Inde", german: "Afrika, Naher Osten und Indien",
                spanish: "África, Oriente Medio e India", simplifiedChinese: "非洲、中东和印度",
                traditionalChinese: "非洲、中東和印度")
        case .asiaPacific:
            language.text(
                english: "Asia Pacific", korean: "아시아 태평양", japanese: "アジア太平洋", french: "Asie-Pacifique",
                german: "Asien-Pazifik", spanish: "Asia-Pacífico", simplifiedChinese: "亚太地区",
                traditionalChinese: "亞太地區")
        case .europe:
            language.text(
                english: "Europe", korean: "유럽", japanese: "ヨーロッパ", french: "Europe", german: "Europa",
                spanish: "Europa", simplifiedChinese: "欧洲", traditionalChinese: "歐洲")
        case .latinAmericaCaribbean:
            language.text(
                english: "Latin America and the Caribbean", korean: "라틴 아메리카 및 카리브해",
                japanese: "ラテンアメリカ・カリブ海", french: "Amérique latine et Caraïbes",
                german: "Lateinamerika und Karibik", spanish: "América Latina y el Caribe",
                simplifiedChinese: "拉丁美洲和加勒比地区", traditionalChinese: "拉丁美洲和加勒比海地區")
        case .unitedStatesCanada:
            language.text(
                english: "United States and Canada", korean: "미국 및 캐나다", japanese: "アメリカ合衆国およびカナダ",
                french: "États-Unis et Canada", german: "USA und Kanada", spanish: "Estados Unidos y Canadá",
                simplifiedChinese: "美国和加拿大", traditionalChinese: "美國和加拿大")
        }
    }

    /// The title of the choice of `sort`.
    func title(of sort: WorldSort) -> String {
        switch sort {
        case .count:
            language.text(
                english: "Most ratings", korean: "평가 많은 순", japanese: "評価数順", french: "Plus de notes",
                german: "Meiste Bewertungen", spanish: "Más valoraciones", simplifiedChinese: "评分数量",
                traditionalChinese: "評分數量")
        case .rating:
            language.text(
                english: "Highest rated", korean: "평점 높은 순", japanese: "評価の高い順", french: "Mieux notées",
                german: "Beste Bewertung", spanish: "Mejor valoradas", simplifiedChinese: "评分最高",
                traditionalChinese: "評分最高")
        case .storefront:
            language.text(
                english: "By storefront", korean: "스토어순", japanese: "ストア順", french: "Par pays",
                german: "Nach Store", spanish: "Por tienda", simplifiedChinese: "按商店",
                traditionalChinese: "按商店")
        }
    }

    /// How far a load has come: "12 of 175 storefronts, 163 to ask".
    func progress(_ progress: WorldProgress) -> String {
        let (done, total, left) = (progress.done, progress.total, progress.requestsLeft)
        switch language {
        case .english: return "\(done) of \(total) storefronts, \(left) to ask"
        case .korean: return "스토어 \(total)곳 중 \(done)곳, 요청할 곳 \(left)곳"
        case .japanese: return "\(total) ストア中 \(done)、残り \(left) ストアに問い合わせ"
        case .french: return "\(done) pays sur \(total), \(left) à demander"
        case .german: return "\(done) von \(total) Stores, \(left) noch anzufragen"
        case .spanish: return "\(done) de \(total) tiendas, \(left) por consultar"
        case .simplifiedChinese: return "\(total) 个商店中的 \(done) 个，还需请求 \(left) 个"
        case .traditionalChinese: return "\(total) 個商店中的 \(done) 個，還需請求 \(left) 個"
        }
    }
}
