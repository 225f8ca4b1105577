import AppDetailDomain
import Foundation

/// The `developer --format json` document (schema version 1): the developer and their apps in
/// the summary shape `search` and `top` use.
struct DeveloperDocument: Encodable {
    struct DeveloperJSON: Encodable {
        let id: Int64
        let name: String?
    }

    let schemaVersion = 1
    let developer: DeveloperJSON
    let storefront: StorefrontJSON
    let freshness: FreshnessJSON
    let apps: [AppSummaryJSON]

    init(catalog: Fetched<DeveloperCatalog>, storefront: Storefront) {
        developer = DeveloperJSON(id: catalog.value.developerID, name: catalog.value.developerName)
        self.storefront = StorefrontJSON(storefront)
        freshness = FreshnessJSON(catalog.freshness, sample: nil)
        apps = catalog.value.apps.map(AppSummaryJSON.init)
    }
}
