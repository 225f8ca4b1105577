// The names these types had in 0.1.0, kept so that code written against that release still
// builds (with a warning and a fix-it) while it moves to the new names, which the README's
// glossary lists. They go in 1.0.

/// The 0.1.0 name of ``Listing``.
@available(*, deprecated, renamed: "Listing")
public typealias AppDetail = Listing

/// The 0.1.0 name of ``ListingRepository``.
@available(*, deprecated, renamed: "ListingRepository")
public typealias AppDetailRepository = ListingRepository

/// The 0.1.0 name of ``FetchListingUseCase``.
@available(*, deprecated, renamed: "FetchListingUseCase")
public typealias FetchAppDetailUseCase = FetchListingUseCase

/// The 0.1.0 name of ``FetchManyListingsUseCase``.
@available(*, deprecated, renamed: "FetchManyListingsUseCase")
public typealias FetchManyAppDetailsUseCase = FetchManyListingsUseCase

/// The 0.1.0 name of ``ManyListings``.
@available(*, deprecated, renamed: "ManyListings")
public typealias ManyAppDetails = ManyListings

/// The 0.1.0 name of ``ListingLimits``.
@available(*, deprecated, renamed: "ListingLimits")
public typealias AppDetailRepositoryLimits = ListingLimits

/// The 0.1.0 name of ``OfflineReason``.
@available(*, deprecated, renamed: "OfflineReason")
public typealias ConnectivityProblem = OfflineReason

/// The 0.1.0 name of ``RedirectReason``.
@available(*, deprecated, renamed: "RedirectReason")
public typealias RedirectRefusal = RedirectReason

/// The 0.1.0 name of ``AppIDReason``.
@available(*, deprecated, renamed: "AppIDReason")
public typealias AppIDProblem = AppIDReason

/// The 0.1.0 name of ``InvalidInputReason``.
@available(*, deprecated, renamed: "InvalidInputReason")
public typealias InvalidInput = InvalidInputReason
