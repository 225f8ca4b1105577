import AppDetailPresentation

/// The web client's own few words, in the page's language.
struct WebWords {
    let language: DetailLanguage

    /// The button that asks the store again.
    var refresh: String {
        switch language {
        case .english: "Refresh"
        case .korean: "새로 고침"
        case .japanese: "更新"
        case .french: "Actualiser"
        case .german: "Aktualisieren"
        case .spanish: "Actualizar"
        case .simplifiedChinese: "刷新"
        case .traditionalChinese: "重新整理"
        }
    }

    /// Shown while a load is under way.
    var loading: String {
        switch language {
        case .english: "Loading…"
        case .korean: "불러오는 중…"
        case .japanese: "読み込み中…"
        case .french: "Chargement…"
        case .german: "Wird geladen …"
        case .spanish: "Cargando…"
        case .simplifiedChinese: "正在载入…"
        case .traditionalChinese: "正在載入…"
        }
    }

    /// Shown while the page has lost the server and tries again.
    var reconnecting: String {
        switch language {
        case .english: "Reconnecting…"
        case .korean: "다시 연결하는 중…"
        case .japanese: "再接続中…"
        case .french: "Reconnexion…"
        case .german: "Verbindung wird wiederhergestellt …"
        case .spanish: "Reconectando…"
        case .simplifiedChinese: "正在重新连接…"
        case .traditionalChinese: "正在重新連線…"
        }
    }

    /// The home page's field for an app.
    var appField: String {
        switch language {
        case .english: "App ID or bundle ID"
        case .korean: "앱 ID 또는 번들 ID"
        case .japanese: "App ID またはバンドル ID"
        case .french: "Identifiant de l’app ou du bundle"
        case .german: "App-ID oder Bundle-ID"
        case .spanish: "ID de la app o del paquete"
        case .simplifiedChinese: "App ID 或 Bundle ID"
        case .traditionalChinese: "App ID 或 Bundle ID"
        }
    }

    /// The button that opens the app's page.
    var open: String {
        switch language {
        case .english: "Open"
        case .korean: "열기"
        case .japanese: "開く"
        case .french: "Ouvrir"
        case .german: "Öffnen"
        case .spanish: "Abrir"
        case .simplifiedChinese: "打开"
        case .traditionalChinese: "開啟"
        }
    }

    /// The link from an app's page to its history.
    var history: String {
        switch language {
        case .english: "History"
        case .korean: "기록"
        case .japanese: "履歴"
        case .french: "Historique"
        case .german: "Chronik"
        case .spanish: "Historial"
        case .simplifiedChinese: "历史"
        case .traditionalChinese: "歷史"
        }
    }

    /// The link back from the history to the app's page.
    var page: String {
        switch language {
        case .english: "Page"
        case .korean: "페이지"
        case .japanese: "ページ"
        case .french: "Page"
        case .german: "Seite"
        case .spanish: "Página"
        case .simplifiedChinese: "页面"
        case .traditionalChinese: "頁面"
        }
    }

    /// The button that follows the app on the page.
    var follow: String {
        switch language {
        case .english: "Follow"
        case .korean: "팔로우"
        case .japanese: "フォロー"
        case .french: "Suivre"
        case .german: "Verfolgen"
        case .spanish: "Seguir"
        case .simplifiedChinese: "关注"
        case .traditionalChinese: "追蹤"
        }
    }

    /// The same button once the app is followed (pressing it again unfollows).
    var following: String {
        switch language {
        case .english: "Following"
        case .korean: "팔로우 중"
        case .japanese: "フォロー中"
        case .french: "Suivie"
        case .german: "Verfolgt"
        case .spanish: "Siguiendo"
        case .simplifiedChinese: "已关注"
        case .traditionalChinese: "已追蹤"
        }
    }

    /// The watch list's title, and the link to it on every page.
    var followedApps: String {
        switch language {
        case .english: "Followed apps"
        case .korean: "팔로우하는 앱"
        case .japanese: "フォロー中のApp"
        case .french: "Apps suivies"
        case .german: "Verfolgte Apps"
        case .spanish: "Apps seguidas"
        case .simplifiedChinese: "关注的 App"
        case .traditionalChinese: "追蹤的 App"
        }
    }

    /// The search field's label.
    var search: String {
        switch language {
        case .english: "Search the App Store"
        case .korean: "App Store 검색"
        case .japanese: "App Store を検索"
        case .french: "Rechercher dans l’App Store"
        case .german: "Im App Store suchen"
        case .spanish: "Buscar en el App Store"
        case .simplifiedChinese: "搜索 App Store"
        case .traditionalChinese: "搜尋 App Store"
        }
    }

    /// Said when a search found nothing.
    func noApps(_ term: String) -> String {
        switch language {
        case .english: "No apps found for “\(term)”."
        case .korean: "‘\(term)’에 대한 앱이 없습니다."
        case .japanese: "「\(term)」に一致するAppはありません。"
        case .french: "Aucune app trouvée pour « \(term) »."
        case .german: "Keine Apps für „\(term)“ gefunden."
        case .spanish: "No se encontraron apps para «\(term)»."
        case .simplifiedChinese: "未找到与“\(term)”相关的 App。"
        case .traditionalChinese: "找不到與「\(term)」相關的 App。"
        }
    }
}
