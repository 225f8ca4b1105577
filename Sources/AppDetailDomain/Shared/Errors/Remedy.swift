/// What a person can do about a failure, as a value: a client words it for its own screen (a
/// button, a sentence, a settings link), and a command line words it with its own options.
/// ``AppDetailError/remedy`` gives the one for each failure; ``AppDetailError/hint`` words it in
/// English, naming no control of any client.
public enum Remedy: Hashable, Sendable {
    /// Check the network connection, then try again.
    case checkConnection
    /// The network may be slow: try again, allowing more time.
    case allowMoreTime
    /// Go online once (or import a saved answer): what is fetched is kept for offline use.
    case goOnlineOnce
    /// Check the endpoint the store is reached at: the real App Store answers without redirecting.
    case checkEndpoint
    /// The store limits requests: wait a minute, then try again.
    case waitAMinute
    /// The store is having trouble: try again later.
    case tryAgainLater
    /// The store's answer could not be read: try again later; if it persists, its format changed.
    case tryAgainLaterOrReport
    /// Apps are sold per country: try the storefront where the app is sold.
    case tryAnotherStore
    /// Look up an iPhone or iPad app instead.
    case lookUpAnIOSApp
    /// Make the cache usable, as the problem says.
    case fixCache(CacheReason)
    /// Give the app's store link, its id, or its bundle id.
    case giveAnApp
    /// Give a two-letter country code; `suggested` when what was given is a known slip (`uk`:
    /// the United Kingdom is `gb`).
    case giveACountry(suggested: String?)
    /// Give a language code such as `en` or `ko`.
    case giveALanguage
    /// Check the id and the storefront the store refused.
    case checkIDAndStore
    /// Choose a number in the range (a page of reviews, a number of results or chart places).
    case chooseInRange(ClosedRange<Int>)
    /// Type a few words of the app's name.
    case typeAName
    /// Choose a genre the store has charts for; the nearest names to what was given.
    case chooseAGenre(suggestions: [String])
    /// Name storefronts by their codes or a group (``StorefrontGroup``); the nearest names and
    /// codes to what was given.
    case chooseStorefronts(suggestions: [String])

    /// The remedy in English, for a client with no words of its own.
    public var hint: String {
        switch self {
        case .checkConnection: "Check the network connection and try again."
        case .allowMoreTime: "The network may be slow: try again, allowing more time."
        case .goOnlineOnce:
            "Connect to the network once (or import a saved answer): what is fetched is kept for offline use."
        case .checkEndpoint:
            "Check the endpoint the App Store is reached at: the real App Store answers without redirecting."
        case .waitAMinute: "Wait a minute and try again."
        case .tryAgainLater: "The store may be having trouble; try again later."
        case .tryAgainLaterOrReport: "Try again later; if it persists, the store's format may have changed."
        case .tryAnotherStore: "Apps are sold per country: try the storefront where the app is sold."
        case .lookUpAnIOSApp: "Look up an iPhone or iPad app instead."
        case .fixCache(let problem): problem.hint
        case .giveAnApp:
            "Give the app's store link, the number in it (…/id284882215), or a bundle id such as com.example.app."
        case .giveACountry(let suggested?) where suggested == "gb": "The United Kingdom's code is gb."
        case .giveACountry(let suggested?): "Did you mean \(suggested)?"
        case .giveACountry: "Use a two-letter code such as us, kr, jp or fr."
        case .giveALanguage: "Use a language code such as en, ko, ja, fr, de, es, zh-Hans or zh-Hant."
        case .checkIDAndStore: "Check the id and the storefront."
        case .chooseInRange(let range): "Choose a number from \(range.lowerBound) to \(range.upperBound)."
        case .typeAName: "Type a few words of the app's name, such as “naver map”."
        case .chooseAGenre(let suggestions) where !suggestions.isEmpty:
            "Did you mean \(suggestions.joined(separator: ", "))? A genre is a name such as Finance or Puzzle, or its id (6015)."
        case .chooseAGenre: "Use a genre's name, such as Finance, Games or Puzzle, or its id (6015)."
        case .chooseStorefronts(let suggestions) where !suggestions.isEmpty:
            "Did you mean \(suggestions.joined(separator: ", "))? \(Self.storefrontNames)"
        case .chooseStorefronts: Self.storefrontNames
        }
    }
}

extension Remedy {
    /// How storefronts are named, with every group.
    static var storefrontNames: String {
        "Name storefronts by code (kr,jp,us) or a group: "
            + StorefrontGroup.all.map(\.name).joined(separator: ", ") + "."
    }
}

extension CacheReason {
    /// The remedy in English.
    var hint: String {
        switch remedy {
        case .chooseAnotherPlace:
            "Check that the cache directory exists and is writable, or choose another one."
        case .waitForOtherProcess: "Wait for the other program using the cache, then try again."
        case .startAfresh: "Move \(path.singleLine) away (it is kept) or clear the cache to start a new one."
        case .update: "Update to the newer version that wrote the cache, or choose another cache directory."
        }
    }
}
