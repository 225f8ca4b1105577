// What a screen shows for each error: its message, its hint, and whether "Try Again" helps.
import AppDetailDomain

/// What an error screen needs.
struct ErrorScreen {
    let title: String
    let detail: String?
    let showsTryAgain: Bool
}

func screen(for error: AppDetailError, storefront: Storefront) -> ErrorScreen {
    switch error {
    case .notFound:
        // Apps are sold per country: offer the storefront switcher rather than a retry.
        ErrorScreen(title: error.message, detail: error.hint, showsTryAgain: false)
    case .offline(.notCached):
        ErrorScreen(
            title: error.message, detail: "Connect once to keep this page for offline use.",
            showsTryAgain: true)
    case .throttled:
        // Retry after a pause; the store allows about 20 calls a minute.
        ErrorScreen(title: error.message, detail: error.hint, showsTryAgain: true)
    default:
        ErrorScreen(title: error.message, detail: error.hint, showsTryAgain: error.isRetryable)
    }
}
