import AppDetailDomain
import Foundation

/// Reads today's store page data (`serialized-server-data`) into a store page's details: the
/// Information shelf as the store wrote it, with its In-App Purchases (the annotation whose
/// items are name–price pairs) as purchases. The page of 2026 carries the other shelves (ratings,
/// versions, privacy, similar apps) in shapes no capture here shows, so they are not read.
enum PageShelvesParser {
    static func details(from data: Data, for id: AppID) throws(AppDetailError) -> StorePageDetails {
        guard let document = JSONObject(data: data), let page = document.objects("data").first?["data"] else {
            throw .malformedResponse(detail: "the store page's data is not the page's JSON")
        }
        if let adamID = page["lockup"]?["offerDisplayProperties"]?.string("adamId"), adamID != "\(id)" {
            throw .malformedResponse(detail: "the store page's data is about app \(adamID), not \(id)")
        }
        guard let shelf = page["shelfMapping"]?["information"] else {
            throw .malformedResponse(detail: "the store page's data has no Information shelf")
        }
        let annotations = shelf.objects("items").map(annotation)
        let purchases = annotations.flatMap(\.pairs).compactMap { pair -> InAppPurchase? in
            guard pair.count == 2 else { return nil }
            return InAppPurchase(name: pair[0], priceText: pair[1], renewalPeriod: nil, introOffer: nil)
        }
        return StorePageDetails(
            id: id, source: .pageShelves, histogram: nil, versionHistory: [], privacy: [],
            inAppPurchases: purchases,
            similarApps: [], events: [], ageRating: nil, chartPosition: nil, information: annotations)
    }

    private static func annotation(_ item: JSONObject) -> InformationAnnotation {
        let entries = item.objects("items")
        let lines = entries.compactMap { entry -> InformationAnnotation.Line? in
            guard let text = entry.string("text") else { return nil }
            return InformationAnnotation.Line(heading: entry.string("heading") ?? "", text: text)
        }
        let pairs = entries.flatMap { entry in
            (entry.fields["textPairs"] as? [Any] ?? []).compactMap { pair -> [String]? in
                let texts = (pair as? [Any])?.compactMap { $0 as? String }
                return texts?.count == 2 ? texts : nil
            }
        }
        return InformationAnnotation(
            title: item.string("title") ?? "", summary: item.string("summary") ?? "", lines: lines,
            pairs: pairs)
    }
}
