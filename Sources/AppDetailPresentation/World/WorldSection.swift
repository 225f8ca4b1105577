import AppDetailDomain
import DiffableSections

/// A section of the app-around-the-world screen: the whole on top, then the storefronts by the
/// region the store lists them in.
public enum WorldSection: Hashable, Sendable, Diffable {
    /// The whole.
    case whole
    /// The storefronts of one region.
    case region(StorefrontRegion)

    /// A section is its own identity.
    public var diffIdentifier: WorldSection { self }
}

/// The app-around-the-world screen as a diffable snapshot.
public typealias WorldSnapshot = DiffableSnapshot<WorldSection, WorldItem>
