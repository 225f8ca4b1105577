/// An item that appears, with its position in the new data.
public struct ItemInsert<Item: Sendable>: Sendable {
    /// Where it appears, in the new data.
    public var at: ItemIndexPath
    /// The value.
    public var item: Item

    /// An insert.
    public init(at: ItemIndexPath, item: Item) {
        self.at = at
        self.item = item
    }
}

extension ItemInsert: Equatable where Item: Equatable {}

/// An item whose identity stayed and whose content changed, with its positions before and after.
public struct ItemUpdate<Item: Sendable>: Sendable {
    /// Its position in the old data: use this inside `performBatchUpdates` (as reloads require).
    public var from: ItemIndexPath
    /// Its position in the new data: use this after the batch has been applied.
    public var to: ItemIndexPath
    /// The new value.
    public var item: Item

    /// An update.
    public init(from: ItemIndexPath, to: ItemIndexPath, item: Item) {
        self.from = from
        self.to = to
        self.item = item
    }
}

extension ItemUpdate: Equatable where Item: Equatable {}

/// A section that appears, with its items, at its index in the new data.
///
/// Its items are part of the section insert and are never listed as item inserts.
public struct SectionInsert<Section: Sendable, Item: Sendable>: Sendable {
    /// Where it appears, in the new data.
    public var at: Int
    /// The section and its items.
    public var content: SectionData<Section, Item>

    /// An insert.
    public init(at: Int, content: SectionData<Section, Item>) {
        self.at = at
        self.content = content
    }
}

extension SectionInsert: Equatable where Section: Equatable, Item: Equatable {}

/// A section whose identity stayed and whose own content (its header, say) changed.
public struct SectionUpdate<Section: Sendable>: Sendable {
    /// Its index in the old data.
    public var from: Int
    /// Its index in the new data.
    public var to: Int
    /// The new value.
    public var section: Section

    /// An update.
    public init(from: Int, to: Int, section: Section) {
        self.from = from
        self.to = to
        self.section = section
    }
}

extension SectionUpdate: Equatable where Section: Equatable {}

/// A move from a position in the old data to a position in the new data.
public struct Move<Position: Hashable & Sendable>: Hashable, Sendable {
    /// Where it was, in the old data.
    public var from: Position
    /// Where it goes, in the new data.
    public var to: Position

    /// A move.
    public init(from: Position, to: Position) {
        self.from = from
        self.to = to
    }
}

/// The position of an item: its section's index and its index within that section.
///
/// It mirrors Foundation's `IndexPath(item:section:)` without depending on Foundation; convert
/// with `IndexPath(item: path.item, section: path.section)`.
public struct ItemIndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section's index.
    public var section: Int
    /// The item's index within the section.
    public var item: Int

    /// A position.
    public init(item: Int, section: Int) {
        self.item = item
        self.section = section
    }

    /// Orders by section, then by item.
    public static func < (lhs: ItemIndexPath, rhs: ItemIndexPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    /// `[section, item]`, as UIKit prints index paths.
    public var description: String { "[\(section), \(item)]" }
}
