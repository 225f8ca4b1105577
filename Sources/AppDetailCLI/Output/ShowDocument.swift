import AppDetailDomain
import AppDetailPresentation
import Foundation

/// The whole `show --format json` document (schema version 1, described in the README).
struct ShowDocument: Encodable {
    struct StorefrontJSON: Encodable {
        let country: String
        let language: String?
    }

    struct FreshnessJSON: Encodable {
        let source: String
        let fetchedAt: Date
        let staleness: String
        let reason: String?
        let sample: Bool
    }

    struct SectionJSON: Encodable {
        let section: String
        let items: [ItemJSON]
    }

    let schemaVersion = 1
    let app: AppJSON
    let storefront: StorefrontJSON
    let freshness: FreshnessJSON
    let sections: [SectionJSON]

    init(fetched: FetchedAppDetail, storefront: Storefront, snapshot: DetailSnapshot, isSample: Bool) {
        app = AppJSON(fetched.detail)
        self.storefront = StorefrontJSON(country: storefront.country, language: storefront.language)
        let (staleness, reason): (String, String?) =
            switch fetched.freshness.staleness {
            case .current: ("current", nil)
            case .expired: ("expired", nil)
            case .servedAfterFailure(let error): ("servedAfterFailure", error.message)
            }
        freshness = FreshnessJSON(
            source: fetched.freshness.source.rawValue, fetchedAt: fetched.freshness.fetchedAt,
            staleness: staleness, reason: reason, sample: isSample)
        sections = snapshot.sections.map { section in
            SectionJSON(section: section.section.rawValue, items: section.items.map(ItemJSON.init))
        }
    }
}
