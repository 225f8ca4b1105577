extension DetailSection {
    /// The header a page shows above the section in `language`: none for the top and the
    /// summary badges, whose content speaks for itself.
    public func title(in language: DetailLanguage) -> String? {
        let strings = DetailWords(language: language)
        switch self {
        case .top, .summary: return nil
        case .description: return strings.description
        case .screenshot: return strings.preview
        case .whatsNew: return strings.whatsNew
        case .information: return strings.information
        case .ratingsAndReviews: return strings.ratingsAndReviews
        case .moreByDeveloper: return strings.moreByDeveloper
        case .events: return StorePageWords(language: language).events
        case .versionHistory: return StorePageWords(language: language).versionHistory
        case .privacy: return StorePageWords(language: language).appPrivacy
        case .inAppPurchases: return StorePageWords(language: language).inAppPurchases
        case .similarApps: return StorePageWords(language: language).youMightAlsoLike
        }
    }
}
