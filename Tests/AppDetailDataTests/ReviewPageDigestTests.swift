import AppDetailDomain
import Foundation
import TestSupport
import Testing

@testable import AppDetailData

/// A page of reviews reads back from its digest as the parser read it from the feed.
@Suite("A page of reviews' digest", .enabled(if: SharedFixtures.available))
struct ReviewPageDigestTests {
    /// Every captured page the parser reads, with its page number.
    static func pages() throws -> [(name: String, page: ReviewPage)] {
        let folder = SharedFixtures.root.appendingPathComponent("reviews")
        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
            .compactMap { file in
                let number =
                    Int(file.deletingPathExtension().lastPathComponent.split(separator: "_").last ?? "") ?? 1
                guard let page = try? ReviewsParser.page(from: Data(contentsOf: file), page: number) else {
                    return nil
                }
                return (file.lastPathComponent, page)
            }
    }

    @Test func everyCapturedPageReadsBackAsParsed() throws {
        let pages = try Self.pages()
        #expect(pages.count >= 8)
        #expect(pages.contains { $0.page.reviews.contains { $0.date != nil && $0.appVersion != nil } })
        for (name, page) in pages {
            let digest = try #require(ReviewPageDigest.digest(of: page), "\(name)")
            #expect(ReviewPageDigest.page(in: digest, number: page.number) == page, "\(name)")
        }
    }

    /// Missing versions and dates, a page with a next one, times to the sub-second.
    @Test func absentFieldsAndExactTimesComeBack() throws {
        let page = ReviewPage(
            number: try ReviewPageNumber(3),
            reviews: [
                Review(id: "1", author: "", rating: 5, title: "", body: "", appVersion: nil, date: nil),
                Review(
                    id: "2", author: "Ann", rating: 1, title: "t", body: "b\nc", appVersion: "1.2",
                    date: Date(timeIntervalSince1970: 1_700_000_000.123_456)),
            ],
            hasNextPage: true)
        let digest = try #require(ReviewPageDigest.digest(of: page))
        #expect(ReviewPageDigest.page(in: digest, number: page.number) == page)
    }

    /// Cut short, with a byte more, or under another version, a digest is not read.
    @Test func aDamagedDigestDoesNotRead() throws {
        let page = try #require(try Self.pages().first { $0.page.reviews.count > 10 }).page
        let digest = try #require(ReviewPageDigest.digest(of: page))
        #expect(ReviewPageDigest.page(in: digest.dropLast(), number: page.number) == nil)
        #expect(ReviewPageDigest.page(in: digest + Data([0]), number: page.number) == nil)
        let header = "appdetail reviews digest \(ReviewPageDigest.version)\n".utf8.count
        let other =
            Data("appdetail reviews digest \(ReviewPageDigest.version + 1)\n".utf8) + digest.dropFirst(header)
        #expect(ReviewPageDigest.page(in: other, number: page.number) == nil)
    }
}
