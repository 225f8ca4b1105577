// Applying the page's changesets to a collection view. The applying code is the same on iOS,
// where `CollectionView` is `UICollectionView`, and on Linux, where a stand-in with the same
// methods keeps it compiling in step with the library's API.
import AppDetailPresentation
import DiffableSections
import Foundation

#if canImport(UIKit)
    import UIKit

    typealias CollectionView = UICollectionView
#else
    // snippet.hide
    /// The methods of `UICollectionView` the applying code calls, recorded instead of animated,
    /// with UIKit's check of the counts: the data source may change only inside the updates
    /// block (or before `reloadData()`), and after the block its counts must equal those shown
    /// before with the batch's deletes and inserts applied. A violation traps, as UIKit raises.
    final class CollectionView {
        /// The data source's item count per section, as it answers now.
        var counts: () -> [Int] = { [] }
        private var shown: [Int] = []
        private var expectedSections = 0
        private var expectedItems = 0
        var calls: [String] = []
        func reloadData() { shown = counts() }
        func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
            precondition(counts() == shown, "the data source changed outside performBatchUpdates")
            (expectedSections, expectedItems) = (shown.count, shown.reduce(0, +))
            updates?()
            let now = counts()
            precondition(now.count == expectedSections, "invalid number of sections")
            precondition(now.reduce(0, +) == expectedItems, "invalid number of items")
            shown = now
            completion?(true)
        }
        func deleteSections(_ sections: IndexSet) {
            expectedSections -= sections.count
            expectedItems -= sections.reduce(0) { $0 + shown[$1] }
            calls.append("deleteSections \(Array(sections))")
        }
        func insertSections(_ sections: IndexSet) {
            expectedSections += sections.count
            expectedItems += sections.reduce(0) { $0 + counts()[$1] }
            calls.append("insertSections \(Array(sections))")
        }
        func moveSection(_ section: Int, toSection newSection: Int) { calls.append("moveSection") }
        func deleteItems(at indexPaths: [IndexPath]) {
            expectedItems -= indexPaths.count
            calls.append("deleteItems \(indexPaths)")
        }
        func insertItems(at indexPaths: [IndexPath]) {
            expectedItems += indexPaths.count
            calls.append("insertItems \(indexPaths)")
        }
        func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { calls.append("moveItem") }
        func reloadItems(at indexPaths: [IndexPath]) { calls.append("reloadItems \(indexPaths)") }
        func reconfigureItems(at indexPaths: [IndexPath]) { calls.append("reconfigureItems \(indexPaths)") }
    }
// snippet.show
#endif

extension ItemIndexPath {
    /// UIKit's index path for this position.
    var indexPath: IndexPath { IndexPath(indexes: [section, item]) }
}

/// Animates `batch` in one batch, installing `snapshot` as the data source's data inside it, as
/// UIKit requires: the collection view reads the old counts before the block and the new ones
/// after it. `updateSections` refreshes the headers of sections whose own content changed.
@MainActor func apply(
    _ batch: BatchUpdate<DetailSection, DetailItem>, showing snapshot: DetailSnapshot,
    in view: CollectionView,
    setData: (DetailSnapshot) -> Void, updateSections: ([Int]) -> Void
) {
    // UIKit runs the updates block before performBatchUpdates returns.
    withoutActuallyEscaping(setData) { setData in
        view.performBatchUpdates {
            setData(snapshot)  // the data source answers with the new data from here on
            view.deleteSections(IndexSet(batch.sectionDeletes))
            view.insertSections(IndexSet(batch.sectionInserts.map(\.at)))
            for move in batch.sectionMoves { view.moveSection(move.from, toSection: move.to) }
            view.deleteItems(at: batch.itemDeletes.map(\.indexPath))
            view.insertItems(at: batch.itemInserts.map(\.at.indexPath))
            for move in batch.itemMoves { view.moveItem(at: move.from.indexPath, to: move.to.indexPath) }
            if batch.updateStyle == .reload {
                view.reloadItems(at: batch.itemUpdates.map(\.from.indexPath))  // old positions, inside
            }
        }
    }
    if batch.updateStyle == .reconfigure {
        view.reconfigureItems(at: batch.itemUpdates.map(\.to.indexPath))  // new positions, after
    }
    updateSections(batch.sectionUpdates.map(\.to))
}

/// A staged changeset: one batch per stage, each with its own snapshot as the data.
@MainActor func apply(
    _ staged: StagedChangeset<DetailSection, DetailItem>, in view: CollectionView,
    setData: (DetailSnapshot) -> Void, updateSections: ([Int]) -> Void
) {
    for stage in staged.stages {
        apply(
            stage.batch, showing: stage.snapshot, in: view, setData: setData, updateSections: updateSections)
    }
}
/// Binds a collection view to the page's states on the main actor: the first page is installed
/// whole (`reloadData`), every later one animated by its changeset, so the reviews section slides
/// in when the reviews arrive and nothing else moves. It takes the view model's `states`, not the
/// view model: the screen owns the view model, and when the screen lets it go the states end and
/// so does this loop. Call it from a task the screen cancels when it closes.
@MainActor func bind(
    _ states: AsyncStream<AppPageViewState>, to view: CollectionView, setData: (DetailSnapshot) -> Void,
    updateSections: ([Int]) -> Void, showFailure: (DetailFailure) -> Void
) async {
    for await state in states {
        switch state {
        case .idle, .loading:
            continue
        case .loaded(let page):
            guard let changes = page.changes else {
                setData(page.snapshot)
                view.reloadData()
                continue
            }
            apply(changes, showing: page.snapshot, in: view, setData: setData, updateSections: updateSections)
        // page.isSettled: the load is over (stop a refresh control here).
        case .failed(let error):
            showFailure(error)
        }
    }
}

/// With SwiftUI, read the latest state from `ObservableAppPage` instead, one more reader of the
/// same view model; its `state` redraws the view that reads it, and `refresh()` returns when the
/// refresh is over, as `.refreshable` expects.
@MainActor func swiftUIStyle(_ viewModel: AppPageViewModel) async -> ObservableAppPage {
    let page = ObservableAppPage(viewModel: viewModel)
    await page.load(policy: .standard)
    return page  // `page.state` is `.loading`, then `.loaded(…)` as the parts arrive
}
// snippet.hide
#if !canImport(UIKit)
    // Run by CI (`swift run DrivingACollectionView`): the stand-in traps if `apply` changes the
    // data outside the updates block.
    let old = try DetailSnapshot([SectionData(section: .top, items: [])], duplicates: .reject)
    let new = try DetailSnapshot(
        [SectionData(section: .top, items: []), SectionData(section: .ratingsAndReviews, items: [])],
        duplicates: .reject)
    var data = old
    let view = CollectionView()
    view.counts = { data.sections.map(\.items.count) }
    view.reloadData()
    apply(
        old.batchUpdate(to: new, updateStyle: .reconfigure), showing: new, in: view, setData: { data = $0 },
        updateSections: { _ in })
    apply(
        new.stagedChangeset(to: old, updateStyle: .reload), in: view, setData: { data = $0 },
        updateSections: { _ in })
    let made = view.calls.filter { !$0.hasSuffix("[]") }
    precondition(data == old && made == ["insertSections [1]", "deleteSections [1]"], "\(made)")
    print("applied within UIKit's rules: \(made.joined(separator: "; "))")
#endif
