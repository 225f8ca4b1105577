import AppDetailDomain

/// How one section is read from one of today's page's shelves, with the keys of the page's data
/// the reading looks at: ``PageShelves/readers`` lists them, so a new section is read, kept in
/// the details and in the digest by joining that list.
struct ShelfReader: Sendable {
    /// The section it reads.
    let section: StorePageSection
    /// The keys it reads that the digest would not keep otherwise (``PageDataDigest/keys``).
    let keys: Set<String>
    /// Reads the section from the shelves, setting its state there: `nil` when it has no part.
    let read: @Sendable (inout PageShelves) -> (any StorePagePart)?
}
