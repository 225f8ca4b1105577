import ArgumentParser

extension ShowCommand {
    /// `show`'s words read without ArgumentParser, for the plain forms people and scripts type
    /// most (`show 570060128 --country us --format json`): apps, and options spelled out in full
    /// with their value in the next word. ArgumentParser reflects every option of the command
    /// and of its groups (and scans the binary's conformances for each) before it reads a word,
    /// which cost a warm `show` a third of its instructions.
    ///
    /// Anything else — a help or version request, `--name=value`, a short option other than
    /// `-v`, `--`, a value that starts with `-`, an option given twice (but `--section`), a value
    /// its option does not take, a word that fails the command's checks — is `nil`, and parsed by
    /// ArgumentParser as before, so every message and every edge reads as it always has.
    static func plainlyParsed(_ words: [String]) -> ShowCommand? {
        var show = ShowCommand()
        var values: [String: String] = [:]
        var flags: Set<String> = []
        var sections: [String] = []
        var apps: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            guard !word.isEmpty else { return nil }
            guard word.hasPrefix("-") else {
                apps.append(word)
                continue
            }
            if plainFlags.contains(word) {
                let name = word == "-v" ? "--verbose" : word
                guard flags.insert(name).inserted else { return nil }
                continue
            }
            guard plainOptions.contains(word), index < words.count else { return nil }
            let value = words[index]
            index += 1
            guard !value.isEmpty, !value.hasPrefix("-") else { return nil }
            if word == "--section" {
                sections.append(value)
            } else {
                guard values.updateValue(value, forKey: word) == nil else { return nil }
            }
        }
        guard !apps.isEmpty, let options = plainGroups(values: values, flags: flags) else { return nil }
        (show.store, show.format, show.output, show.cache, show.verbose) = options
        show.app = apps
        show.sectionNames = sections
        show.full = flags.contains("--full")
        show.urls = flags.contains("--urls")
        show.noPager = flags.contains("--no-pager")
        show.web = flags.contains("--web")
        guard let reviews = values["--reviews"].map(Int.init) ?? 3 else { return nil }
        show.reviews = reviews
        return (try? show.validate()) == nil ? nil : show
    }

    /// The flags ``plainlyParsed(_:)`` reads.
    private static let plainFlags: Set<String> = [
        "--full", "--urls", "--no-pager", "--web", "-v", "--verbose", "--refresh", "--offline",
    ]

    /// The options ``plainlyParsed(_:)`` reads, each with its value in the next word.
    private static let plainOptions: Set<String> = [
        "--country", "--lang", "--cache-dir", "--endpoint", "--proxy", "--timeout", "--rate", "--format",
        "--color", "--width", "--reviews", "--section",
    ]

    /// The option groups of `show` for these values and flags, each checked as ArgumentParser
    /// checks it; `nil` when a value is not one its option takes or a check fails.
    private static func plainGroups(values: [String: String], flags: Set<String>) -> (
        StoreOptions, FormatOption, OutputOptions, CachePolicyOptions, VerboseOption
    )? {
        var storefront = StorefrontOptions()
        storefront.country = values["--country"]
        storefront.language = values["--lang"]
        var directory = CacheDirectoryOption()
        directory.path = values["--cache-dir"]
        var store = StoreOptions()
        (store.storefront, store.cache) = (storefront, directory)
        (store.endpoint, store.proxy) = (values["--endpoint"], values["--proxy"])
        guard let timeout = values["--timeout"].map(Int.init) ?? 30, let rate = number(values["--rate"]),
            let width = number(values["--width"]),
            let chosen = values["--format"].map(FormatOption.Format.init) ?? .text,
            let color = values["--color"].map(OutputOptions.ColorChoice.init) ?? .auto
        else { return nil }
        (store.timeout, store.rate) = (timeout, rate)
        var format = FormatOption()
        format.value = chosen
        var output = OutputOptions()
        (output.color, output.width) = (color, width)
        var cache = CachePolicyOptions()
        (cache.refresh, cache.offline) = (flags.contains("--refresh"), flags.contains("--offline"))
        var verbose = VerboseOption()
        verbose.isOn = flags.contains("--verbose")
        guard (try? store.validate()) != nil, (try? output.validate()) != nil, (try? cache.validate()) != nil
        else { return nil }
        return (store, format, output, cache, verbose)
    }

    /// The number an optional option's value names: `.some(nil)` when the option is not given,
    /// `nil` when its value is not a whole number.
    private static func number(_ value: String?) -> Int?? {
        guard let value else { return .some(nil) }
        return Int(value).map { .some($0) }
    }
}
