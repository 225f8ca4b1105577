import AppDetailDomain

/// Why a part of the page could not be loaded, in the page's language: a short phrase per kind
/// of failure, so a Korean page never carries an English sentence. English keeps the Domain's
/// own message, which names more (the host, the status).
struct FailureWords: Sendable {
    let language: DetailLanguage

    /// The phrase for `error`.
    func text(for error: AppDetailError) -> String {
        guard language != .english else { return error.message }
        switch error {
        case .offline(.partNotCached), .offline(.notCached):
            return language.text(
                english: "", korean: "오프라인이며 캐시에 없습니다", japanese: "オフラインで、キャッシュにありません",
                french: "hors ligne, et absent du cache",
                german: "offline und nicht im Cache", spanish: "sin conexión y no está en la caché",
                simplifiedChinese: "离线，且不在缓存中", traditionalChinese: "離線，且不在快取中")
        case .offline(.timedOut):
            return language.text(
                english: "", korean: "App Store가 제시간에 응답하지 않았습니다", japanese: "App Storeが時間内に応答しませんでした",
                french: "l’App Store n’a pas répondu à temps",
                german: "der App Store hat nicht rechtzeitig geantwortet",
                spanish: "el App Store no respondió a tiempo", simplifiedChinese: "App Store 未及时响应",
                traditionalChinese: "App Store 未及時回應")
        case .offline:
            return language.text(
                english: "", korean: "App Store에 연결할 수 없습니다", japanese: "App Storeに接続できません",
                french: "l’App Store est injoignable",
                german: "der App Store ist nicht erreichbar",
                spanish: "no se puede conectar con el App Store",
                simplifiedChinese: "无法连接 App Store",
                traditionalChinese: "無法連線 App Store")
        case .throttled:
            return language.text(
                english: "", korean: "App Store가 요청을 제한하고 있습니다", japanese: "App Storeがリクエストを制限しています",
                french: "l’App Store limite les requêtes", german: "der App Store begrenzt die Anfragen",
                spanish: "el App Store está limitando las solicitudes", simplifiedChinese: "App Store 正在限制请求",
                traditionalChinese: "App Store 正在限制請求")
        case .serverError(let status):
            return language.text(
                english: "", korean: "App Store 서버 오류(HTTP \(status))",
                japanese: "App Storeのサーバーエラー（HTTP \(status)）",
                french: "erreur du serveur de l’App Store (HTTP \(status))",
                german: "Serverfehler des App Store (HTTP \(status))",
                spanish: "error del servidor del App Store (HTTP \(status))",
                simplifiedChinese: "App Store 服务器错误（HTTP \(status)）",
                traditionalChinese: "App Store 伺服器錯誤（HTTP \(status)）")
        case .malformedAnswer:
            return language.text(
                english: "", korean: "App Store의 응답을 읽을 수 없습니다", japanese: "App Storeの応答を読み取れません",
                french: "la réponse de l’App Store est illisible",
                german: "die Antwort des App Store ist unlesbar",
                spanish: "no se puede leer la respuesta del App Store",
                simplifiedChinese: "无法读取 App Store 的响应", traditionalChinese: "無法讀取 App Store 的回應")
        case .cacheUnavailable:
            return language.text(
                english: "", korean: "캐시를 사용할 수 없습니다", japanese: "キャッシュを使用できません",
                french: "le cache est inutilisable",
                german: "der Cache ist nicht nutzbar", spanish: "la caché no se puede usar",
                simplifiedChinese: "缓存不可用", traditionalChinese: "快取無法使用")
        case .notFound, .notAnIOSApp, .invalidInput:
            return language.text(
                english: "", korean: "App Store에 없습니다", japanese: "App Storeにありません",
                french: "introuvable dans l’App Store",
                german: "nicht im App Store", spanish: "no está en el App Store",
                simplifiedChinese: "App Store 中没有", traditionalChinese: "App Store 中沒有")
        }
    }
}
