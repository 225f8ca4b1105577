/// How the storefronts of an app around the world are ordered.
public enum WorldSort: String, CaseIterable, Hashable, Sendable {
    /// Most ratings first; storefronts without the app last, in code order.
    case count
    /// Highest average first (ties by count); storefronts without ratings last.
    case rating
    /// By the storefront's code.
    case storefront
}
