import AppDetailData
import AppDetailDomain
import AppDetailPresentation
import AppDetailWeb

/// The web client's view models, made by the same wiring as the command line's own.
struct WebScreensWiring: WebScreens {
    let composition: Composition
    let sources: PageSources

    func appPage(_ lookup: AppLookup, in storefront: Storefront) -> AppPageViewModel {
        composition.makePageViewModel(lookup: lookup, storefront: storefront, sources: sources)
    }
}
