import AppDetailDomain
import AppDetailPresentation
import Foundation
import TestSupport
import Testing

@testable import AppDetailData

/// The shared real lookup responses, read in place from `../shared/fixtures/itunes`.
enum RealFixtures {
    static let folder = SharedFixtures.lookup

    /// Whether the fixtures are there (``SharedFixtures/available``).
    static var available: Bool { SharedFixtures.available }

    static func detail(_ id: Int64) throws -> Listing {
        try parse(Data(contentsOf: folder.appendingPathComponent("\(id).json")), id: id)
    }

    /// A real app with some keys of its result object changed by `edit`.
    static func detail(_ id: Int64, editing edit: (inout [String: Any]) -> Void) throws -> Listing {
        let data = try Data(contentsOf: folder.appendingPathComponent("\(id).json"))
        var envelope = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var results = try #require(envelope["results"] as? [[String: Any]])
        edit(&results[0])
        envelope["results"] = results
        return try parse(JSONSerialization.data(withJSONObject: envelope), id: id)
    }

    static func parse(_ data: Data, id: Int64) throws -> Listing {
        try ListingParser.listing(from: data, for: .id(AppID(rawValue: id)!), in: .unitedStates)
    }

    static func all() throws -> [Listing] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
            .map { file in
                // Each file is named by the id it answers, which is the id asked for.
                let id = try #require(Int64(file.deletingPathExtension().lastPathComponent))
                return try parse(Data(contentsOf: file), id: id)
            }
    }
}

extension DetailSnapshot {
    func badge(_ kind: SummaryBadge.Kind) -> SummaryBadge? {
        item(withIdentifier: .badge(kind)).flatMap {
            if case .summary(let badge) = $0 { badge } else { nil }
        }
    }

    func row(_ field: InformationRow.Field) -> InformationRow? {
        item(withIdentifier: .information(field)).flatMap {
            if case .information(let row) = $0 { row } else { nil }
        }
    }

    var top: TopItem? {
        item(withIdentifier: .top).flatMap { if case .top(let item) = $0 { item } else { nil } }
    }

}
