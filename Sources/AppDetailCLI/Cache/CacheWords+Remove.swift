import AppDetailData

/// What `cache remove` says: what went with each app, and the apps that were not there.
extension CacheWords {
    /// `cache remove`'s line for one app.
    func removed(_ answers: RemovedAnswers) -> String {
        guard answers.total + answers.observations > 0 else { return notCached }
        let parts = [
            (answers.listings, listings(answers.listings)),
            (answers.reviewPages, reviewPages(answers.reviewPages)),
            (answers.storePages, storePages(answers.storePages)),
            (answers.observations, observations(answers.observations)),
        ].filter { $0.0 > 0 }.map(\.1)
        return language.text(
            english: "removed \(parts.joined(separator: ", "))",
            korean: "지움: \(parts.joined(separator: ", "))",
            japanese: "削除: \(parts.joined(separator: "、"))",
            french: "supprimé : \(parts.joined(separator: ", "))",
            german: "entfernt: \(parts.joined(separator: ", "))",
            spanish: "quitado: \(parts.joined(separator: ", "))",
            simplifiedChinese: "已移除：\(parts.joined(separator: "，"))",
            traditionalChinese: "已移除：\(parts.joined(separator: "，"))")
    }

    private func listings(_ count: Int) -> String {
        language.text(
            english: count == 1 ? "1 listing" : "\(count) listings", korean: "목록 정보 \(count)개",
            japanese: "掲載情報 \(count)件", french: count == 1 ? "1 fiche" : "\(count) fiches",
            german: count == 1 ? "1 Eintrag" : "\(count) Einträge",
            spanish: count == 1 ? "1 ficha" : "\(count) fichas", simplifiedChinese: "\(count) 条商品信息",
            traditionalChinese: "\(count) 筆商品資訊")
    }

    private func reviewPages(_ count: Int) -> String {
        language.text(
            english: count == 1 ? "1 page of reviews" : "\(count) pages of reviews", korean: "리뷰 \(count)쪽",
            japanese: "レビュー \(count)ページ",
            french: count == 1 ? "1 page d’avis" : "\(count) pages d’avis",
            german: count == 1 ? "1 Seite Bewertungen" : "\(count) Seiten Bewertungen",
            spanish: count == 1 ? "1 página de reseñas" : "\(count) páginas de reseñas",
            simplifiedChinese: "\(count) 页评论", traditionalChinese: "\(count) 頁評論")
    }

    private func storePages(_ count: Int) -> String {
        language.text(
            english: count == 1 ? "1 App Store page" : "\(count) App Store pages",
            korean: "App Store 페이지 \(count)개", japanese: "App Store ページ \(count)件",
            french: count == 1 ? "1 page App Store" : "\(count) pages App Store",
            german: count == 1 ? "1 App-Store-Seite" : "\(count) App-Store-Seiten",
            spanish: count == 1 ? "1 página del App Store" : "\(count) páginas del App Store",
            simplifiedChinese: "\(count) 个 App Store 页面", traditionalChinese: "\(count) 個 App Store 頁面")
    }

    /// An app `cache remove` did not find.
    var notCached: String {
        language.text(
            english: "not cached", korean: "캐시에 없음", japanese: "キャッシュにありません", french: "absente du cache",
            german: "nicht im Cache", spanish: "no está en la caché", simplifiedChinese: "不在缓存中",
            traditionalChinese: "不在快取中")
    }

    /// `cache remove`'s error when `missing` of the `named` apps were not cached (each named on
    /// its own line above), and its hint.
    func notAllCached(_ missing: Int, of named: Int) -> (message: String, hint: String) {
        let message = language.text(
            english:
                "\(missing) of \(named) \(named == 1 ? "app" : "apps") \(missing == 1 ? "was" : "were") not in the cache (each is named above).",
            korean: "앱 \(named)개 중 \(missing)개가 캐시에 없었습니다(위에 하나씩 적었습니다).",
            japanese: "\(named)件中\(missing)件のAppがキャッシュにありませんでした（上に1件ずつ記載）。",
            french:
                "\(missing) app\(missing > 1 ? "s" : "") sur \(named) n’\(missing > 1 ? "étaient" : "était") pas dans le cache (chacune est nommée plus haut).",
            german:
                "\(missing) von \(named) \(named == 1 ? "App war" : "Apps waren") nicht im Cache (jede oben genannt).",
            spanish:
                "\(missing) de \(named) \(named == 1 ? "app no estaba" : "apps no estaban") en la caché (cada una se nombra arriba).",
            simplifiedChinese: "\(named) 个 App 中有 \(missing) 个不在缓存中（已在上方逐一列出）。",
            traditionalChinese: "\(named) 個 App 中有 \(missing) 個不在快取中（已在上方逐一列出）。")
        let hint = language.text(
            english: "appdetail cache list shows what is.",
            korean: "캐시에 있는 앱은 appdetail cache list로 볼 수 있습니다.",
            japanese: "キャッシュにあるAppは appdetail cache list で確認できます。",
            french: "appdetail cache list montre ce qui y est.",
            german: "appdetail cache list zeigt, was darin ist.",
            spanish: "appdetail cache list muestra lo que hay.",
            simplifiedChinese: "appdetail cache list 可列出缓存中的 App。",
            traditionalChinese: "appdetail cache list 可列出快取中的 App。")
        return (message, hint)
    }
}
