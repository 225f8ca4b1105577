import AppDetailPresentation

/// The command line's own words on a page — hints and table headers — in the page's language.
struct Hints {
    let language: DetailLanguage

    func moreLines(_ count: Int) -> String {
        language.text(
            "… \(count) more lines (--full shows the whole description)",
            "… \(count)줄 더 있음 (--full은 설명 전체를 보여 줍니다)",
            "… あと\(count)行（--full で説明全体を表示）",
            "… \(count) lignes de plus (--full affiche toute la description)",
            "… \(count) weitere Zeilen (--full zeigt die ganze Beschreibung)",
            "… \(count) líneas más (--full muestra toda la descripción)", "… 还有 \(count) 行（--full 显示完整描述）",
            "… 還有 \(count) 行（--full 顯示完整描述）")
    }

    func moreReviews(_ count: Int) -> String {
        language.text(
            "… \(count) more reviews (--reviews N, or appdetail reviews)",
            "… 리뷰 \(count)개 더 있음 (--reviews N, 또는 appdetail reviews)",
            "… あと\(count)件のレビュー（--reviews N または appdetail reviews）",
            "… \(count) avis de plus (--reviews N, ou appdetail reviews)",
            "… \(count) weitere Rezensionen (--reviews N oder appdetail reviews)",
            "… \(count) reseñas más (--reviews N, o appdetail reviews)",
            "… 还有 \(count) 条评论（--reviews N 或 appdetail reviews）",
            "… 還有 \(count) 則評論（--reviews N 或 appdetail reviews）")
    }

    func moreCharacters(_ count: Int) -> String {
        language.text(
            "(\(count) more characters; --format json prints the whole text)",
            "(\(count)자 더 있음; --format json은 전체를 출력합니다)",
            "（あと\(count)文字。--format json で全文を出力）",
            "(\(count) caractères de plus ; --format json donne tout le texte)",
            "(\(count) weitere Zeichen; --format json gibt den ganzen Text aus)",
            "(\(count) caracteres más; --format json muestra todo el texto)",
            "（还有 \(count) 个字符；--format json 输出全文）",
            "（還有 \(count) 個字元；--format json 輸出全文）")
    }

    var searchHeader: [String] {
        let (name, developer, rating, price, category) =
            switch language {
            case .english: ("Name", "Developer", "Rating", "Price", "Category")
            case .korean: ("이름", "개발자", "평가", "가격", "카테고리")
            case .japanese: ("名前", "デベロッパ", "評価", "価格", "カテゴリ")
            case .french: ("Nom", "Développeur", "Note", "Prix", "Catégorie")
            case .german: ("Name", "Entwickler", "Bewertung", "Preis", "Kategorie")
            case .spanish: ("Nombre", "Desarrollador", "Valoración", "Precio", "Categoría")
            case .simplifiedChinese: ("名称", "开发者", "评分", "价格", "类别")
            case .traditionalChinese: ("名稱", "開發者", "評分", "價格", "類別")
            }
        return ["#", "ID", name, developer, rating, price, category]
    }

    func noApps(_ term: String) -> String {
        language.text(
            "No apps found for “\(term)”.", "“\(term)”에 맞는 앱이 없습니다.", "“\(term)”に一致するAppはありません。",
            "Aucune app trouvée pour « \(term) ».", "Keine Apps für „\(term)“ gefunden.",
            "No se encontraron apps para «\(term)».", "未找到与“\(term)”相关的 App。", "找不到與「\(term)」相關的 App。")
    }

    /// The first line of `appdetail reviews`: whose reviews, which store, which order, which page.
    func reviewsHeader(app: String, store: String, newestFirst: Bool, page: Int) -> String {
        let order =
            (newestFirst
                ? ["newest", "최신순", "新しい順", "les plus récents", "neueste", "más recientes", "最新", "最新"]
                : [
                    "most helpful", "유용한 순", "参考になった順", "les plus utiles", "hilfreichste", "más útiles",
                    "最有帮助", "最有幫助",
                ])
        return language.text(
            "Reviews of \(app) in the \(store) store, \(order[0]) first, page \(page)",
            "\(app) 리뷰 · \(store) 스토어 · \(order[1]) · \(page)페이지",
            "\(app) のレビュー・\(store) ストア・\(order[2])・\(page)ページ",
            "Avis sur \(app) dans l’App Store \(store), \(order[3]) d’abord, page \(page)",
            "Rezensionen zu \(app) im Store \(store), \(order[4]) zuerst, Seite \(page)",
            "Reseñas de \(app) en la tienda \(store), \(order[5]) primero, página \(page)",
            "\(app) 的评论 · \(store) 商店 · \(order[6])优先 · 第 \(page) 页",
            "\(app) 的評論 · \(store) 商店 · \(order[7])優先 · 第 \(page) 頁")
    }

    var noReviewsOnPage: String {
        language.text(
            "No reviews on this page.", "이 페이지에는 리뷰가 없습니다.", "このページにレビューはありません。",
            "Aucun avis sur cette page.", "Keine Rezensionen auf dieser Seite.",
            "No hay reseñas en esta página.",
            "此页没有评论。", "此頁沒有評論。")
    }

    /// "Next page: " followed by a command that runs as printed.
    func nextPage(_ command: String) -> String {
        language.text(
            "Next page: ", "다음 페이지: ", "次のページ: ", "Page suivante : ", "Nächste Seite: ", "Página siguiente: ",
            "下一页: ", "下一頁: ") + command
    }
}
