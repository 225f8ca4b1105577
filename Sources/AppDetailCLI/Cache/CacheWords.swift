import AppDetailData
import AppDetailDomain
import AppDetailPresentation

/// What the `cache` commands print, in the language of the user's locale (`LC_ALL`,
/// `LC_MESSAGES`, `LANG`: `ko_KR.UTF-8` → Korean), English when it names none of the page's
/// languages. A cache holds several stores, so no store's language applies. The `error:` and
/// `hint:` markers stay English for scripts; the sentences after them about an app a command
/// just reported in this language are in it too (`cache remove`).
struct CacheWords: Sendable {
    /// The locale's language (``CommandEnvironment/localeLanguage``).
    let language: DetailLanguage

    /// The columns of `cache list`.
    var listHeader: [String] {
        switch language {
        case .english: ["ID", "STORE", "AGE", "NAME"]
        case .korean: ["ID", "스토어", "경과", "이름"]
        case .japanese: ["ID", "ストア", "経過", "名前"]
        case .french: ["ID", "BOUTIQUE", "ÂGE", "NOM"]
        case .german: ["ID", "STORE", "ALTER", "NAME"]
        case .spanish: ["ID", "TIENDA", "EDAD", "NOMBRE"]
        case .simplifiedChinese: ["ID", "商店", "时长", "名称"]
        case .traditionalChinese: ["ID", "商店", "時長", "名稱"]
        }
    }

    /// The mark after a sample app's name.
    var sampleMark: String {
        language.text(
            english: " (sample)", korean: " (예시)", japanese: " (サンプル)", french: " (exemple)",
            german: " (Beispiel)", spanish: " (ejemplo)", simplifiedChinese: " (示例)",
            traditionalChinese: " (範例)")
    }

    /// `cache info`'s row titles: file, size, entries, schema, access.
    var infoTitles: (file: String, size: String, entries: String, schema: String, access: String) {
        switch language {
        case .english: ("File", "Size", "Entries", "Schema", "Access")
        case .korean: ("파일", "크기", "항목", "스키마", "접근")
        case .japanese: ("ファイル", "サイズ", "項目", "スキーマ", "アクセス")
        case .french: ("Fichier", "Taille", "Entrées", "Schéma", "Accès")
        case .german: ("Datei", "Größe", "Einträge", "Schema", "Zugriff")
        case .spanish: ("Archivo", "Tamaño", "Entradas", "Esquema", "Acceso")
        case .simplifiedChinese: ("文件", "大小", "条目", "结构", "访问")
        case .traditionalChinese: ("檔案", "大小", "項目", "結構", "存取")
        }
    }

    /// What the cache holds: apps, review pages, developer lists and store pages, searches, charts.
    func entries(apps: Int, feeds: Int, searches: Int, charts: Int) -> String {
        entries(apps: apps, feeds: feeds, searches: searches) + chartCount(charts)
    }

    private func chartCount(_ charts: Int) -> String {
        language.text(
            english: ", \(charts) \(charts == 1 ? "chart" : "charts")", korean: ", 차트 \(charts)개",
            japanese: "、チャート \(charts)件", french: ", \(charts) classement\(charts > 1 ? "s" : "")",
            german: ", \(charts) \(charts == 1 ? "Chart" : "Charts")",
            spanish: ", \(charts) \(charts == 1 ? "lista" : "listas")", simplifiedChinese: "，\(charts) 个排行榜",
            traditionalChinese: "，\(charts) 個排行榜")
    }

    private func entries(apps: Int, feeds: Int, searches: Int) -> String {
        language.text(
            english:
                "\(apps) \(apps == 1 ? "app" : "apps"), \(feeds) \(feeds == 1 ? "review page, developer list or store page" : "review pages, developer lists and store pages"), \(searches) \(searches == 1 ? "search" : "searches")",
            korean: "앱 \(apps)개, 리뷰 페이지·개발자 목록·스토어 페이지 \(feeds)개, 검색 \(searches)개",
            japanese: "App \(apps)件、レビューのページ・デベロッパの一覧・ストアのページ \(feeds)件、検索 \(searches)件",
            french:
                "\(apps) app\(apps > 1 ? "s" : ""), \(feeds) page\(feeds > 1 ? "s" : "") d’avis, liste\(feeds > 1 ? "s" : "") de développeur ou page\(feeds > 1 ? "s" : "") de la boutique, \(searches) recherche\(searches > 1 ? "s" : "")",
            german:
                "\(apps) \(apps == 1 ? "App" : "Apps"), \(feeds) Rezensionsseiten, Entwicklerlisten und Store-Seiten, \(searches) \(searches == 1 ? "Suche" : "Suchen")",
            spanish:
                "\(apps) app\(apps == 1 ? "" : "s"), \(feeds) \(feeds == 1 ? "página de reseñas, lista de desarrollador o página de la tienda" : "páginas de reseñas, listas de desarrollador y páginas de la tienda"), \(searches) \(searches == 1 ? "búsqueda" : "búsquedas")",
            simplifiedChinese: "\(apps) 个 App，\(feeds) 个评论页、开发者列表和商店页面，\(searches) 次搜索",
            traditionalChinese: "\(apps) 個 App，\(feeds) 個評論頁、開發者列表和商店頁面，\(searches) 次搜尋")
    }

    /// The schema: the last migration and how many there are.
    func schema(last: String?, count: Int) -> String {
        let name =
            last
            ?? language.text(
                english: "none", korean: "없음", japanese: "なし", french: "aucune", german: "keine",
                spanish: "ninguna",
                simplifiedChinese: "无", traditionalChinese: "無")
        return name
            + language.text(
                english: " (\(count) \(count == 1 ? "migration" : "migrations"))",
                korean: " (마이그레이션 \(count)개)",
                japanese: "（マイグレーション \(count)件）", french: " (\(count) migration\(count > 1 ? "s" : ""))",
                german: " (\(count) \(count == 1 ? "Migration" : "Migrationen"))",
                spanish: " (\(count) \(count == 1 ? "migración" : "migraciones"))",
                simplifiedChinese: "（\(count) 次迁移）", traditionalChinese: "（\(count) 次遷移）")
    }

    /// Whether the cache can be written.
    func access(readOnly: Bool) -> String {
        readOnly
            ? language.text(
                english: "read-only (nothing new is saved)", korean: "읽기 전용 (새로 저장하지 않음)",
                japanese: "読み取り専用（新しい内容は保存されません）", french: "lecture seule (rien de nouveau n’est enregistré)",
                german: "nur lesbar (nichts Neues wird gespeichert)",
                spanish: "solo lectura (no se guarda nada nuevo)",
                simplifiedChinese: "只读（不保存新内容）", traditionalChinese: "唯讀（不儲存新內容）")
            : language.text(
                english: "read and write", korean: "읽기와 쓰기", japanese: "読み書き", french: "lecture et écriture",
                german: "lesen und schreiben", spanish: "lectura y escritura", simplifiedChinese: "读写",
                traditionalChinese: "讀寫")
    }

    /// `cache clear`'s line.
    func cleared(_ apps: Int, from path: String) -> String {
        language.text(
            english: "Removed \(apps) \(apps == 1 ? "app" : "apps") from \(path).",
            korean: "\(path)에서 앱 \(apps)개를 지웠습니다.", japanese: "\(path) から App を \(apps)件削除しました。",
            french: "\(apps) app\(apps > 1 ? "s" : "") supprimée\(apps > 1 ? "s" : "") de \(path).",
            german: "\(apps) \(apps == 1 ? "App" : "Apps") aus \(path) entfernt.",
            spanish: "Se quitaron \(apps) app\(apps == 1 ? "" : "s") de \(path).",
            simplifiedChinese: "已从 \(path) 移除 \(apps) 个 App。",
            traditionalChinese: "已從 \(path) 移除 \(apps) 個 App。")
    }

    /// The progress line's label while `cache refresh` runs.
    var refreshing: String {
        language.text(
            english: "Refreshing", korean: "새로 고치는 중", japanese: "更新中", french: "Actualisation",
            german: "Aktualisierung", spanish: "Actualizando", simplifiedChinese: "正在刷新",
            traditionalChinese: "正在重新整理")
    }

    /// `cache refresh`'s summary; "not asked" only when some apps were not.
    func refreshed(_ tally: ListingRefresh) -> String {
        let (refreshed, unchanged, gone, failed, requests) = (
            tally.refreshed.count, tally.unchanged.count, tally.goneFromStore.count, tally.failed.count,
            tally.requests
        )
        let notAsked = tally.notAsked.count
        let skipped =
            notAsked == 0
            ? ""
            : language.text(
                english: ", not asked \(notAsked)", korean: ", 요청하지 않음 \(notAsked)",
                japanese: "、未照会 \(notAsked)",
                french: ", non demandées \(notAsked)", german: ", nicht angefragt \(notAsked)",
                spanish: ", sin consultar \(notAsked)", simplifiedChinese: "，未请求 \(notAsked)",
                traditionalChinese: "，未請求 \(notAsked)")
        return language.text(
            english:
                "Refreshed \(refreshed), unchanged \(unchanged), gone from the store \(gone), failed \(failed)\(skipped) (\(requests) \(requests == 1 ? "request" : "requests")).",
            korean:
                "새로 고침 \(refreshed), 변경 없음 \(unchanged), 스토어에서 사라짐 \(gone), 실패 \(failed)\(skipped) (요청 \(requests)회).",
            japanese:
                "更新 \(refreshed)、変更なし \(unchanged)、ストアから消えた \(gone)、失敗 \(failed)\(skipped)（リクエスト \(requests)回）。",
            french:
                "Actualisées \(refreshed), inchangées \(unchanged), retirées de la boutique \(gone), en échec \(failed)\(skipped) (\(requests) requête\(requests > 1 ? "s" : "")).",
            german:
                "Aktualisiert \(refreshed), unverändert \(unchanged), nicht mehr im Store \(gone), fehlgeschlagen \(failed)\(skipped) (\(requests) \(requests == 1 ? "Anfrage" : "Anfragen")).",
            spanish:
                "Actualizadas \(refreshed), sin cambios \(unchanged), retiradas de la tienda \(gone), fallidas \(failed)\(skipped) (\(requests) \(requests == 1 ? "solicitud" : "solicitudes")).",
            simplifiedChinese:
                "已刷新 \(refreshed)，未变 \(unchanged)，已下架 \(gone)，失败 \(failed)\(skipped)（请求 \(requests) 次）。",
            traditionalChinese:
                "已重新整理 \(refreshed)，未變 \(unchanged)，已下架 \(gone)，失敗 \(failed)\(skipped)（請求 \(requests) 次）。")
    }

    /// `cache prune`'s line.
    func pruned(_ entries: Int, olderThan age: String) -> String {
        language.text(
            english: "Removed \(entries) \(entries == 1 ? "entry" : "entries") fetched more than \(age) ago.",
            korean: "\(age)보다 오래전에 가져온 항목 \(entries)개를 지웠습니다.",
            japanese: "\(age)より前に取得した項目を \(entries)件削除しました。",
            french:
                "\(entries) entrée\(entries > 1 ? "s" : "") obtenue\(entries > 1 ? "s" : "") il y a plus de \(age) supprimée\(entries > 1 ? "s" : "").",
            german:
                "\(entries) \(entries == 1 ? "Eintrag" : "Einträge"), vor mehr als \(age) geholt, entfernt.",
            spanish:
                "Se quitaron \(entries) \(entries == 1 ? "entrada obtenida" : "entradas obtenidas") hace más de \(age).",
            simplifiedChinese: "已移除 \(entries) 个在 \(age) 之前获取的条目。",
            traditionalChinese: "已移除 \(entries) 個在 \(age) 之前取得的項目。")
    }

    /// Said after `cache prune` without `--samples`: the sample apps stay on purpose.
    var samplesKept: String {
        language.text(
            english: "The sample apps were kept; --samples removes them too.",
            korean: "예시 앱은 그대로 두었습니다. --samples를 주면 함께 지웁니다.",
            japanese: "サンプルの App は残しました。--samples を付けると一緒に削除します。",
            french: "Les apps d’exemple ont été gardées ; --samples les supprime aussi.",
            german: "Die Beispiel-Apps wurden behalten; --samples entfernt sie auch.",
            spanish: "Las apps de ejemplo se conservaron; --samples también las quita.",
            simplifiedChinese: "示例 App 已保留；加上 --samples 会一并移除。",
            traditionalChinese: "範例 App 已保留；加上 --samples 會一併移除。")
    }

    /// `cache import --samples`'s line.
    func samplesImported(_ apps: Int) -> String {
        language.text(
            english: "samples: imported \(apps) \(apps == 1 ? "app" : "apps")",
            korean: "예시: 앱 \(apps)개를 가져왔습니다",
            japanese: "サンプル: App を \(apps)件取り込みました",
            french: "exemples : \(apps) app\(apps > 1 ? "s" : "") importée\(apps > 1 ? "s" : "")",
            german: "Beispiele: \(apps) \(apps == 1 ? "App" : "Apps") importiert",
            spanish: "ejemplos: \(apps) app\(apps == 1 ? "" : "s") importada\(apps == 1 ? "" : "s")",
            simplifiedChinese: "示例：已导入 \(apps) 个 App", traditionalChinese: "範例：已匯入 \(apps) 個 App")
    }

    /// The note of a command that reads when the cache (at `path`, when known) is empty.
    func empty(at path: String?) -> String {
        guard let path else {
            return language.text(
                english: "the cache is empty.", korean: "캐시가 비어 있습니다.", japanese: "キャッシュは空です。",
                french: "le cache est vide.", german: "der Cache ist leer.", spanish: "la caché está vacía.",
                simplifiedChinese: "缓存是空的。", traditionalChinese: "快取是空的。")
        }
        return language.text(
            english: "the cache at \(path) is empty.", korean: "\(path)의 캐시가 비어 있습니다.",
            japanese: "\(path) のキャッシュは空です。", french: "le cache de \(path) est vide.",
            german: "der Cache unter \(path) ist leer.", spanish: "la caché de \(path) está vacía.",
            simplifiedChinese: "\(path) 的缓存是空的。", traditionalChinese: "\(path) 的快取是空的。")
    }

    /// `cache list`'s note when the cache holds apps but none is the one asked for.
    var noneMatches: String {
        language.text(
            english: "no cached app matches; appdetail cache list shows them all.",
            korean: "조건에 맞는 캐시된 앱이 없습니다. appdetail cache list는 전부 보여 줍니다.",
            japanese: "条件に合うキャッシュ済みの App はありません。appdetail cache list ですべて表示します。",
            french: "aucune app en cache ne correspond ; appdetail cache list les montre toutes.",
            german: "keine zwischengespeicherte App passt; appdetail cache list zeigt alle.",
            spanish: "ninguna app en caché coincide; appdetail cache list las muestra todas.",
            simplifiedChinese: "没有符合条件的已缓存 App；appdetail cache list 会列出全部。",
            traditionalChinese: "沒有符合條件的已快取 App；appdetail cache list 會列出全部。")
    }

    /// The note of a command that reads when there is no cache at `path` yet.
    func noCacheYet(at path: String) -> String {
        language.text(
            english: "there is no cache at \(path) yet; show, reviews and search make one.",
            korean: "\(path)에 아직 캐시가 없습니다. show, reviews, search가 만듭니다.",
            japanese: "\(path) にはまだキャッシュがありません。show、reviews、search が作ります。",
            french: "il n’y a pas encore de cache à \(path) ; show, reviews et search en créent un.",
            german: "unter \(path) gibt es noch keinen Cache; show, reviews und search legen einen an.",
            spanish: "todavía no hay caché en \(path); show, reviews y search crean una.",
            simplifiedChinese: "\(path) 还没有缓存；show、reviews 和 search 会创建。",
            traditionalChinese: "\(path) 還沒有快取；show、reviews 和 search 會建立。")
    }

    /// `cache clear` of a cache that could not be upgraded: the old file kept beside the new one.
    func setAside(_ path: String, to aside: String) -> String {
        language.text(
            english:
                "The cache at \(path) could not be used; it was moved to \(aside) and a new one started.",
            korean: "\(path)의 캐시를 쓸 수 없어 \(aside)(으)로 옮기고 새 캐시를 만들었습니다.",
            japanese: "\(path) のキャッシュは使えないため \(aside) に移し、新しいキャッシュを作りました。",
            french:
                "Le cache \(path) était inutilisable ; il a été déplacé vers \(aside) et un nouveau a été créé.",
            german:
                "Der Cache \(path) war nicht nutzbar; er wurde nach \(aside) verschoben und ein neuer angelegt.",
            spanish: "La caché \(path) no se podía usar; se movió a \(aside) y se creó una nueva.",
            simplifiedChinese: "\(path) 的缓存无法使用，已移至 \(aside) 并新建了缓存。",
            traditionalChinese: "\(path) 的快取無法使用，已移至 \(aside) 並新建了快取。")
    }
}
