import AppDetailDomain

/// A developer's apps ready to show: a title in the page's language and a row per app, in the
/// store's order.
public struct DeveloperAppsListing: Hashable, Sendable {
    /// "Apps by Kakao Corp · KR".
    public let title: String
    /// The apps' rows, numbered from 1.
    public let rows: [RankedRow]
    /// The catalog as loaded.
    public let catalog: DeveloperCatalog

    /// The listing of `catalog`, from `storefront`, in `language`.
    public init(catalog: DeveloperCatalog, storefront: Storefront, language: DetailLanguage) {
        let detailWords = DetailWords(language: language)
        title = DeveloperWords(language: language).title(
            developer: catalog.developerName, id: catalog.developerID, store: storefront.country)
        rows = catalog.apps.enumerated().map {
            RankedRow(rank: $0.offset + 1, row: AppRow(app: $0.element, detailWords: detailWords))
        }
        self.catalog = catalog
    }
}
