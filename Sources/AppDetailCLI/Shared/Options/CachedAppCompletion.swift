import AppDetailData
import ArgumentParser
import Foundation

/// Shell completion of an app argument from the cache: the cached ids, and the bundle ids once a
/// letter is typed, that start with what was typed — the cache named by `--cache-dir` on the
/// line, else the environment's. It only reads: no cache is made, seeded or reported on, and a
/// missing, locked or damaged one completes nothing.
enum CachedAppCompletion {
    /// The completion for an argument that names apps.
    static let kind = CompletionKind.custom { words, _, prefix in candidates(words: words, prefix: prefix) }

    /// At most this many candidates, so a large cache completes at once.
    static let most = 200

    static func candidates(words: [String], prefix: String) -> [String] {
        let variables = ProcessInfo.processInfo.environment
        let named = words.firstIndex(of: "--cache-dir").flatMap {
            words.indices.contains($0 + 1) ? words[$0 + 1] : nil
        }
        guard
            let directory = named.map({ URL(fileURLWithPath: $0, isDirectory: true) })
                ?? CacheLocation.directory(environment: variables),
            CacheLocation.holdsCache(directory),
            let cache = try? AppDetailDataFactory.openCache(directory: directory, seed: nil, warn: { _ in })
        else { return [] }
        let typed = prefix.hasPrefix("id") ? String(prefix.dropFirst(2)) : prefix
        let byBundle = typed.contains { $0.isLetter }
        var found: [String] = []
        var seen: Set<String> = []
        try? cache.entries(pageSize: 500) { page in
            for entry in page where found.count < most {
                let candidate = byBundle ? entry.bundleID : "\(entry.id)"
                guard candidate.lowercased().hasPrefix(typed.lowercased()), seen.insert(candidate).inserted
                else { continue }
                found.append(prefix.hasPrefix("id") && !byBundle ? "id" + candidate : candidate)
            }
        }
        return found
    }
}
