import AppDetailDomain

/// The store page's notes in the page's language: a part not on the page, unreadable there or
/// empty, and the store having no page for the app. A section's own words (its title, its
/// items' labels) are in its ``SectionDescription``.
struct StorePageWords: Sendable {
    let language: DetailLanguage

    /// A section's name, for a note.
    func name(of section: StorePageSection) -> String {
        SectionDescription.of(section)?.name(language) ?? section.rawValue
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
}
