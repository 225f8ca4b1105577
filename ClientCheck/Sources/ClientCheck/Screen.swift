import DiffableSections

/// One list on screen: the data source's snapshot and the collection view that shows it.
@MainActor final class Screen<S: Diffable, I: Diffable> {
    let view = StrictCollectionView()
    private(set) var data: DiffableSnapshot<S, I>?
    /// The last load the screen has shown settled.
    var settledLoad = 0

    init() {
        view.counts = { [unowned self] in self.data?.sections.map(\.items.count) ?? [] }
    }

    /// A state's list: installed whole when it has no changes, else animated in one batch.
    func show(_ snapshot: DiffableSnapshot<S, I>, changes: BatchUpdate<S, I>?) {
        guard let changes, data != nil else {
            data = snapshot
            view.reloadData()
            return
        }
        view.apply(changes) { data = snapshot }
    }
}
