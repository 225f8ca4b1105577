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
