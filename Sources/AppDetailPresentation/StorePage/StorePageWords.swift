import AppDetailDomain

/// The store page's labels in the page's language: its section titles (as the App Store names
/// them in each language), renewal periods, introductory offers, event badges and the
/// histogram's note.
struct StorePageWords: Sendable {
    let language: DetailLanguage

    var versionHistory: String {
        language.text(
            english: "Version History", korean: "버전 기록", japanese: "バージョン履歴",
            french: "Historique des versions", german: "Versionsverlauf", spanish: "Historial de versiones",
            simplifiedChinese: "版本历史记录", traditionalChinese: "版本紀錄")
    }
    var appPrivacy: String {
        language.text(
            english: "App Privacy", korean: "앱 개인정보 보호", japanese: "Appのプライバシー",
            french: "Confidentialité de l’app", german: "App-Datenschutz", spanish: "Privacidad de la app",
            simplifiedChinese: "App 隐私", traditionalChinese: "App 隱私權")
    }
    var inAppPurchases: String {
        language.text(
            english: "In-App Purchases", korean: "앱 내 구입", japanese: "App内課金", french: "Achats intégrés",
            german: "In-App-Käufe", spanish: "Compras dentro de la app", simplifiedChinese: "App 内购买项目",
            traditionalChinese: "App 內購買項目")
    }
    var youMightAlsoLike: String {
        language.text(
            english: "You Might Also Like", korean: "좋아할 만한 다른 항목", japanese: "その他のおすすめ",
            french: "Vous aimerez aussi", german: "Das gefällt dir vielleicht auch",
            spanish: "También te puede gustar", simplifiedChinese: "你可能也会喜欢", traditionalChinese: "你可能也會喜歡")
    }
    var events: String {
        language.text(
            english: "Events", korean: "이벤트", japanese: "イベント", french: "Événements", german: "Events",
            spanish: "Eventos", simplifiedChinese: "活动", traditionalChinese: "活動")
    }

    /// An event's badge: "Happening Now" while it runs, else "Event".
    func badge(_ kind: String) -> String {
        kind.lowercased() == "happening"
            ? language.text(
                english: "Happening Now", korean: "진행 중", japanese: "開催中", french: "En cours",
                german: "Jetzt live", spanish: "En curso", simplifiedChinese: "正在进行",
                traditionalChinese: "正在進行")
            : language.text(
                english: "Event", korean: "이벤트", japanese: "イベント", french: "Événement", german: "Event",
                spanish: "Evento", simplifiedChinese: "活动", traditionalChinese: "活動")
    }

    /// A price with its renewal period (ISO 8601: `P1M`, `P1Y`, `P1W`, `P3M`): "$14.99/month".
    func price(_ text: String, renewing period: String?) -> String {
        guard let period, let unit = periodUnit(period) else { return text }
        return "\(text)/\(unit)"
    }

    /// An introductory offer: "1 month free", "$1.00 a month for 12 months".
    func offer(_ offer: InAppPurchase.IntroOffer) -> String {
        let length = duration(offer.period, times: offer.periods)
        if offer.mode == "FreeTrial" {
            return language.text(
                english: "\(length) free", korean: "\(length) 무료", japanese: "\(length)無料",
                french:
                    "\(length) \(offer.periods * (Int(offer.period.dropFirst().dropLast()) ?? 1) == 1 ? "gratuit" : "gratuits")",
                german: "\(length) gratis", spanish: "\(length) gratis",
                simplifiedChinese: "免费 \(length)", traditionalChinese: "免費 \(length)")
        }
        return language.text(
            english: "\(offer.priceText) for \(length)", korean: "\(length) 동안 \(offer.priceText)",
            japanese: "\(length)\(offer.priceText)", french: "\(offer.priceText) pendant \(length)",
            german: "\(offer.priceText) für \(length)", spanish: "\(offer.priceText) durante \(length)",
            simplifiedChinese: "\(length) \(offer.priceText)",
            traditionalChinese: "\(length) \(offer.priceText)")
    }

    /// The ratings histogram, named as a part of the page.
    var ratingsBreakdown: String {
        language.text(
            english: "Ratings breakdown", korean: "평가 분포", japanese: "評価の内訳",
            french: "Répartition des notes", german: "Bewertungsverteilung",
            spanish: "Desglose de valoraciones",
            simplifiedChinese: "评分分布", traditionalChinese: "評分分布")
    }

    /// You Might Also Like's, More by this developer's and the other parts' names for a note.
    func name(of section: StorePageSection) -> String {
        switch section {
        case .ratingHistogram: ratingsBreakdown
        case .versionHistory: versionHistory
        case .privacy: appPrivacy
        case .inAppPurchases: inAppPurchases
        case .similarApps: youMightAlsoLike
        case .events: events
        case .moreByDeveloper: DetailSection.moreByDeveloper.title(in: language) ?? "More by this developer"
        case .ageRating:
            language.text(
                english: "Age rating", korean: "연령 등급", japanese: "年齢制限指定", french: "Classification",
                german: "Altersfreigabe", spanish: "Clasificación por edad", simplifiedChinese: "年龄分级",
                traditionalChinese: "年齡分級")
        case .chartPosition:
            language.text(
                english: "Chart position", korean: "차트 순위", japanese: "チャート順位", french: "Classement",
                german: "Chartplatz", spanish: "Puesto en la lista", simplifiedChinese: "排行榜名次",
                traditionalChinese: "排行榜名次")
        case .information: DetailSection.information.title(in: language) ?? "Information"
        }
    }

    /// Why a part of the page is not shown: not on the App Store page, or unreadable there; the
    /// store having no page for the app. `named`: with the part's name before it ("Version
    /// History: …"), for a note that does not stand under the part's own heading.
    func missing(_ section: StorePageSection, _ gap: StorePageGap, named: Bool = true) -> String {
        let reason: String
        switch gap {
        case .noPage:
            reason = language.text(
                english: "the App Store has no page for this app in this store.",
                korean: "이 스토어에는 이 앱의 App Store 페이지가 없습니다.",
                japanese: "このストアにはこのAppのApp Storeページがありません。",
                french: "l’App Store n’a pas de page pour cette app dans ce pays.",
                german: "Der App Store hat in diesem Land keine Seite für diese App.",
                spanish: "el App Store no tiene página para esta app en este país.",
                simplifiedChinese: "App Store 在此地区没有该 App 的页面。",
                traditionalChinese: "App Store 在此地區沒有此 App 的頁面。")
        case .notInThisForm, .notOnPage:
            reason = language.text(
                english: "not on the App Store page.", korean: "App Store 페이지에 없습니다.",
                japanese: "App Storeのページにありません。", french: "pas sur la page App Store.",
                german: "nicht auf der App-Store-Seite.", spanish: "no está en la página del App Store.",
                simplifiedChinese: "App Store 页面上没有。", traditionalChinese: "App Store 頁面上沒有。")
        case .damaged:
            reason = language.text(
                english: "could not be read on the App Store page.", korean: "App Store 페이지에서 읽을 수 없습니다.",
                japanese: "App Storeのページから読み取れません。", french: "illisible sur la page App Store.",
                german: "auf der App-Store-Seite nicht lesbar.",
                spanish: "no se puede leer en la página del App Store.",
                simplifiedChinese: "无法读取 App Store 页面上的内容。", traditionalChinese: "無法讀取 App Store 頁面上的內容。")
        }
        return named ? labelled(section, reason) : reason.prefix(1).uppercased() + reason.dropFirst()
    }

    /// "Name: reason", with the separator of the page's language.
    private func labelled(_ section: StorePageSection, _ reason: String) -> String {
        let name = name(of: section)
        switch language {
        case .french: return "\(name) : \(reason)"
        case .simplifiedChinese, .traditionalChinese: return "\(name)：\(reason)"
        default: return "\(name): \(reason)"
        }
    }

    /// The page's note when the store has no App Store page for the app in this store.
    var noPage: String {
        language.text(
            english:
                "The App Store has no page for this app in this store: no ratings breakdown, version history or App Privacy to show.",
            korean: "이 스토어에는 이 앱의 App Store 페이지가 없어 평가 분포, 버전 기록, 앱 개인정보 보호를 보여 줄 수 없습니다.",
            japanese: "このストアにはこのAppのApp Storeページがないため、評価の内訳、バージョン履歴、Appのプライバシーは表示できません。",
            french:
                "L’App Store n’a pas de page pour cette app dans ce pays : ni répartition des notes, ni historique des versions, ni confidentialité à afficher.",
            german:
                "Der App Store hat in diesem Land keine Seite für diese App: keine Bewertungsverteilung, kein Versionsverlauf, kein App-Datenschutz.",
            spanish:
                "El App Store no tiene página para esta app en este país: no hay desglose de valoraciones, historial de versiones ni privacidad que mostrar.",
            simplifiedChinese: "App Store 在此地区没有该 App 的页面：无法显示评分分布、版本历史记录和 App 隐私。",
            traditionalChinese: "App Store 在此地區沒有此 App 的頁面：無法顯示評分分布、版本紀錄和 App 隱私權。")
    }

    /// A part of the page the store had, with nothing in it.
    func none(_ section: StorePageSection) -> String {
        if section == .moreByDeveloper {
            return labelled(
                section,
                language.text(
                    english: "no other apps in this store.", korean: "이 스토어에 다른 앱이 없습니다.",
                    japanese: "このストアにはほかのAppがありません。", french: "aucune autre app dans ce pays.",
                    german: "keine weiteren Apps in diesem Land.", spanish: "no hay otras apps en este país.",
                    simplifiedChinese: "此地区没有其他 App。", traditionalChinese: "此地區沒有其他 App。"))
        }
        return labelled(
            section,
            language.text(
                english: "none on the App Store page.", korean: "App Store 페이지에 항목이 없습니다.",
                japanese: "App Storeのページに項目がありません。", french: "aucun élément sur la page App Store.",
                german: "keine Einträge auf der App-Store-Seite.",
                spanish: "ninguno en la página del App Store.",
                simplifiedChinese: "App Store 页面上没有项目。", traditionalChinese: "App Store 頁面上沒有項目。"))
    }

    /// The histogram's counts add up to another total than the store's.
    func histogramDisagrees(counted: String, total: String) -> String {
        language.text(
            english: "The bars count \(counted) ratings; the store's total is \(total).",
            korean: "막대는 평가 \(counted)개를 셉니다. 스토어의 합계는 \(total)개입니다.",
            japanese: "バーの評価数は\(counted)件、ストアの合計は\(total)件です。",
            french: "Les barres comptent \(counted) notes ; le total de la boutique est de \(total).",
            german: "Die Balken zählen \(counted) Bewertungen; der Store nennt \(total).",
            spanish: "Las barras cuentan \(counted) valoraciones; el total de la tienda es \(total).",
            simplifiedChinese: "条形图计有 \(counted) 个评分；商店的总数为 \(total)。",
            traditionalChinese: "長條圖計有 \(counted) 則評分；商店的總數為 \(total)。")
    }

    /// The unit of a one-unit period (`P1M` → "month", 월, 月), or `nil` for another period.
    private func periodUnit(_ period: String) -> String? {
        switch period {
        case "P1W", "P7D":
            language.text(
                english: "week", korean: "주", japanese: "週", french: "semaine", german: "Woche",
                spanish: "semana",
                simplifiedChinese: "周", traditionalChinese: "週")
        case "P1M":
            language.text(
                english: "month", korean: "월", japanese: "月", french: "mois", german: "Monat", spanish: "mes",
                simplifiedChinese: "月", traditionalChinese: "月")
        case "P1Y":
            language.text(
                english: "year", korean: "년", japanese: "年", french: "an", german: "Jahr", spanish: "año",
                simplifiedChinese: "年", traditionalChinese: "年")
        default: nil
        }
    }

    /// `times` periods as a length: "1 month", "12 months", "3 months" for `P3M`×1.
    private func duration(_ period: String, times: Int) -> String {
        let unit = period.last.map(String.init) ?? "M"
        let amount = (Int(period.dropFirst().dropLast()) ?? 1) * max(times, 1)
        return
            "\(amount)\(language == .english || language == .french || language == .german || language == .spanish ? " " : "")\(unitName(unit == "D" && amount % 7 == 0 ? "W" : unit, amount))"
    }

    private func unitName(_ unit: String, _ count: Int) -> String {
        let plural = count != 1
        switch unit {
        case "W":
            return language.text(
                english: plural ? "weeks" : "week", korean: "주", japanese: "週間",
                french: plural ? "semaines" : "semaine",
                german: plural ? "Wochen" : "Woche", spanish: plural ? "semanas" : "semana",
                simplifiedChinese: "周",
                traditionalChinese: "週")
        case "Y":
            return language.text(
                english: plural ? "years" : "year", korean: "년", japanese: "年", french: plural ? "ans" : "an",
                german: plural ? "Jahre" : "Jahr", spanish: plural ? "años" : "año", simplifiedChinese: "年",
                traditionalChinese: "年")
        case "D":
            return language.text(
                english: plural ? "days" : "day", korean: "일", japanese: "日",
                french: plural ? "jours" : "jour",
                german: plural ? "Tage" : "Tag", spanish: plural ? "días" : "día", simplifiedChinese: "天",
                traditionalChinese: "天")
        default:
            return language.text(
                english: plural ? "months" : "month", korean: "개월", japanese: "か月", french: "mois",
                german: plural ? "Monate" : "Monat", spanish: plural ? "meses" : "mes",
                simplifiedChinese: "个月",
                traditionalChinese: "個月")
        }
    }
}
