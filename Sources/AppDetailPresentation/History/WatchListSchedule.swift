import AppDetailDomain

extension HistoryWords {
    /// How a watch list's day is planned at its request budget, said under the list: what the
    /// daily listings cost, how often each app's App Store page, chart and reviews come round,
    /// and when the listings alone do not fit a day.
    public func schedule(_ schedule: TrackSchedule) -> [String] {
        let requests = grouped(Int64(schedule.listingRequests))
        let stores = grouped(Int64(schedule.storefronts))
        // One of each is said in the singular where the language has one.
        let oneRequest = schedule.listingRequests == 1
        let oneStore = schedule.storefronts == 1
        var lines = [
            language.text(
                english:
                    "Listings every day: \(requests) \(oneRequest ? "request" : "requests") in \(stores) \(oneStore ? "storefront" : "storefronts").",
                korean: "매일 목록: 스토어 \(stores)곳에 요청 \(requests)회.",
                japanese: "リストは毎日：\(stores)ストアに\(requests)リクエスト。",
                french:
                    "Fiches chaque jour : \(requests) \(oneRequest ? "requête" : "requêtes") dans \(stores) pays.",
                german:
                    "Einträge jeden Tag: \(requests) \(oneRequest ? "Anfrage" : "Anfragen") in \(stores) \(oneStore ? "Land" : "Ländern").",
                spanish:
                    "Fichas cada día: \(requests) \(oneRequest ? "solicitud" : "solicitudes") en \(stores) \(oneStore ? "tienda" : "tiendas").",
                simplifiedChinese: "每天的列表：\(stores) 个店面，\(requests) 次请求。",
                traditionalChinese: "每天的列表：\(stores) 個店面，\(requests) 次請求。")
        ]
        if schedule.partsEveryDay {
            lines.append(
                language.text(
                    english: "App Store pages, charts and reviews: every day.",
                    korean: "App Store 페이지, 차트, 리뷰: 매일.",
                    japanese: "App Storeページ、チャート、レビュー：毎日。",
                    french: "Pages App Store, classements et avis : chaque jour.",
                    german: "App Store-Seiten, Charts und Bewertungen: jeden Tag.",
                    spanish: "Páginas del App Store, listas y reseñas: cada día.",
                    simplifiedChinese: "App Store 页面、排行榜和评论：每天。",
                    traditionalChinese: "App Store 頁面、排行榜和評論：每天。"))
        } else {
            let days = grouped(Int64(schedule.daysPerRotation))
            lines.append(
                language.text(
                    english: "App Store pages, charts and reviews: in rotation, each app every \(days) days.",
                    korean: "App Store 페이지, 차트, 리뷰: 순서대로, 앱마다 \(days)일에 한 번.",
                    japanese: "App Storeページ、チャート、レビュー：順番に、各Appを\(days)日ごと。",
                    french:
                        "Pages App Store, classements et avis : à tour de rôle, chaque app tous les \(days) jours.",
                    german: "App Store-Seiten, Charts und Bewertungen: reihum, jede App alle \(days) Tage.",
                    spanish:
                        "Páginas del App Store, listas y reseñas: por turnos, cada app cada \(days) días.",
                    simplifiedChinese: "App Store 页面、排行榜和评论：轮流，每个 App 每 \(days) 天一次。",
                    traditionalChinese: "App Store 頁面、排行榜和評論：輪流，每個 App 每 \(days) 天一次。"))
        }
        if !schedule.listingsFitADay {
            lines.append(
                language.text(
                    english:
                        "The listings alone need more than a day at this budget: follow fewer apps or storefronts.",
                    korean: "이 요청 한도로는 목록만으로 하루가 넘게 걸립니다. 앱이나 스토어를 줄이세요.",
                    japanese: "この上限ではリストだけで1日を超えます。Appかストアを減らしてください。",
                    french:
                        "Les fiches seules demandent plus d’une journée à ce rythme : suivez moins d’apps ou de pays.",
                    german:
                        "Die Einträge allein brauchen bei diesem Limit mehr als einen Tag: Folgen Sie weniger Apps oder in weniger Ländern.",
                    spanish:
                        "Solo las fichas necesitan más de un día con este límite: sigue menos apps o tiendas.",
                    simplifiedChinese: "按此限额，仅列表就需要一天以上：请减少关注的 App 或店面。",
                    traditionalChinese: "依此限額，僅列表就需要一天以上：請減少追蹤的 App 或店面。"))
        }
        return lines
    }
}
