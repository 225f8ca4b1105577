import DiffableSections

/// The search screen as a diffable snapshot: one section of result rows.
public typealias SearchSnapshot = DiffableSnapshot<SearchSection, AppRow>
