import AppDetailDomain

/// The words of a developer's list of apps, in the page's eight languages.
public struct DeveloperWords: Sendable {
    /// The language of the words.
    public let language: DetailLanguage

    /// The words in `language`.
    public init(language: DetailLanguage) {
        self.language = language
    }

    /// "Apps by Kakao Corp · KR"; the developer's id stands in for a name the store did not give.
    public func title(developer name: String?, id: Int64, store: String) -> String {
        let who = name ?? "\(id)"
        let title = language.text(
            english: "Apps by \(who)", korean: "\(who)의 앱", japanese: "\(who)のApp",
            french: "Apps de \(who)", german: "Apps von \(who)", spanish: "Apps de \(who)",
            simplifiedChinese: "\(who) 的 App", traditionalChinese: "\(who) 的 App")
        return "\(title) · \(store.uppercased())"
    }

    /// The line shown when the store lists no iOS app by the developer.
    public var empty: String {
        language.text(
            english: "The store lists no iOS apps by this developer.",
            korean: "이 개발자의 iOS 앱이 스토어에 없습니다.", japanese: "このデベロッパのiOS AppはStoreにありません。",
            french: "Le Store ne présente aucune app iOS de ce développeur.",
            german: "Der Store führt keine iOS-Apps dieses Entwicklers.",
            spanish: "La tienda no ofrece apps para iOS de este desarrollador.",
            simplifiedChinese: "商店中没有此开发者的 iOS App。", traditionalChinese: "商店中沒有此開發者的 iOS App。")
    }
}
