/// Looks an app up in many storefronts, telling each storefront's row as it is known: what a
/// view model of the app around the world needs (``LoadAppAroundTheWorldUseCase``, or a test's
/// stand-in).
public protocol AppAroundTheWorldLoading: Sendable {
    /// The app in each of `storefronts` under `policy`, calling `progress` after each row.
    func load(
        _ lookup: AppLookup, in storefronts: [Storefront], policy: CachePolicy,
        progress: @Sendable (WorldRow, WorldProgress) async -> Void
    ) async throws -> AppAroundTheWorld
}
