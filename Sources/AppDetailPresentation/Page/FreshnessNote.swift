import AppDetailDomain
import Foundation

/// The line that tells a person the page is not live — sample data, or a stale cached copy — in
/// the page's language, the reason for it included.
enum FreshnessNote {
    /// The note for a listing of this freshness, or `nil` for live or current cached data.
    static func text(for freshness: Freshness, in language: DetailLanguage) -> String? {
        var reason: String?
        if case .servedAfterFailure(let error) = freshness.staleness { reason = language.reason(for: error) }
        if freshness.source == .sample {
            let date = day(freshness.fetchedAt)
            let sample = language.text(
                english:
                    "Showing sample data bundled with appdetail (written \(date)), not the live App Store.",
                korean: "appdetail에 포함된 예시 데이터(\(date) 작성)를 표시합니다. 실제 App Store가 아닙니다.",
                japanese: "appdetail に同梱のサンプルデータ（\(date) 作成）を表示しています。実際の App Store ではありません。",
                french:
                    "Données d’exemple fournies avec appdetail (écrites le \(date)), pas l’App Store réel.",
                german: "Beispieldaten aus appdetail (geschrieben am \(date)), nicht der echte App Store.",
                spanish:
                    "Datos de ejemplo incluidos en appdetail (escritos el \(date)), no el App Store real.",
                simplifiedChinese: "显示 appdetail 自带的示例数据（\(date) 编写），并非真实的 App Store。",
                traditionalChinese: "顯示 appdetail 內附的範例資料（\(date) 編寫），並非真實的 App Store。")
            return sample + (reason.map { " " + notUsed(in: language) + $0 } ?? "")
        }
        guard let reason else { return nil }
        let day = day(freshness.fetchedAt)
        return language.text(
            english: "Showing the cached page from \(day); refreshing it failed: ",
            korean: "\(day)에 저장된 페이지를 표시합니다. 새로 고치지 못했습니다: ",
            japanese: "\(day) にキャッシュしたページを表示しています。更新できませんでした: ",
            french: "Page en cache du \(day) ; l’actualisation a échoué : ",
            german: "Gespeicherte Seite vom \(day); Aktualisieren fehlgeschlagen: ",
            spanish: "Página en caché del \(day); no se pudo actualizar: ",
            simplifiedChinese: "显示 \(day) 缓存的页面；刷新失败：",
            traditionalChinese: "顯示 \(day) 快取的頁面；重新整理失敗：") + reason
    }

    /// A fetch time as its day in UTC, `2026-11-22`.
    private static func day(_ date: Date) -> String {
        ISO8601DateFormatter.string(
            from: date, timeZone: TimeZone(identifier: "UTC") ?? .current, formatOptions: [.withFullDate])
    }

    private static func notUsed(in language: DetailLanguage) -> String {
        language.text(
            english: "The live App Store was not used: ", korean: "실제 App Store를 사용하지 않았습니다: ",
            japanese: "実際の App Store は使われませんでした: ",
            french: "L’App Store réel n’a pas été utilisé : ",
            german: "Der echte App Store wurde nicht verwendet: ",
            spanish: "No se usó el App Store real: ", simplifiedChinese: "未使用真实的 App Store：",
            traditionalChinese: "未使用真實的 App Store：")
    }
}
