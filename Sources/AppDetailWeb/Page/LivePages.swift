import AppDetailPresentation

/// The pages open in a browser, each by the id its stream gave it: the one thing that keeps an
/// open page's view model alive. A page's stream ending (the tab closed, the server stopping)
/// removes it, and with it the view model and its work.
actor LivePages {
    private var pages: [String: AppPageViewModel] = [:]

    /// Keeps `viewModel` for a new page; returns the page's id.
    func open(_ viewModel: AppPageViewModel) -> String {
        var generator = SystemRandomNumberGenerator()
        let id = (0..<4).map { _ in String(generator.next() as UInt32, radix: 16) }.joined(separator: "-")
        pages[id] = viewModel
        return id
    }

    /// Lets the page `id` go.
    func close(_ id: String) {
        pages[id] = nil
    }

    /// The view model of the open page `id`, or `nil` when there is none.
    func viewModel(_ id: String) -> AppPageViewModel? {
        pages[id]
    }

    /// How many pages are open.
    var count: Int { pages.count }
}
