import AppDetailDomain
import AppDetailPresentation
import DiffableSections
import Foundation
import TestSupport
import Testing

extension LivingScreenTests {
    /// A reader as a collection view is one: the first page installed whole, every later one
    /// replayed as a batch on the simulator; violations are counted, not thrown.
    struct ScreenReader {
        var states: AsyncStream<AppPageViewState>.Iterator
        var screen: BatchUpdateSimulator<DetailSection, DetailItem>?
        var seen: [AppPageViewState] = []
        var violations: [String] = []
        /// Sections deleted or inserted by any batch after the first page.
        var sectionsRemoved = 0
        var sectionsAdded = 0

        init(_ states: AsyncStream<AppPageViewState>) {
            self.states = states.makeAsyncIterator()
        }

        /// Reads one state and shows it.
        mutating func next() async -> AppPageViewState? {
            guard let state = await states.next() else { return nil }
            seen.append(state)
            guard case .loaded(let page) = state else { return state }
            if let changes = page.changes, var shown = screen {
                do {
                    try shown.performBatchUpdates(changes, dataSource: page.snapshot)
                    screen = shown
                } catch {
                    violations.append("\(error)")
                    screen = BatchUpdateSimulator(showing: page.snapshot)
                }
                sectionsRemoved += changes.sectionDeletes.count
                sectionsAdded += changes.sectionInserts.count
            } else {
                if screen != nil {
                    violations.append("a page without changes after the first (load \(page.load))")
                }
                screen = BatchUpdateSimulator(showing: page.snapshot)
            }
            return state
        }

        /// Reads until `load` has settled (or failed); returns the settled page.
        mutating func untilSettled(_ load: Int) async -> LoadedPage? {
            while let state = await next() {
                switch state {
                case .loaded(let page) where page.load == load && page.isSettled: return page
                case .failed: return nil
                default: continue
                }
            }
            return nil
        }
    }
}
