import AppDetailPresentation

/// The words a text client adds to a page — hints to its options, table headers, empty states —
/// in the page's language. The hints name the `appdetail` command's options (`--full`,
/// `--format json`, `--reviews N`); a client with other controls words its own.
public struct TerminalWords: Sendable {
    /// The language every text is in.
    public let language: DetailLanguage

    /// The hints in `language`.
    public init(language: DetailLanguage) {
        self.language = language
    }

    /// The line under Version History cut to its latest releases: how many more there are.
    public func moreVersions(_ count: Int) -> String {
        language.text(
            english: "… \(count) more \(count == 1 ? "version" : "versions") (--full shows them all)",
            korean: "… 버전 \(count)개 더 있음(--full로 모두 보기)", japanese: "… ほか\(count)件のバージョン（--full ですべて表示）",
            french:
                "… \(count) autre\(count == 1 ? "" : "s") version\(count == 1 ? "" : "s") (--full les affiche toutes)",
            german: "… \(count) weitere \(count == 1 ? "Version" : "Versionen") (--full zeigt alle)",
            spanish: "… \(count) \(count == 1 ? "versión más" : "versiones más") (--full las muestra todas)",
            simplifiedChinese: "… 另有 \(count) 个版本（--full 显示全部）",
            traditionalChinese: "… 另有 \(count) 個版本（--full 顯示全部）")
    }

    /// The line under a description cut to its first lines: how many more there are.
    public func moreLines(_ count: Int) -> String {
        language.text(
            english: "… \(count) more lines (--full shows the whole description)",
            korean: "… \(count)줄 더 있음 (--full은 설명 전체를 보여 줍니다)",
            japanese: "… あと\(count)行（--full で説明全体を表示）",
            french: "… \(count) lignes de plus (--full affiche toute la description)",
            german: "… \(count) weitere Zeilen (--full zeigt die ganze Beschreibung)",
            spanish: "… \(count) líneas más (--full muestra toda la descripción)",
            simplifiedChinese: "… 还有 \(count) 行（--full 显示完整描述）",
            traditionalChinese: "… 還有 \(count) 行（--full 顯示完整描述）")
    }

    /// What a screenshot's size reads when its address does not give it.
    public var sizeUnknown: String {
        language.text(
            english: "size unknown", korean: "크기 정보 없음", japanese: "サイズ不明", french: "taille inconnue",
            german: "Größe unbekannt", spanish: "tamaño desconocido", simplifiedChinese: "尺寸未知",
            traditionalChinese: "尺寸不明")
    }

    /// The line under the review cards shown: how many more there are, and how to see them:
    /// `--reviews N`, and `command` (the reviews command for this app and store) when given.
    public func moreReviews(_ count: Int, command: String? = nil) -> String {
        let or = language.text(
            english: ", or ", korean: ", 또는 ", japanese: " または ", french: ", ou ", german: " oder ",
            spanish: ", o ", simplifiedChinese: " 或 ", traditionalChinese: " 或 ")
        // The command comes last, outside the parentheses, so it ends its line and the wrapping
        // that keeps it whole adds no closing mark after it.
        let then = command.map { or + $0 } ?? ""
        return language.text(
            english: "… \(count) more \(count == 1 ? "review" : "reviews") (--reviews N)\(then)",
            korean: "… 리뷰 \(count)개 더 있음 (--reviews N)\(then)",
            japanese: "… あと\(count)件のレビュー（--reviews N）\(then)",
            french: "… \(count) avis de plus (--reviews N)\(then)",
            german:
                "… \(count) \(count == 1 ? "weitere Rezension" : "weitere Rezensionen") (--reviews N)\(then)",
            spanish: "… \(count) \(count == 1 ? "reseña más" : "reseñas más") (--reviews N)\(then)",
            simplifiedChinese: "… 还有 \(count) 条评论（--reviews N）\(then)",
            traditionalChinese: "… 還有 \(count) 則評論（--reviews N）\(then)")
    }

    /// The note after a field cut for a terminal: how many characters were left out.
    public func moreCharacters(_ count: Int) -> String {
        language.text(
            english: "(\(count) more characters; --format json prints the whole text)",
            korean: "(\(count)자 더 있음; --format json은 전체를 출력합니다)",
            japanese: "（あと\(count)文字。--format json で全文を出力）",
            french: "(\(count) caractères de plus ; --format json donne tout le texte)",
            german: "(\(count) weitere Zeichen; --format json gibt den ganzen Text aus)",
            spanish: "(\(count) caracteres más; --format json muestra todo el texto)",
            simplifiedChinese: "（还有 \(count) 个字符；--format json 输出全文）",
            traditionalChinese: "（還有 \(count) 個字元；--format json 輸出全文）")
    }

    /// The search table's column titles: number, id, name, developer, rating, price, category.
    public var searchHeader: [String] {
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

    /// The line shown when a search finds nothing.
    public func noApps(_ term: String) -> String {
        language.text(
            english: "No apps found for “\(term)”.", korean: "“\(term)”에 맞는 앱이 없습니다.",
            japanese: "“\(term)”に一致するAppはありません。",
            french: "Aucune app trouvée pour « \(term) ».", german: "Keine Apps für „\(term)“ gefunden.",
            spanish: "No se encontraron apps para «\(term)».", simplifiedChinese: "未找到与“\(term)”相关的 App。",
            traditionalChinese: "找不到與「\(term)」相關的 App。")
    }

    /// The first line of `appdetail reviews`: whose reviews, which store, which order, which page.
    public func reviewsHeader(app: String, store: String, newestFirst: Bool, page: Int) -> String {
        let order =
            newestFirst
            ? language.text(
                english: "newest", korean: "최신순", japanese: "新しい順", french: "les plus récents",
                german: "neueste",
                spanish: "más recientes", simplifiedChinese: "最新", traditionalChinese: "最新")
            : language.text(
                english: "most helpful", korean: "유용한 순", japanese: "参考になった順", french: "les plus utiles",
                german: "hilfreichste", spanish: "más útiles", simplifiedChinese: "最有帮助",
                traditionalChinese: "最有幫助")
        return language.text(
            english: "Reviews of \(app) in the \(store) store, \(order) first, page \(page)",
            korean: "\(app) 리뷰 · \(store) 스토어 · \(order) · \(page)페이지",
            japanese: "\(app) のレビュー・\(store) ストア・\(order)・\(page)ページ",
            french: "Avis sur \(app) dans l’App Store \(store), \(order) d’abord, page \(page)",
            german: "Rezensionen zu \(app) im Store \(store), \(order) zuerst, Seite \(page)",
            spanish: "Reseñas de \(app) en la tienda \(store), \(order) primero, página \(page)",
            simplifiedChinese: "\(app) 的评论 · \(store) 商店 · \(order)优先 · 第 \(page) 页",
            traditionalChinese: "\(app) 的評論 · \(store) 商店 · \(order)優先 · 第 \(page) 頁")
    }

    /// The line shown for a reviews page without reviews.
    public var noReviewsOnPage: String {
        language.text(
            english: "No reviews on this page.", korean: "이 페이지에는 리뷰가 없습니다.", japanese: "このページにレビューはありません。",
            french: "Aucun avis sur cette page.", german: "Keine Rezensionen auf dieser Seite.",
            spanish: "No hay reseñas en esta página.",
            simplifiedChinese: "此页没有评论。", traditionalChinese: "此頁沒有評論。")
    }

    /// "Next page: " followed by a command that runs as printed.
    public func nextPage(_ command: String) -> String {
        language.text(
            english: "Next page: ", korean: "다음 페이지: ", japanese: "次のページ: ", french: "Page suivante : ",
            german: "Nächste Seite: ", spanish: "Página siguiente: ",
            simplifiedChinese: "下一页: ", traditionalChinese: "下一頁: ") + command
    }
}
