import AppDetailDomain

extension SectionDescription {
    /// The age rating and its reasons: named in a note, shown by no section of its own.
    static let ageRating = SectionDescription(
        storePage: .ageRating, placement: .elsewhere,
        name: { language in
            language.text(
                english: "Age rating", korean: "연령 등급", japanese: "年齢制限指定", french: "Classification",
                german: "Altersfreigabe", spanish: "Clasificación por edad", simplifiedChinese: "年龄分级",
                traditionalChinese: "年齡分級")
        },
        items: nil)
}
