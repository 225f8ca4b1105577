import Foundation

/// What bounds one tracking run: how many requests it may send, until when it may start one,
/// and the request budget its day is planned for (see ``TrackSchedule``). A run
/// that reaches a bound stops cleanly — what it observed is kept, the next run goes on with the
/// rest, those not observed today first.
public struct TrackLimits: Hashable, Sendable {
    /// The most requests the run sends, or `nil` for no bound.
    public var maxRequests: Int?
    /// The moment after which the run starts no request, or `nil` for no bound.
    public var until: Date?
    /// The budget the day is planned for, in requests a minute: the App Store pages, charts and
    /// reviews get ``TrackSchedule/partRequestsPerDay`` of it, counted over every run of the day
    /// (UTC); `nil` for every part every day.
    public var requestsPerMinute: Int?

    /// Limits.
    public init(maxRequests: Int?, until: Date?, requestsPerMinute: Int?) {
        self.maxRequests = maxRequests
        self.until = until
        self.requestsPerMinute = requestsPerMinute
    }

    /// No bound: every part of every followed app, as many requests as it takes.
    public static let none = TrackLimits(maxRequests: nil, until: nil, requestsPerMinute: nil)
}

/// The bound a tracking run reached.
public enum TrackLimit: String, Hashable, Sendable {
    /// It sent the most requests it was allowed.
    case requests
    /// Its time was up.
    case time
}
