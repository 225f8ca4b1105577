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
