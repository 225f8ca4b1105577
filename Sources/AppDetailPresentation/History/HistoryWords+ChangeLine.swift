import AppDetailDomain
import Foundation

/// Each change of a history as one line in the screen's language.
extension HistoryWords {
    /// A change as one line; a price in `currency`, else in the change's own.
    public func line(for change: HistoryChange, currency: String?) -> String {
        let currency = currency ?? change.currency
        switch change.kind {
        case .figure(.ratingAverage, let before?, let after?):
            // As many decimals as it takes to see the move (the store gives five).
            let places = (2...5).first { decimal(before, places: $0) != decimal(after, places: $0) } ?? 5
            return
                "\(name(of: .ratingAverage)) \(decimal(before, places: places)) → \(decimal(after, places: places))"
        case .figure(let figure, let before, let after):
            let was = before.map { value($0, of: figure, currency: currency) } ?? "—"
            let now = after.map { value($0, of: figure, currency: currency) } ?? "—"
            return "\(name(of: figure)) \(was) → \(now)"
        case .version(let before, let after):
            return DetailWords(language: language).version("\(before) → \(after)")
        case .text(let text, let before, let after):
            switch text {
            case .description, .releaseNotes:
                return name(of: text) + colon + linesChanged(before ?? "", after ?? "")
            default:
                return name(of: text) + colon + "\(before ?? "—") → \(after ?? "—")"
            }
        case .screenshots(let added, let removed, let reordered):
            return screenshots(added: added, removed: removed, reordered: reordered)
        case .icon:
            return language.text(
                english: "New icon", korean: "새 아이콘", japanese: "新しいアイコン", french: "Nouvelle icône",
                german: "Neues Symbol", spanish: "Nuevo icono", simplifiedChinese: "新图标",
                traditionalChinese: "新圖像")
        case .languages(let added, let removed):
            let words = DetailWords(language: language)
            let parts =
                added.map { "+" + words.languageName($0) } + removed.map { "−" + words.languageName($0) }
            return languagesTitle + colon + parts.joined(separator: ", ")
        case .chartPlace(let chart, let before, let after):
            return self.chart(chart) + colon + "\(place(before)) → \(place(after))"
        case .goneFromStore:
            return language.text(
                english: "Gone from the store", korean: "스토어에서 사라짐", japanese: "ストアから削除",
                french: "Retirée de l’App Store", german: "Nicht mehr im Store",
                spanish: "Retirada de la tienda",
                simplifiedChinese: "已从商店下架", traditionalChinese: "已從商店下架")
        case .backInStore:
            return language.text(
                english: "Back in the store", korean: "스토어에 다시 등록", japanese: "ストアに復帰",
                french: "De retour sur l’App Store", german: "Wieder im Store",
                spanish: "De nuevo en la tienda",
                simplifiedChinese: "重新上架", traditionalChinese: "重新上架")
        case .newReviews(let found):
            let count = found.count
            let list = found.stars.sorted().map { "★\($0)" }.joined(separator: " ")
            let head =
                language.text(
                    english: count == 1 ? "1 new review" : "\(count) new reviews", korean: "새 리뷰 \(count)개",
                    japanese: "新しいレビュー\(count)件",
                    french: count == 1 ? "1 nouvel avis" : "\(count) nouveaux avis",
                    german: count == 1 ? "1 neue Rezension" : "\(count) neue Rezensionen",
                    spanish: count == 1 ? "1 reseña nueva" : "\(count) reseñas nuevas",
                    simplifiedChinese: "\(count) 条新评论", traditionalChinese: "\(count) 則新評論") + " (\(list))"
            return found.worst.flatMap(quoted).map { head + colon + $0 } ?? head
        }
    }

    /// A review as an alert quotes it: `★1 “Title” — the start of its text… — author, 2.4.1`;
    /// `nil` when the history kept nothing of what it said.
    func quoted(_ review: ReviewSighting) -> String? {
        let title = review.title.map { "“\($0.singleLine)”" }
        let text = review.excerpt.map { excerpt -> String in
            let line = excerpt.singleLine
            return line.count > 140 ? String(line.prefix(139)) + "…" : line
        }
        guard title != nil || text != nil else { return nil }
        let signature = [review.author, review.version].compactMap { $0 }.joined(separator: ", ")
        return
            (["★\(review.stars)", title].compactMap { $0 }.joined(separator: " ")
            + (text.map { " — " + $0 } ?? "") + (signature.isEmpty ? "" : " — " + signature))
    }
}
