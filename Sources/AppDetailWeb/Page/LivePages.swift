/// The screens open in a browser, each by the id its stream gave it: the one thing that keeps an
/// open page's view model alive. A page's stream ending (the tab closed, the server stopping)
/// removes it, and with it the view model and its work.
actor LivePages {
    private var screens: [String: any LiveScreen] = [:]

    /// Keeps `screen` for a new page; returns the page's id.
    func open(_ screen: any LiveScreen) -> String {
        var generator = SystemRandomNumberGenerator()
        let id = (0..<4).map { _ in String(generator.next() as UInt32, radix: 16) }.joined(separator: "-")
        screens[id] = screen
        return id
    }

    /// Lets the page `id` go.
    func close(_ id: String) {
        screens[id] = nil
    }

    /// The screen of the open page `id`, or `nil` when there is none.
    func screen(_ id: String) -> (any LiveScreen)? {
        screens[id]
    }

    /// How many pages are open.
    var count: Int { screens.count }
}
