import AppDetailPresentation

/// A page screen that was opened, bound to its collection view, and closed: what is left of it.
struct ClosedScreen {
    let screen: Screen<DetailSection, DetailItem>
    let bound: Task<Void, Never>
    let isReleased: @MainActor () -> Bool
}

/// Holds the view model without keeping it.
final class Released {
    weak var viewModel: AppPageViewModel?
}
