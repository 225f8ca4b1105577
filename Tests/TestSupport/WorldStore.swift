import Foundation

/// A loopback App Store that sells one app in many storefronts, each with its own figures: the
/// record of a real lookup (`lookup/<fixture>.json`) with, per storefront, a rating and count
/// made from its code, its own currency and price words, and a name of its own in a few stores
/// (Korean, Arabic, Hebrew, Thai). Storefronts listed as absent answer an empty lookup; a
/// storefront listed as failing answers its status; past `refuseAfter` requests every lookup is
/// refused with 429, as a store enforcing its limit does. Every lookup's storefront is kept.
public final class WorldStore: Sendable {
    private let server: RawHTTPServer
    private let asked: Locked<[String]>
    private let moments: Locked<[ContinuousClock.Instant]>

    /// The address to use as the endpoint.
    public var baseURL: URL { server.baseURL }

    /// When each request arrived, lookups and pages alike, in order.
    public var requestMoments: [ContinuousClock.Instant] { moments.withLock { $0 } }

    /// The storefront of every lookup received, in order.
    public var storefrontsAsked: [String] { asked.withLock { $0 } }

    /// The names the store gives the app in a few storefronts, in their scripts.
    public static let localNames = [
        "kr": "인스타그램", "sa": "إنستغرام", "il": "אינסטגרם", "th": "อินสตาแกรม",
    ]

    /// Starts a store selling app `id` with the record of `fixture`.
    public convenience init(
        app id: String, fixture: String, absentIn absent: Set<String> = [],
        failing: [String: Int] = [:], refuseAfter: Int? = nil
    ) throws {
        try self.init(
            apps: [id], fixture: fixture, absentIn: absent, failing: failing, refuseAfter: refuseAfter)
    }

    /// Starts a store selling each of `apps` (ids) in every storefront not `absent`, each with
    /// the record of `fixture` under its own id and, in every storefront, `ratingsAdded` more
    /// ratings than ``figures(in:)`` gives (the same store some days later).
    public init(
        apps ids: [String], fixture: String, absentIn absent: Set<String> = [],
        failing: [String: Int] = [:], refuseAfter: Int? = nil, ratingsAdded: Int = 0
    ) throws {
        let sold = Set(ids)
        let url = SharedFixtures.lookup.appendingPathComponent("\(fixture).json")
        let answer = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        guard let base = (answer?["results"] as? [[String: Any]])?.first else {
            throw CocoaError(.fileReadCorruptFile)
        }
        let record = try JSONSerialization.data(withJSONObject: base)
        let asked = Locked<[String]>([])
        self.asked = asked
        let moments = Locked<[ContinuousClock.Instant]>([])
        self.moments = moments
        server = try RawHTTPServer { request, connection in
            moments.withLock { $0.append(ContinuousClock.now) }
            guard !LoopbackLookups.answerOtherThanLookup(request, on: connection) else { return }
            let country = (request.query("country") ?? "us").lowercased()
            let count = asked.withLock {
                $0.append(country)
                return $0.count
            }
            if let refuseAfter, count > refuseAfter {
                connection.respond(status: 429, body: Data())
                return
            }
            if let status = failing[country] {
                connection.respond(status: status, body: Data())
                return
            }
            let wanted = absent.contains(country) ? [] : LoopbackLookups.asked(request).filter(sold.contains)
            let bodies = wanted.map { id in
                var fields = Self.record(record, in: country, ratingsAdded: ratingsAdded)
                fields["trackId"] = Int64(id) ?? 0
                return (try? JSONSerialization.data(withJSONObject: fields)) ?? Data()
            }
            connection.respond(status: 200, body: LoopbackLookups.answer(bodies))
        }
    }

    /// The figures storefront `country` gives: a count and an average made from its letters, so
    /// each storefront differs and a test can compute them again.
    public static func figures(in country: String) -> (average: Double, count: Int) {
        let letters = country.unicodeScalars.map { Int($0.value) - 96 }
        let code = letters.reduce(0) { $0 * 26 + $1 }
        return (Double(300 + code % 200) / 100, (code * 7_919) % 2_000_000 + 1)
    }

    private static func record(_ base: Data, in country: String, ratingsAdded: Int) -> [String: Any] {
        var record = (try? JSONSerialization.jsonObject(with: base) as? [String: Any]) ?? [:]
        let (average, count) = figures(in: country)
        record["averageUserRating"] = average
        record["userRatingCount"] = count + ratingsAdded
        record["currency"] = country == "us" ? "USD" : country.uppercased() + "D"
        record["price"] = 0
        record["formattedPrice"] = country == "kr" ? "무료" : "Free"
        if let name = localNames[country] { record["trackName"] = name }
        return record
    }

    /// Stops the server.
    public func stop() { server.stop() }
}
