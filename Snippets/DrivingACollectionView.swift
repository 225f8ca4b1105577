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
    /// The methods of `UICollectionView` the applying code calls, recorded instead of animated.
    final class CollectionView {
        var calls: [String] = []
        func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
            updates?()
            completion?(true)
        }
        func deleteSections(_ sections: IndexSet) { calls.append("deleteSections \(Array(sections))") }
        func insertSections(_ sections: IndexSet) { calls.append("insertSections \(Array(sections))") }
        func moveSection(_ section: Int, toSection newSection: Int) { calls.append("moveSection") }
        func deleteItems(at indexPaths: [IndexPath]) { calls.append("deleteItems \(indexPaths)") }
        func insertItems(at indexPaths: [IndexPath]) { calls.append("insertItems \(indexPaths)") }
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

/// Installs `snapshot` as the data source's data, then animates `batch` to it in one batch.
/// `updateSections` refreshes the headers of sections whose own content changed.
@MainActor func apply(
    _ batch: BatchUpdate<DetailSection, DetailItem>, showing snapshot: DetailSnapshot,
    in view: CollectionView,
    setData: (DetailSnapshot) -> Void, updateSections: ([Int]) -> Void
) {
    setData(snapshot)  // the data source answers with the new data from now on
    view.performBatchUpdates {
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
/// Binds a collection view to the page's view model on the main actor: the first page is
/// installed whole (`reloadData`), every later one animated by its changeset, so the reviews
/// section slides in when the reviews arrive and nothing else moves.
@MainActor func bind(
    _ viewModel: AppPageViewModel, to view: CollectionView, setData: (DetailSnapshot) -> Void,
    reloadData: () -> Void, updateSections: ([Int]) -> Void, showFailure: (DetailFailure) -> Void
) async {
    for await state in viewModel.states {
        switch state {
        case .idle, .loading:
            continue
        case .loaded(let page):
            guard let changes = page.changes else {
                setData(page.snapshot)
                reloadData()
                continue
            }
            apply(changes, showing: page.snapshot, in: view, setData: setData, updateSections: updateSections)
        case .failed(let error):
            showFailure(error)
        }
    }
}

/// With SwiftUI, read the latest state from `ObservableAppPage` instead; its `state` redraws the
/// view that reads it.
@MainActor func swiftUIStyle(_ viewModel: AppPageViewModel) async -> ObservableAppPage {
    let page = ObservableAppPage(viewModel: viewModel)
    await page.load(policy: .standard)
    return page  // `page.state` is `.loading`, then `.loaded(…)` as the parts arrive
}
// snippet.hide
#if !canImport(UIKit)
    @MainActor func exercise(_ old: DetailSnapshot, _ new: DetailSnapshot) {
        let view = CollectionView()
        apply(
            old.batchUpdate(to: new, updateStyle: .reconfigure), showing: new, in: view, setData: { _ in },
            updateSections: { _ in })
        apply(
            old.stagedChangeset(to: new, updateStyle: .reload), in: view, setData: { _ in },
            updateSections: { _ in })
    }
#endif
