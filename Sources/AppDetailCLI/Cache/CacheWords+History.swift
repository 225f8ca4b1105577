/// What the `cache` commands say of the history kept in the cache.
extension CacheWords {
    /// `cache info`'s title of the history's row.
    var historyTitle: String {
        language.text(
            english: "History", korean: "기록", japanese: "履歴", french: "Historique", german: "Verlauf",
            spanish: "Historial", simplifiedChinese: "历史", traditionalChinese: "歷史")
    }

    /// `cache info`'s history row: observations, apps, followed apps.
    func history(observations: Int, apps: Int, followed: Int) -> String {
        language.text(
            english:
                "\(observations) \(observations == 1 ? "observation" : "observations") of \(apps) \(apps == 1 ? "app" : "apps"), \(followed) followed",
            korean: "앱 \(apps)개의 관측 \(observations)건, 팔로우 \(followed)개",
            japanese: "App \(apps)件の観測 \(observations)件、フォロー \(followed)件",
            french:
                "\(observations) observation\(observations > 1 ? "s" : "") de \(apps) app\(apps > 1 ? "s" : ""), \(followed) suivie\(followed > 1 ? "s" : "")",
            german:
                "\(observations) \(observations == 1 ? "Beobachtung" : "Beobachtungen") von \(apps) \(apps == 1 ? "App" : "Apps"), \(followed) verfolgt",
            spanish:
                "\(observations) \(observations == 1 ? "observación" : "observaciones") de \(apps) \(apps == 1 ? "app" : "apps"), \(followed) seguidas",
            simplifiedChinese: "\(apps) 个 App 的 \(observations) 条观测，关注 \(followed) 个",
            traditionalChinese: "\(apps) 個 App 的 \(observations) 筆觀測，關注 \(followed) 個")
    }

    /// The part of `cache remove`'s line for an app's history.
    func observations(_ count: Int) -> String {
        language.text(
            english: count == 1 ? "1 observation" : "\(count) observations", korean: "관측 \(count)건",
            japanese: "観測 \(count)件", french: count == 1 ? "1 observation" : "\(count) observations",
            german: count == 1 ? "1 Beobachtung" : "\(count) Beobachtungen",
            spanish: count == 1 ? "1 observación" : "\(count) observaciones",
            simplifiedChinese: "\(count) 条观测",
            traditionalChinese: "\(count) 筆觀測")
    }

    /// `cache prune`'s line about the history: removed with `--history`, else kept.
    func historyPruned(_ count: Int?) -> String {
        guard let count else {
            return language.text(
                english: "The history was kept; --history prunes it too.",
                korean: "기록은 그대로 두었습니다. --history를 주면 함께 지웁니다.",
                japanese: "履歴は残しました。--history を付けると一緒に削除します。",
                french: "L’historique a été gardé ; --history l’élague aussi.",
                german: "Der Verlauf wurde behalten; --history kürzt ihn auch.",
                spanish: "El historial se conservó; --history también lo recorta.",
                simplifiedChinese: "历史已保留；加上 --history 会一并清理。",
                traditionalChinese: "歷史已保留；加上 --history 會一併清理。")
        }
        return language.text(
            english: "Removed \(observations(count)) from the history.",
            korean: "기록에서 \(observations(count))을 지웠습니다.",
            japanese: "履歴から\(observations(count))を削除しました。",
            french: "\(observations(count)) retirée\(count > 1 ? "s" : "") de l’historique.",
            german: "\(observations(count)) aus dem Verlauf entfernt.",
            spanish: "Se quitaron \(observations(count)) del historial.",
            simplifiedChinese: "已从历史中移除 \(observations(count))。",
            traditionalChinese: "已從歷史中移除 \(observations(count))。")
    }
}
