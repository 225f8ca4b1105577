import AppDetailDomain
import AppDetailPresentation
import AppDetailTerminal
import ArgumentParser

/// `--country` and `--lang`: the storefront a command works in.
///
/// The country is, in this order: `--country`; the country of the App Store link given as the
/// app; `$APPDETAIL_COUNTRY`; the region of the user's locale (`LC_ALL`, `LC_MESSAGES`, `LANG`,
/// the first that is set: `ko_KR.UTF-8` → kr); else us.
struct StorefrontOptions: ParsableArguments {
    @Option(
        help:
            "The App Store country, an ISO 3166 two-letter code (default: $APPDETAIL_COUNTRY, else the locale's region, else us; for a command given an App Store link, the link's store first).",
        completion: .list(Storefront.countryCodes)
    )
    var country: String?

    @Option(
        name: .customLong("lang"), help: "The language, such as en or ko-KR.",
        completion: .list(DetailLanguage.allCases.map(\.rawValue)))
    var language: String?

    /// Where the country came from, for `-v`.
    enum Source: String {
        case option = "--country"
        case link = "the link"
        case variable = "$APPDETAIL_COUNTRY"
        case locale = "the locale's region"
        case fallback = "the default"
    }

    /// The validated storefront and where its country came from. A link's `?l=` language
    /// (`linkLanguage`) is used when `--lang` is not given and it names a page language.
    func storefront(link: String? = nil, linkLanguage: String? = nil, in environment: CommandEnvironment)
        throws
        -> (storefront: Storefront, source: Source)
    {
        let language = self.language ?? linkLanguage.flatMap { DetailLanguage(tag: $0) != nil ? $0 : nil }
        if let language { _ = try Self.pageLanguage(language) }
        let (text, source) = chosenCountry(link: link, in: environment)
        do throws(AppDetailError) {
            return (try Storefront(country: text, language: language), source)
        } catch {
            guard source != .option, source != .link, case .invalidInput(.country) = error else {
                throw error
            }
            // A variable naming no store is a mistake worth saying, not silently replaced; the
            // quote is what it holds, and where that came from follows it.
            var message = error.message
            if let closing = message.range(of: "” is not", options: .backwards) {
                message.insert(
                    contentsOf: " (from \(source.rawValue))", at: message.index(after: closing.lowerBound))
            }
            throw UsageError(message: message, hint: TerminalWords(language: .english).hint(for: error))
        }
    }

    /// The page language `--lang` names, or a usage error with the nearest of them.
    static func pageLanguage(_ tag: String) throws(UsageError) -> DetailLanguage {
        if let language = DetailLanguage(tag: tag) { return language }
        let supported = DetailLanguage.allCases.map(\.rawValue)
        let suggestion = NearestName.to(tag, among: supported).map { "Did you mean \($0)? " } ?? ""
        throw UsageError(
            message: "--lang \(tag) is not a language appdetail shows pages in.",
            hint:
                "\(suggestion)Use one of \(supported.joined(separator: ", ")), with a region if you like (en-GB, zh-TW)."
        )
    }

    /// Whether `--country` or `--lang` was given.
    var isGiven: Bool { country != nil || language != nil }

    /// Whether the person named the country (with `--country` or a link with one).
    func isNamed(link: String?) -> Bool { country != nil || link != nil }

    private func chosenCountry(link: String?, in environment: CommandEnvironment) -> (String, Source) {
        if let country { return (country, .option) }
        if let link { return (link, .link) }
        if let variable = environment.variables["APPDETAIL_COUNTRY"], !variable.isEmpty {
            return (variable, .variable)
        }
        if let region = Self.localeRegion(environment.variables) { return (region, .locale) }
        return ("us", .fallback)
    }

    /// The region of the first locale variable that is set (`ko_KR.UTF-8` → `kr`), when it names
    /// an assigned country; `C`, `POSIX` and `en` name none.
    static func localeRegion(_ variables: [String: String]) -> String? {
        guard let locale = CommandEnvironment.locale(in: variables) else { return nil }
        let name = locale.split(separator: ".").first.map(String.init) ?? locale
        let parts = name.split(whereSeparator: { $0 == "_" || $0 == "-" })
        guard parts.count >= 2 else { return nil }
        let region = parts[1].prefix { $0 != "@" }.lowercased()
        return (try? Storefront(country: region)) != nil ? region : nil
    }
}
