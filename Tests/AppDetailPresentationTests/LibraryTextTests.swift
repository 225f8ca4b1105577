import AppDetailDomain
import AppDetailPresentation
import Foundation
import Testing

/// The libraries speak to a client's screen: no text they produce names an option of the
/// command line (`--country`) or one of its environment variables (`$APPDETAIL_ENDPOINT`), in any
/// language; every failure has a hint in every language. Two ways: every failure and remedy the
/// Domain has, worded in every language; and every string literal in the libraries' sources.
@Suite("The libraries' words name no command-line option")
struct LibraryTextTests {
    static let lookup = AppLookup.id(AppID(rawValue: 284_882_215)!)

    /// One of every failure, every reason and every remedy.
    static let failures: [AppDetailError] = [
        .notFound(lookup, .unitedStates), .notAnIOSApp(lookup, kind: "song"),
        .offline(.noConnection(detail: "reset")), .offline(.timedOut), .offline(.unreachable(host: "h")),
        .offline(.notCached(lookup, .unitedStates)), .offline(.partNotCached(what: "the reviews")),
        .offline(.redirectRefused(host: "h", .tooMany(limit: 5))), .throttled, .serverError(status: 503),
        .malformedAnswer(detail: "x"),
        .cacheUnavailable(CacheReason(path: "/c", detail: "is read-only", remedy: .chooseAnotherPlace)),
        .cacheUnavailable(CacheReason(path: "/c", detail: "is locked", remedy: .waitForOtherProcess)),
        .cacheUnavailable(CacheReason(path: "/c", detail: "cannot be upgraded", remedy: .startAfresh)),
        .cacheUnavailable(CacheReason(path: "/c", detail: "is newer", remedy: .update)),
        .invalidInput(.appID("x", .notDigits)), .invalidInput(.bundleID("x")),
        .invalidInput(.appReference("x")),
        .invalidInput(.country("uk")), .invalidInput(.country("xx")), .invalidInput(.language("x")),
        .invalidInput(.rejectedByStore("no")), .invalidInput(.reviewPage(11)), .invalidInput(.searchTerm("")),
        .invalidInput(.searchLimit(0)), .invalidInput(.chartLimit(0)),
        .invalidInput(.genre("x", suggestions: ["Finance"])), .invalidInput(.genre("x", suggestions: [])),
    ]

    static func namesTheCommandLine(_ text: String) -> Bool {
        text.range(of: #"--[a-z]"#, options: .regularExpression) != nil || text.contains("APPDETAIL_")
    }

    @Test func everyFailureIsWordedWithoutTheCommandLineInEveryLanguage() {
        for error in Self.failures {
            #expect(!Self.namesTheCommandLine(error.message), "\(error.message)")
            let hint = error.hint ?? ""
            #expect(!hint.isEmpty && !Self.namesTheCommandLine(hint), "\(error): \(hint)")
            for language in DetailLanguage.allCases {
                let failure = DetailFailure(error, in: language)
                #expect(!Self.namesTheCommandLine(failure.message), "\(language): \(failure.message)")
                let hint = failure.hint ?? ""
                #expect(!hint.isEmpty, "\(error) has no hint in \(language)")
                #expect(!Self.namesTheCommandLine(hint), "\(language): \(hint)")
                #expect(
                    language == .english || hint != error.hint, "\(error): the \(language) hint is English")
            }
        }
    }

    /// Every string literal in the libraries' sources (comments left out): no option, no
    /// variable. The one exception is where a library reads the environment it is given
    /// (`CacheLocation`), a key and not a text anyone reads.
    @Test func noLiteralInTheLibrariesNamesTheCommandLine() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let libraries = [
            "AppDetailDomain", "AppDetailData", "AppDetailPresentation", "DiffableSections",
            "AppDetailTransport",
            "AppDetailURLSession", "AppDetailAsyncHTTPClient",
        ]
        var found: [String] = []
        for library in libraries {
            let folder = sources.appendingPathComponent(library)
            let files =
                FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
            #expect(!files.isEmpty, "\(library) has sources")
            for file in files {
                for (number, line) in try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
                    .enumerated()
                {
                    let code = line.trimmingCharacters(in: .whitespaces)
                    guard !code.hasPrefix("//"), !code.contains("environment[\"") else { continue }
                    for literal in Self.literals(in: String(line)) where Self.namesTheCommandLine(literal) {
                        found.append("\(file.lastPathComponent):\(number + 1): \(literal)")
                    }
                }
            }
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    /// The string literals of one line (simple ones: enough for a scan, as a literal that names
    /// an option names it on one line).
    static func literals(in line: String) -> [String] {
        var literals: [String] = []
        var current: String?
        var escaped = false
        for character in line {
            if var text = current {
                if escaped {
                    escaped = false
                    text.append(character)
                    current = text
                } else if character == "\\" {
                    escaped = true
                    current = text
                } else if character == "\"" {
                    literals.append(text)
                    current = nil
                } else {
                    text.append(character)
                    current = text
                }
            } else if character == "\"" {
                current = ""
            }
        }
        return literals
    }
}
