extension Storefront {
    /// Every code a storefront's country may have (the assigned ISO 3166-1 alpha-2 codes,
    /// lowercase, sorted), for completion and pickers.
    public static var countryCodes: [String] { ISOCountryCodes.all.sorted() }
}
