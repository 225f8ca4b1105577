import AppDetailDomain
import AppDetailPresentation
import AppDetailWeb
import Foundation
import TestSupport

/// The screens of a test: each page a view model over one hand-fed observe use case, every view
/// model made remembered weakly, to tell when the server let it go.
final class StubScreens: WebScreens, @unchecked Sendable {
    let observing = StubPageObserving()
    private let lock = NSLock()
    private var made: [WeakViewModel] = []

    private struct WeakViewModel {
        weak var viewModel: AppPageViewModel?
    }

    func appPage(_ lookup: AppLookup, in storefront: Storefront) -> AppPageViewModel {
        let viewModel = AppPageViewModel(
            lookup: lookup, storefront: storefront, observing: observing, updateStyle: .reconfigure,
            now: fixedNow)
        lock.withLock { made.append(WeakViewModel(viewModel: viewModel)) }
        return viewModel
    }

    /// How many view models were made.
    var madeCount: Int { lock.withLock { made.count } }

    /// How many of them are still alive.
    var aliveCount: Int { lock.withLock { made.filter { $0.viewModel != nil }.count } }
}
