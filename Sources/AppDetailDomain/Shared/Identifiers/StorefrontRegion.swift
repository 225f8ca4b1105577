/// The five regions the App Store groups its storefronts in, as its country chooser and App
/// Store Connect's territory list do.
///
/// Where the store's own lists place a country differently over the years, the catalog follows
/// App Store Connect: Armenia and Azerbaijan are in Africa, the Middle East and India; the Central
/// Asian storefronts and Afghanistan, Pakistan and Sri Lanka are in Asia Pacific.
public enum StorefrontRegion: String, CaseIterable, Hashable, Sendable, Codable {
    /// Africa, the Middle East and India (55 storefronts).
    case africaMiddleEastIndia = "africa-middle-east-india"
    /// Asia and the Pacific (38 storefronts).
    case asiaPacific = "asia-pacific"
    /// Europe, with Kosovo, Russia, Türkiye and Ukraine (43 storefronts).
    case europe
    /// Latin America and the Caribbean (37 storefronts).
    case latinAmericaCaribbean = "latin-america"
    /// The United States and Canada.
    case unitedStatesCanada = "us-canada"
}
