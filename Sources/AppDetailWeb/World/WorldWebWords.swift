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
        let titles: [String] =
            switch region {
            case .africaMiddleEastIndia:
                [
                    "Africa, Middle East and India", "아프리카, 중동 및 인도", "アフリカ、中東、インド",
                    "Afrique, Moyen-Orient et Inde", "Afrika, Naher Osten und Indien",
                    "África, Oriente Medio e India",
                    "非洲、中东和印度", "非洲、中東和印度",
                ]
            case .asiaPacific:
                [
                    "Asia Pacific", "아시아 태평양", "アジア太平洋", "Asie-Pacifique", "Asien-Pazifik", "Asia-Pacífico",
                    "亚太地区", "亞太地區",
                ]
            case .europe: ["Europe", "유럽", "ヨーロッパ", "Europe", "Europa", "Europa", "欧洲", "歐洲"]
            case .latinAmericaCaribbean:
                [
                    "Latin America and the Caribbean", "라틴 아메리카 및 카리브해", "ラテンアメリカ・カリブ海",
                    "Amérique latine et Caraïbes", "Lateinamerika und Karibik", "América Latina y el Caribe",
                    "拉丁美洲和加勒比地区", "拉丁美洲和加勒比海地區",
                ]
            case .unitedStatesCanada:
                [
                    "United States and Canada", "미국 및 캐나다", "アメリカ合衆国およびカナダ", "États-Unis et Canada",
                    "USA und Kanada", "Estados Unidos y Canadá", "美国和加拿大", "美國和加拿大",
                ]
            }
        return titles[Self.order.firstIndex(of: language) ?? 0]
    }

    /// The title of the choice of `sort`.
    func title(of sort: WorldSort) -> String {
        let titles: [String] =
            switch sort {
            case .count:
                [
                    "Most ratings", "평가 많은 순", "評価数順", "Plus de notes", "Meiste Bewertungen",
                    "Más valoraciones", "评分数量", "評分數量",
                ]
            case .rating:
                [
                    "Highest rated", "평점 높은 순", "評価の高い順", "Mieux notées", "Beste Bewertung",
                    "Mejor valoradas", "评分最高", "評分最高",
                ]
            case .storefront:
                ["By storefront", "스토어순", "ストア順", "Par pays", "Nach Store", "Por tienda", "按商店", "按商店"]
            }
        return titles[Self.order.firstIndex(of: language) ?? 0]
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

    /// The languages in the order of the lists above.
    private static let order: [DetailLanguage] = [
        .english, .korean, .japanese, .french, .german, .spanish, .simplifiedChinese, .traditionalChinese,
    ]
}
