/// Every App Store storefront: 175 countries and regions in five regions, the table that
/// ``Storefront`` validation, completion and the commands over many storefronts share.
///
/// The list is App Store Connect's territories as of 2026 (the ISO codes of the countries an app
/// can be sold in, and `xk` for Kosovo, which ISO has not assigned). The store's numbers for the
/// storefronts are the ones public scrapers keep (their `markets` tables); a storefront none of
/// them lists has `nil`. Groups of storefronts are ``StorefrontGroup``.
public enum StorefrontCatalog {
    /// Every storefront, by region then code.
    public static let all: [StorefrontFacts] = StorefrontRegion.allCases.flatMap { region in
        (codesByRegion[region] ?? []).map { code in
            StorefrontFacts(
                country: code, region: region, storeFrontID: storeFrontIDs[code],
                defaultLanguage: StoreDefaultLanguages.byCountry[code])
        }
    }

    /// Every storefront's code, sorted: for completion and pickers.
    public static let codes: [String] = all.map(\.country).sorted()

    /// What the catalog knows of the storefront with this code (lowercase), or `nil` when the
    /// store has no such storefront.
    public static func facts(for country: String) -> StorefrontFacts? {
        byCountry[country]
    }

    /// Whether the store has a storefront with this code (lowercase).
    public static func hasStorefront(_ country: String) -> Bool {
        byCountry[country] != nil
    }

    /// The storefronts of one region, by code.
    public static func storefronts(in region: StorefrontRegion) -> [StorefrontFacts] {
        all.filter { $0.region == region }
    }

    private static let byCountry: [String: StorefrontFacts] = Dictionary(
        uniqueKeysWithValues: all.map { ($0.country, $0) })

    private static let codesByRegion: [StorefrontRegion: [String]] = [
        .africaMiddleEastIndia: [
            "ae", "am", "ao", "az", "bf", "bh", "bj", "bw", "cd", "cg", "ci", "cm", "cv", "dz", "eg", "ga",
            "gh", "gm", "gw", "il", "in", "iq", "jo", "ke", "kw", "lb", "lr", "ly", "ma", "mg", "ml", "mr",
            "mu", "mw", "mz", "na", "ne", "ng", "om", "qa", "rw", "sa", "sc", "sl", "sn", "st", "sz", "td",
            "tn", "tz", "ug", "ye", "za", "zm", "zw",
        ],
        .asiaPacific: [
            "af", "au", "bn", "bt", "cn", "fj", "fm", "hk", "id", "jp", "kg", "kh", "kr", "kz", "la", "lk",
            "mm", "mn", "mo", "mv", "my", "np", "nr", "nz", "pg", "ph", "pk", "pw", "sb", "sg", "th", "tj",
            "tm", "to", "tw", "uz", "vn", "vu",
        ],
        .europe: [
            "al", "at", "ba", "be", "bg", "by", "ch", "cy", "cz", "de", "dk", "ee", "es", "fi", "fr", "gb",
            "ge", "gr", "hr", "hu", "ie", "is", "it", "lt", "lu", "lv", "md", "me", "mk", "mt", "nl", "no",
            "pl", "pt", "ro", "rs", "ru", "se", "si", "sk", "tr", "ua", "xk",
        ],
        .latinAmericaCaribbean: [
            "ag", "ai", "ar", "bb", "bm", "bo", "br", "bs", "bz", "cl", "co", "cr", "dm", "do", "ec", "gd",
            "gt", "gy", "hn", "jm", "kn", "ky", "lc", "ms", "mx", "ni", "pa", "pe", "py", "sr", "sv", "tc",
            "tt", "uy", "vc", "ve", "vg",
        ],
        .unitedStatesCanada: [
            "ca", "us",
        ],
    ]

    private static let storeFrontIDs: [String: Int] = [
        "ae": 143481, "ai": 143538, "am": 143524, "ao": 143564, "ar": 143505, "at": 143445, "au": 143460,
        "az": 143568, "bb": 143541, "be": 143446, "bg": 143526, "bh": 143559, "bm": 143542, "bn": 143560,
        "bo": 143556, "br": 143503, "bw": 143525, "by": 143565, "bz": 143555, "ca": 143455, "ch": 143459,
        "cl": 143483, "cn": 143465, "co": 143501, "cr": 143495, "cy": 143557, "cz": 143489, "de": 143443,
        "dk": 143458, "dm": 143545, "dz": 143563, "ec": 143509, "ee": 143518, "eg": 143516, "es": 143454,
        "fi": 143447, "fr": 143442, "gb": 143444, "gd": 143546, "gh": 143573, "gr": 143448, "gt": 143504,
        "gy": 143553, "hk": 143463, "hn": 143510, "hr": 143494, "hu": 143482, "id": 143476, "ie": 143449,
        "il": 143491, "in": 143467, "is": 143558, "it": 143450, "jm": 143511, "jo": 143528, "jp": 143462,
        "ke": 143529, "kr": 143466, "kw": 143493, "ky": 143544, "lb": 143497, "lk": 143486, "lt": 143520,
        "lu": 143451, "lv": 143519, "mg": 143531, "mk": 143530, "ml": 143532, "mo": 143515, "ms": 143547,
        "mt": 143521, "mu": 143533, "mx": 143468, "my": 143473, "ne": 143534, "ng": 143561, "ni": 143512,
        "nl": 143452, "no": 143457, "np": 143484, "nz": 143461, "om": 143562, "pa": 143485, "pe": 143507,
        "ph": 143474, "pk": 143477, "pl": 143478, "pt": 143453, "py": 143513, "qa": 143498, "ro": 143487,
        "ru": 143469, "sa": 143479, "se": 143456, "sg": 143464, "si": 143499, "sk": 143496, "sn": 143535,
        "sr": 143554, "sv": 143506, "th": 143475, "tn": 143536, "tr": 143480, "tw": 143470, "tz": 143572,
        "ua": 143492, "ug": 143537, "us": 143441, "uy": 143514, "uz": 143566, "ve": 143502, "vg": 143543,
        "vn": 143471, "ye": 143571, "za": 143472,
    ]
}
