import AppDetailDomain
import AppDetailPresentation

/// The view models the web client shows, made by the composition root: the same ones, over the
/// same cache and use cases, that any other client of the library binds to.
///
/// The server asks for a new view model for each page a browser opens, keeps it while the page
/// listens to it and lets it go when the page closes.
public protocol WebScreens: Sendable {
    /// A view model of `lookup`'s page in `storefront`, not loaded yet: the server loads it.
    func appPage(_ lookup: AppLookup, in storefront: Storefront) -> AppPageViewModel
}
