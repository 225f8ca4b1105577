import AppDetailDomain

/// The languages the page's own texts come in. The store's texts (name, description, release
/// notes) arrive already localized; these are the labels around them.
public enum DetailLanguage: String, Hashable, Sendable, CaseIterable {
    /// English, the default.
    case english = "en"
    /// Korean.
    case korean = "ko"

    /// The storefront's language if it names one of these, else Korean for the Korean store, else
    /// English.
    public init(storefront: Storefront) {
        switch storefront.languageCode {
        case "ko": self = .korean
        case "en": self = .english
        case _ where storefront.country == "kr" && storefront.language == nil: self = .korean
        default: self = .english
        }
    }
}
