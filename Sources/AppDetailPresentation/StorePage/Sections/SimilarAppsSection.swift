import AppDetailDomain

extension SectionDescription {
    /// You Might Also Like: an app card for each app, a repeated app shown once.
    static let similarApps: SectionDescription = SectionDescription(
        storePage: .similarApps, placement: .own(.similarApps),
        name: { language in
            language.text(
                english: "You Might Also Like", korean: "좋아할 만한 다른 항목", japanese: "その他のおすすめ",
                french: "Vous aimerez aussi", german: "Das gefällt dir vielleicht auch",
                spanish: "También te puede gustar", simplifiedChinese: "你可能也会喜欢",
                traditionalChinese: "你可能也會喜歡")
        },
        items: { input in
            var seen: Set<AppID> = []
            return input.details.similarApps.filter { seen.insert($0.id).inserted }.map {
                .similarApp(input.builder.appCard($0))
            }
        })
}
