import AppDetailDomain
import AppDetailPresentation

/// The notes of `show ID ID …`, in the pages' language: an id, then why its listing is missing
/// or old, with the failure's reason as the page's own notes give it.
struct SeveralPagesWords: Sendable {
    let language: DetailLanguage

    /// `311867728: why` — an app that could not be shown, or was shown from the cache.
    func note(about id: AppID, _ error: AppDetailError, cachedShown: Bool = false) -> String {
        "\(id): \(language.reason(for: error))" + (cachedShown ? " " + cachedListingShown : "")
    }

    /// Said after an app whose cached listing is shown in place of an unreadable answer.
    private var cachedListingShown: String {
        language.text(
            english: "(the cached listing is shown)", korean: "(캐시된 정보를 표시합니다)",
            japanese: "（キャッシュの情報を表示しています）", french: "(la fiche en cache est affichée)",
            german: "(die Angaben aus dem Cache werden gezeigt)", spanish: "(se muestra la ficha en caché)",
            simplifiedChinese: "（显示缓存中的信息）", traditionalChinese: "（顯示快取中的資訊）")
    }

    /// The store failed, and the listings shown come from the cache.
    func cachedListingsShown(because error: AppDetailError) -> String {
        language.text(
            english: "Cached listings are shown; the App Store failed: ",
            korean: "캐시된 정보를 표시합니다. App Store 요청 실패: ",
            japanese: "キャッシュの情報を表示しています。App Storeへの要求に失敗: ",
            french: "Fiches en cache affichées ; échec de l’App Store : ",
            german: "Angaben aus dem Cache; der App Store ist fehlgeschlagen: ",
            spanish: "Se muestran fichas en caché; falló el App Store: ",
            simplifiedChinese: "显示缓存中的信息；App Store 请求失败：",
            traditionalChinese: "顯示快取中的資訊；App Store 請求失敗：") + language.reason(for: error)
    }
}
