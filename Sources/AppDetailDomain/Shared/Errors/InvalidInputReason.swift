import Foundation

/// Input that was rejected, with the text as given.
public enum InvalidInputReason: Hashable, Sendable {
    /// Text that should have been an app id.
    case appID(String, AppIDReason)
    /// Text that should have been a bundle identifier.
    case bundleID(String)
    /// Text that is neither an app id nor a bundle identifier.
    case appReference(String)
    /// Text that names no App Store storefront: not an ISO 3166-1 alpha-2 country code, or the
    /// code of a country the store has no storefront in (``StorefrontCatalog``).
    case country(String)
    /// Text that is not a language tag such as `en` or `ko-KR`.
    case language(String)
    /// The store rejected the request's parameters with this message.
    case rejectedByStore(String)
    /// A page of reviews outside 1…10, the pages the store's feed serves.
    case reviewPage(Int)
    /// A search term that is empty or longer than ``SearchTerm/maximumLength`` characters.
    case searchTerm(String)
    /// A number of search results outside 1…200.
    case searchLimit(Int)
    /// A number of chart places outside 1…200.
    case chartLimit(Int)
    /// Text that names no genre the store has charts for, and the nearest genres' names.
    case genre(String, suggestions: [String])
    /// A word in a list of storefronts that is neither a storefront's code nor a group's name
    /// (``StorefrontGroup``), and the nearest names and codes.
    case storefrontGroup(String, suggestions: [String])
    /// A bundle id that more than one app holds in the store (the first few of them): an app
    /// the store knows by one bundle id would be shown as any of them.
    case ambiguousBundleID(String, apps: [AppID], count: Int)

    /// One sentence saying what was wrong.
    public var message: String {
        switch self {
        case .appID(let text, let problem): "Invalid app id “\(Self.quoted(text))”: \(problem.explanation)."
        case .bundleID(let text): "Invalid bundle id “\(Self.quoted(text))”."
        case .appReference(let text):
            "“\(Self.quoted(text))” is neither an app id, a bundle id nor an App Store link."
        case .country(let text): Self.countryMessage(text)
        case .language(let text): "“\(Self.quoted(text))” is not a language code."
        case .rejectedByStore(let message): "The App Store rejected the request: \(message.singleLine)."
        case .reviewPage(let page):
            "There is no page \(page) of reviews: the App Store serves pages 1 to \(ReviewPageNumber.deepest)."
        case .searchTerm(let text):
            text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
                ? "The search term is empty."
                : "The search term is longer than \(SearchTerm.maximumLength) characters."
        case .searchLimit(let limit): "A search returns 1 to \(SearchLimit.maximum) results, not \(limit)."
        case .chartLimit(let limit): "A chart lists 1 to \(ChartLimit.maximum) apps, not \(limit)."
        case .genre(let text, _): "The App Store has no chart for a genre “\(Self.quoted(text))”."
        case .storefrontGroup(let text, _) where text.trimmingCharacters(in: .whitespaces).isEmpty:
            "No storefront was named."
        case .storefrontGroup(let text, _):
            "“\(Self.quoted(text))” is neither a storefront's two-letter code nor a group of storefronts."
        case .ambiguousBundleID(let text, let apps, let count):
            "\(count) apps have the bundle id “\(Self.quoted(text))” in this store ("
                + apps.map(\.description).joined(separator: ", ") + (count > apps.count ? ", …" : "")
                + "): name the one meant by its id."
        }
    }

    /// A code of a country the store is not in is named as such; anything else is not a code.
    private static func countryMessage(_ text: String) -> String {
        let code = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard ISOCountryCodes.all.contains(code) else {
            return "“\(quoted(text))” is not an ISO 3166 two-letter country code."
        }
        let name = Locale(identifier: "en").localizedString(forRegionCode: code.uppercased()) ?? code
        return "The App Store has no storefront in \(name) (“\(code)”)."
    }

    /// `uk` is the United Kingdom's common slip; a country's English name gives its code.
    private static func suggestedCountry(for text: String) -> String? {
        let word = text.trimmingCharacters(in: .whitespaces).lowercased()
        if word == "uk" { return "gb" }
        guard word.count > 2 else { return nil }
        let named = StorefrontCatalog.all.filter { $0.name(in: "en").lowercased().contains(word) }
        return named.count == 1 ? named[0].country : nil
    }

    /// What a person typed, as a message quotes it: on one line, with each control character
    /// shown as `\u{1B}` (so "kr" followed by an escape is not quoted as a valid-looking “kr”),
    /// and cut to ``quotedLength`` characters with "…" so a pasted page does not fill the terminal.
    static func quoted(_ text: String) -> String {
        var visible = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control {
                visible += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                visible.unicodeScalars.append(scalar)
            }
        }
        let line = visible.singleLine
        guard line.count > quotedLength else { return line }
        return String(line.prefix(quotedLength)) + "…"
    }

    /// The most characters of typed text a message quotes.
    static let quotedLength = 80

    /// An example of what is expected, in English (``remedy`` worded).
    public var hint: String { remedy.hint }

    /// What to give instead, as a value a client words for its screen.
    public var remedy: Remedy {
        switch self {
        case .appID, .appReference, .bundleID, .ambiguousBundleID: .giveAnApp
        case .country(let text): .giveACountry(suggested: Self.suggestedCountry(for: text))
        case .language: .giveALanguage
        case .rejectedByStore: .checkIDAndStore
        case .reviewPage: .chooseInRange(1...ReviewPageNumber.deepest)
        case .searchTerm: .typeAName
        case .searchLimit: .chooseInRange(1...SearchLimit.maximum)
        case .chartLimit: .chooseInRange(1...ChartLimit.maximum)
        case .genre(_, let suggestions): .chooseAGenre(suggestions: suggestions)
        case .storefrontGroup(_, let suggestions): .chooseStorefronts(suggestions: suggestions)
        }
    }
}

/// Why text is not an app id.
public enum AppIDReason: Hashable, Sendable {
    /// Nothing was given.
    case empty
    /// Something other than the digits 0–9 was given.
    case notDigits
    /// The number is zero.
    case notPositive
    /// The number does not fit in 64 bits.
    case tooLarge

    /// Why, in words.
    public var explanation: String {
        switch self {
        case .empty: "it is empty"
        case .notDigits: "use digits only"
        case .notPositive: "it must be greater than zero"
        case .tooLarge: "it is too large to be an App Store id"
        }
    }
}
