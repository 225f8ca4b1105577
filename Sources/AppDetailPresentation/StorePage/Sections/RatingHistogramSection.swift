import AppDetailDomain

/// One bar of the ratings histogram under Ratings & Reviews: how many ratings gave this many
/// stars, and their share of all the ratings counted.
public struct RatingBarItem: Hashable, Sendable {
    /// 5 for the top bar, down to 1.
    public let stars: Int
    /// The ratings that gave `stars` stars.
    public let count: Int
    /// Their share of the counted ratings, 0 to 1: the bar's length.
    public let share: Double
    /// The share as the page writes it ("86%", "86 %").
    public let shareText: String

    /// A bar.
    public init(stars: Int, count: Int, share: Double, shareText: String) {
        self.stars = stars
        self.count = count
        self.share = share
        self.shareText = shareText
    }
}

extension SectionDescription {
    /// The ratings histogram: five bars under Ratings & Reviews, five stars first, and a note
    /// when the counts add up to another total than the store's; for an app with ratings, a
    /// note when the page did not supply it.
    static let ratingHistogram: SectionDescription = SectionDescription(
        storePage: .ratingHistogram, placement: .inside(.ratingsAndReviews),
        name: { language in
            language.text(
                english: "Ratings breakdown", korean: "평가 분포", japanese: "評価の内訳",
                french: "Répartition des notes", german: "Bewertungsverteilung",
                spanish: "Desglose de valoraciones",
                simplifiedChinese: "评分分布", traditionalChinese: "評分分布")
        },
        items: { input in
            guard let histogram = input.details.histogram else {
                return input.listingHasRatings ? input.missingNote(.ratingHistogram) : []
            }
            return HistogramBars(language: input.language).items(histogram)
        })
}

/// The histogram's bars and its note in a language.
private struct HistogramBars {
    let language: DetailLanguage

    func items(_ histogram: RatingHistogram) -> [DetailItem] {
        let bars = (1...5).reversed().map { stars in
            let share = histogram.share(ofStars: stars)
            return DetailItem.ratingBar(
                RatingBarItem(
                    stars: stars, count: histogram.count(ofStars: stars), share: share,
                    shareText: percent(share)))
        }
        guard !histogram.countsAgreeWithTotal else { return bars }
        let detailWords = DetailWords(language: language)
        let note = disagreement(
            counted: detailWords.shortCount(histogram.countedTotal),
            total: detailWords.shortCount(histogram.total))
        return bars + [.storePageNote(StorePageNoteItem(section: .ratingsAndReviews, text: note))]
    }

    /// The histogram's counts add up to another total than the store's.
    private func disagreement(counted: String, total: String) -> String {
        language.text(
            english: "The bars count \(counted) ratings; the store's total is \(total).",
            korean: "막대는 평가 \(counted)개를 셉니다. 스토어의 합계는 \(total)개입니다.",
            japanese: "バーの評価数は\(counted)件、ストアの合計は\(total)件です。",
            french: "Les barres comptent \(counted) notes ; le total de la boutique est de \(total).",
            german: "Die Balken zählen \(counted) Bewertungen; der Store nennt \(total).",
            spanish: "Las barras cuentan \(counted) valoraciones; el total de la tienda es \(total).",
            simplifiedChinese: "条形图计有 \(counted) 个评分；商店的总数为 \(total)。",
            traditionalChinese: "長條圖計有 \(counted) 則評分；商店的總數為 \(total)。")
    }

    /// A share as a whole percentage, as the page's language writes it ("86%", "86 %").
    private func percent(_ share: Double) -> String {
        let value = Int((share * 100).rounded())
        return language == .french || language == .german ? "\(value) %" : "\(value)%"
    }
}
