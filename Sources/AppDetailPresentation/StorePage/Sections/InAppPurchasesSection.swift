import AppDetailDomain

/// One in-app purchase or subscription as In-App Purchases lists it.
public struct PurchaseItem: Hashable, Sendable {
    /// Its name.
    public let name: String
    /// How many purchases of the same name came before it (0 for the first), part of the
    /// identity: a subscription is often sold at several prices.
    public let occurrence: Int
    /// The price as the store writes it, with the renewal period in the page's language when it
    /// is a subscription ("$14.99/month", "￦7,700").
    public let price: String
    /// The introductory offer in the page's language ("1 month free"), or empty.
    public let offer: String

    /// A purchase.
    public init(name: String, occurrence: Int, price: String, offer: String) {
        self.name = name
        self.occurrence = occurrence
        self.price = price
        self.offer = offer
    }
}

extension SectionDescription {
    /// In-App Purchases, in the store's order, a repeated name told apart by its order; each
    /// price with its renewal period and introductory offer in the page's language.
    static let inAppPurchases: SectionDescription = SectionDescription(
        storePage: .inAppPurchases, placement: .own(.inAppPurchases),
        name: { language in
            language.text(
                english: "In-App Purchases", korean: "앱 내 구입", japanese: "App内課金", french: "Achats intégrés",
                german: "In-App-Käufe", spanish: "Compras dentro de la app", simplifiedChinese: "App 内购买项目",
                traditionalChinese: "App 內購買項目")
        },
        items: { input in
            let words = PurchaseWords(language: input.language)
            var seenNames: [String: Int] = [:]
            return input.details.inAppPurchases.map { purchase in
                let occurrence = seenNames[purchase.name, default: 0]
                seenNames[purchase.name] = occurrence + 1
                return .purchase(
                    PurchaseItem(
                        name: purchase.name, occurrence: occurrence,
                        price: words.price(purchase.priceText, renewing: purchase.renewalPeriod),
                        offer: purchase.introOffer.map(words.offer) ?? ""))
            }
        })
}

/// A purchase's renewal periods and introductory offers in the page's language.
private struct PurchaseWords {
    let language: DetailLanguage

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
