import AppDetailData
import AppDetailTerminal
import ArgumentParser
import Foundation

/// Shell completion of an app argument from the cache: the cached ids, and the bundle ids once a
/// letter is typed, that start with what was typed — the cache named by `--cache-dir` anywhere on
/// the line, else the environment's.
///
/// It runs on a keypress, with text someone else's server wrote, so two rules hold:
/// - **it only reads**: the cache is opened read-only or not at all — no cache is made, seeded,
///   migrated, repaired or moved aside, and a missing, older, locked or damaged one completes
///   nothing;
/// - **a candidate is a plain word**: digits, or a bundle id of ASCII letters, digits, `.`, `-`
///   and `_`. bash's completion script hands the candidates to `compgen -W`, which expands `$(…)`
///   and backticks in them; a cached bundle id that is anything else is not offered at all.
///
/// zsh and fish show a description beside each candidate — the app's name — and neither
/// evaluates it (zsh's `_describe` reads `value:description`, fish's `complete` a tab between
/// them); bash has no such place, and a name handed to `compgen -W` would be expanded, so bash
/// gets the plain words alone. A name is made one line of visible characters first.
enum CachedAppCompletion {
    /// The completion for an argument that names apps.
    static let kind = CompletionKind.custom { words, index, prefix in
        candidates(typed: typedWord(words: words, index: index, prefix: prefix), words: words)
    }

    /// At most this many candidates, so a large cache completes at once.
    static let most = 200

    /// The longest bundle id offered (Apple allows 155 characters).
    static let longestBundleID = 155

    /// What was typed of the word being completed. swift-argument-parser cuts its `prefix` from
    /// the line's last word, which is another word when options follow the cursor
    /// (`show com.e<Tab> --cache-dir DIR`), so the word is read at its own index.
    static func typedWord(words: [String], index: Int, prefix: String) -> String {
        guard words.indices.contains(index), index != words.count - 1 else { return prefix }
        return words[index]
    }

    static func candidates(
        typed word: String, words: [String],
        shell: String? = ProcessInfo.processInfo.environment["SAP_SHELL"]
    ) -> [String] {
        guard let directory = cacheDirectory(words: words),
            CacheLocation.holdsCache(directory),
            let cache = try? AppDetailDataFactory.openCacheForReading(directory: directory)
        else { return [] }
        let typed = word.hasPrefix("id") ? String(word.dropFirst(2)) : word
        let byBundle = typed.contains { $0.isLetter }
        var found: [String] = []
        var seen: Set<String> = []
        try? cache.entries(pageSize: 500) { page in
            for entry in page where found.count < most {
                let candidate = byBundle ? entry.bundleID : "\(entry.id)"
                guard isPlainWord(candidate), candidate.lowercased().hasPrefix(typed.lowercased()),
                    seen.insert(candidate).inserted
                else { continue }
                let value = word.hasPrefix("id") && !byBundle ? "id" + candidate : candidate
                found.append(described(value, name: entry.name, shell: shell))
            }
        }
        return found
    }

    /// `value` with `name` as its description where the shell shows one (zsh, fish), else alone.
    static func described(_ value: String, name: String, shell: String?) -> String {
        let shown = TerminalText.sanitized(TerminalText.oneLine(name))
            .filter { $0 != "\\" && $0 != "\t" }
        let name = shown.count > 60 ? String(shown.prefix(59)) + "…" : shown
        guard !name.isEmpty else { return value }
        switch shell {
        case "zsh": return value + ":" + name.replacingOccurrences(of: ":", with: "\\:")
        case "fish": return value + "\t" + name
        default: return value
        }
    }

    /// `--cache-dir DIR` or `--cache-dir=DIR` anywhere on the line (the last one wins, as when
    /// the command runs), else the environment's cache.
    static func cacheDirectory(words: [String]) -> URL? {
        var named: String?
        for (position, word) in words.enumerated() {
            if word == "--cache-dir", words.indices.contains(position + 1) {
                named = words[position + 1]
            } else if word.hasPrefix("--cache-dir=") {
                named = String(word.dropFirst("--cache-dir=".count))
            }
        }
        if let named, !named.isEmpty { return URL(fileURLWithPath: named, isDirectory: true) }
        return CacheLocation.directory(environment: ProcessInfo.processInfo.environment)
    }

    /// Whether a shell can be handed `candidate` as it is: ASCII letters, digits, `.`, `-` and
    /// `_`, starting with a letter or digit, at most ``longestBundleID`` characters.
    static func isPlainWord(_ candidate: String) -> Bool {
        func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
        }
        guard let first = candidate.unicodeScalars.first, isLetterOrDigit(first),
            candidate.utf8.count <= longestBundleID
        else { return false }
        return candidate.unicodeScalars.allSatisfy {
            isLetterOrDigit($0) || ".-_".unicodeScalars.contains($0)
        }
    }
}
