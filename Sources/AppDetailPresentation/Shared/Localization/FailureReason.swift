import AppDetailDomain

/// Why a part of the page could not be loaded, in the page's language: a short phrase per kind
/// of failure, so a Korean page never carries an English sentence. English keeps the Domain's
/// own message, which names more (the host, the status).
enum FailureReason {
    static func text(for error: AppDetailError, in language: DetailLanguage) -> String {
        guard language != .english else { return error.message }
        switch error {
        case .offline(.partNotCached), .offline(.notCached):
            return language.text(
                "", "오프라인이며 캐시에 없습니다", "オフラインで、キャッシュにありません", "hors ligne, et absent du cache",
                "offline und nicht im Cache", "sin conexión y no está en la caché", "离线，且不在缓存中", "離線，且不在快取中")
        case .offline(.timedOut):
            return language.text(
                "", "App Store가 제시간에 응답하지 않았습니다", "App Storeが時間内に応答しませんでした",
                "l’App Store n’a pas répondu à temps", "der App Store hat nicht rechtzeitig geantwortet",
                "el App Store no respondió a tiempo", "App Store 未及时响应", "App Store 未及時回應")
        case .offline:
            return language.text(
                "", "App Store에 연결할 수 없습니다", "App Storeに接続できません", "l’App Store est injoignable",
                "der App Store ist nicht erreichbar", "no se puede conectar con el App Store",
                "无法连接 App Store",
                "無法連線 App Store")
        case .throttled:
            return language.text(
                "", "App Store가 요청을 제한하고 있습니다", "App Storeがリクエストを制限しています",
                "l’App Store limite les requêtes", "der App Store begrenzt die Anfragen",
                "el App Store está limitando las solicitudes", "App Store 正在限制请求", "App Store 正在限制請求")
        case .serverError(let status):
            return language.text(
                "", "App Store 서버 오류(HTTP \(status))", "App Storeのサーバーエラー（HTTP \(status)）",
                "erreur du serveur de l’App Store (HTTP \(status))",
                "Serverfehler des App Store (HTTP \(status))",
                "error del servidor del App Store (HTTP \(status))", "App Store 服务器错误（HTTP \(status)）",
                "App Store 伺服器錯誤（HTTP \(status)）")
        case .malformedResponse:
            return language.text(
                "", "App Store의 응답을 읽을 수 없습니다", "App Storeの応答を読み取れません",
                "la réponse de l’App Store est illisible", "die Antwort des App Store ist unlesbar",
                "no se puede leer la respuesta del App Store", "无法读取 App Store 的响应", "無法讀取 App Store 的回應")
        case .cacheUnavailable:
            return language.text(
                "", "캐시를 사용할 수 없습니다", "キャッシュを使用できません", "le cache est inutilisable",
                "der Cache ist nicht nutzbar", "la caché no se puede usar", "缓存不可用", "快取無法使用")
        case .notFound, .notAnIOSApp, .invalidInput:
            return language.text(
                "", "App Store에 없습니다", "App Storeにありません", "introuvable dans l’App Store",
                "nicht im App Store", "no está en el App Store", "App Store 中没有", "App Store 中沒有")
        }
    }
}
