import DiffableSections

/// A screen a browser page keeps open: its view model's states as the page's stream writes them,
/// and what the page's requests ask of it. It holds its view model: while the page is open, so is
/// the view model, and no longer.
protocol LiveScreen: Sendable {
    associatedtype State: Sendable
    associatedtype Markup: SectionMarkup

    /// How its sections and items are written.
    var markup: Markup { get }
    /// A new reader of the view model's states.
    var states: AsyncStream<State> { get }
    /// Starts the first load.
    func load() async
    /// Asks again, as the page's Refresh button does.
    func refresh() async
    /// Reads the cache again when no load is under way, to show what another program stored.
    func reread() async
    /// What `state` shows.
    func shown(_ state: State) -> LiveShown<Markup.Section, Markup.Item>
    /// The text of the screen's field changed (a search).
    func query(_ text: String) async
}

extension LiveScreen {
    /// A screen without a field (all but search) ignores typing.
    func query(_ text: String) async {}
}

/// What one state of a screen shows.
enum LiveShown<Section: Diffable, Item: Diffable> {
    /// Nothing yet: a load is under way.
    case waiting
    /// Nothing to show, and why.
    case failed(String)
    /// Sections, the batch update from the screen shown before (`nil` to install them whole),
    /// whether the load is over, and the screen's notes.
    case screen(
        [SectionData<Section, Item>], changes: BatchUpdate<Section, Item>?, settled: Bool, notes: [String])
}
