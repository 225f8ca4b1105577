import AppDetailDomain
import AppDetailTerminal
import Foundation

/// `track add <app…> --countries …`: following apps in many storefronts, each asked once for
/// all of them, and what it says — a line an app, then why some storefronts gave no answer.
struct TrackAddEverywhere {
    let ids: [AppID]
    let storefronts: [Storefront]
    let reviews: Bool

    func run(in session: CommandSession) async throws {
        let composition = try session.composition()
        let sources = composition.makeUnhurriedSources()
        let progress = WorldProgressLine(perMinute: composition.requestRate.perMinute)
        let outcome: FollowOutcome
        do {
            outcome = try await composition.makeFollower(sources: sources).follow(
                ids, in: storefronts, reviews: reviews
            ) { progress.show($0) }
        } catch {
            progress.finish()
            throw error
        }
        progress.finish()
        // How many storefronts each app was followed in, counted once: asking the outcome per app
        // would walk every followed app in every storefront (175,000) for each of the ids.
        let storefrontCounts = Dictionary(outcome.followed.map { ($0.app, 1) }, uniquingKeysWith: +)
        for id in ids {
            StandardOutputStream.writeLine(
                line(for: id, in: outcome, storefrontCount: storefrontCounts[id] ?? 0),
                in: session.environment)
        }
        try end(outcome, storefrontCounts: storefrontCounts)
    }

    /// "Following Instagram (389801252) in 171 of 175 storefronts; not sold in CN, RU, …".
    private func line(for id: AppID, in outcome: FollowOutcome, storefrontCount: Int) -> String {
        let notSold = (outcome.notSold[id] ?? []).map { $0.country.uppercased() }
        guard let name = outcome.names[id], storefrontCount > 0 else {
            return "Not following app \(id): "
                + (notSold.isEmpty
                    ? "no storefront answered for it."
                    : "none of the \(notSold.count) storefronts that answered sells it.")
        }
        var text =
            "Following \(TerminalText.oneLine(name)) (\(id)) in \(storefrontCount) of \(storefronts.count) storefronts"
            + (reviews ? ", with its reviews" : "")
        if !notSold.isEmpty { text += "; not sold in \(UnansweredStorefronts.listed(notSold))" }
        return text + "."
    }

    /// Ends with the status of what went wrong: storefronts not asked or not answered (their
    /// failure's status), or an app no storefront sells (66).
    private func end(_ outcome: FollowOutcome, storefrontCounts: [AppID: Int]) throws {
        if let stop = outcome.stoppedBy {
            let refused = outcome.failures.map(\.storefront).filter { !outcome.unasked.contains($0) }
            var codes: [String] = []
            for storefront in refused + outcome.unasked where !codes.contains(storefront.country.uppercased())
            {
                codes.append(storefront.country.uppercased())
            }
            throw UnansweredStorefronts.exit(
                codes: codes, of: storefronts.count, error: stop,
                hint:
                    "The apps are followed where the store answered; run the same command again later and it asks only the storefronts left."
            )
        }
        if let first = outcome.failures.first {
            let codes = Set(outcome.failures.map { $0.storefront.country.uppercased() }).sorted()
            throw ErrorReporter.exit(
                message:
                    "\(codes.count) \(codes.count == 1 ? "storefront" : "storefronts") could not answer in full (\(UnansweredStorefronts.listed(codes))): \(first.error.message)",
                hint: "Run the same command again: what was followed stays followed.",
                status: ExitStatus.code(for: first.error))
        }
        let nowhere = ids.filter { storefrontCounts[$0] == nil }
        if !nowhere.isEmpty {
            throw FileError(
                message:
                    "Not followed: \(nowhere.map(\.description).joined(separator: ", ")) — no storefront asked sells \(nowhere.count == 1 ? "it" : "them").",
                hint: "Check the id: appdetail search finds an app by name.", status: ExitStatus.notFound)
        }
    }
}
