/// A genre the store has charts for, such as Finance (6015) or the game subgenre Puzzle (7012),
/// validated against the App Store's list (``all``).
public struct ChartGenre: Hashable, Sendable, CustomStringConvertible {
    /// The store's genre id, as in a lookup's `primaryGenreId`.
    public let id: Int
    /// The English name.
    public let name: String
    /// The name in each language the catalog knows, by language code (`ko`, `zh-Hant`).
    private let localizedNames: [String: String]
    /// Other names the genre is found by (an old name, a qualified one).
    private let aliases: [String]

    /// The genre with this id.
    ///
    /// - Throws: ``AppDetailError/invalidInput(_:)`` with ``InvalidInputReason/genre(_:suggestions:)``
    ///   when the store has no chart for it.
    public init(id: Int) throws(AppDetailError) {
        guard let genre = Self.all.first(where: { $0.id == id }) else {
            throw .invalidInput(.genre(String(id), suggestions: []))
        }
        self = genre
    }

    /// The genre a person named: its id, or its name in any of the catalog's languages, with
    /// case, spaces, hyphens, `&`/`and` and `/` not mattering (`health-and-fitness`, `금융`).
    ///
    /// - Throws: ``AppDetailError/invalidInput(_:)`` with ``InvalidInputReason/genre(_:suggestions:)``
    ///   naming up to three nearest English names.
    public init(named text: String) throws(AppDetailError) {
        let trimmed = text.trimmingASCIIWhitespace()
        if let id = Int(trimmed) {
            self = try Self(id: id)
            return
        }
        let key = Self.matchingKey(trimmed)
        if !key.isEmpty, let genre = Self.all.first(where: { $0.keys.contains(key) }) {
            self = genre
            return
        }
        let suggestions = NearestName.closest(
            to: key, among: Self.all.map { Self.matchingKey($0.name) }, limit: 3
        ).compactMap { key in Self.all.first { Self.matchingKey($0.name) == key }?.name }
        throw .invalidInput(.genre(trimmed, suggestions: suggestions))
    }

    /// The name in the language `code` names (`ko`, `ko-KR`, `zh-Hant`, `zh-TW`), English when
    /// the catalog has none in it.
    public func name(inLanguage code: String?) -> String {
        guard let code else { return name }
        let parts = code.split { $0 == "-" || $0 == "_" }.map { $0.lowercased() }
        guard let base = parts.first else { return name }
        let key =
            base == "zh"
            ? (parts.dropFirst().contains { ["hant", "tw", "hk", "mo"].contains($0) } ? "zh-Hant" : "zh-Hans")
            : base
        return localizedNames[key] ?? name
    }

    /// The English name.
    public var description: String { name }

    init(
        _ id: Int, _ english: String, _ korean: String, _ japanese: String, _ french: String,
        _ german: String,
        _ spanish: String, _ simplifiedChinese: String, _ traditionalChinese: String
    ) {
        self.id = id
        self.name = english
        self.localizedNames = [
            "ko": korean, "ja": japanese, "fr": french, "de": german, "es": spanish,
            "zh-Hans": simplifiedChinese, "zh-Hant": traditionalChinese,
        ]
        self.aliases = []
    }

    init(game id: Int, _ english: String, _ korean: String, _ japanese: String, also aliases: [String] = []) {
        self.id = id
        self.name = english
        self.localizedNames = ["ko": korean, "ja": japanese]
        self.aliases = aliases
    }

    /// Every name this genre is found by, as matching keys.
    private var keys: Set<String> {
        Set(([name] + aliases + Array(localizedNames.values)).map(Self.matchingKey))
    }

    /// `Health & Fitness` → `healthandfitness`; `写真/ビデオ` → `写真ビデオ`.
    private static func matchingKey(_ text: String) -> String {
        text.lowercased().replacingOccurrences(of: "&", with: "and")
            .filter { $0.isLetter || $0.isNumber }
    }
}
