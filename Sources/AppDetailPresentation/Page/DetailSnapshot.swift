import DiffableSections

/// The detail page as a diffable snapshot of sections and items.
public typealias DetailSnapshot = DiffableSnapshot<DetailSection, DetailItem>
