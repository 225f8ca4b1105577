import AppDetailDomain
import AppDetailPresentation

/// Why a part `show --section` asked for has nothing to print — never an empty line and exit 0
/// without a word. A part the page had with nothing in it (no events, no other apps) is an
/// answer: a `note:` says so, and the status stays 0. A part that could not be supplied — not on
/// the App Store page, unreadable there, no page at all, or its request failed — is said with
/// its reason, and the status is 66 (the part is not there). A part whose request failed is
/// named by the page's own note already; it adds no second one.
struct SectionAnswer {
    /// The lines to write on standard error, one per part with nothing to print.
    let notes: [String]
    /// Whether a part asked for is unknown (not merely empty).
    let isMissing: Bool

    init(
        _ names: [PageSectionName], shown: DetailSnapshot, loaded: LoadedPage, of viewModel: AppPageViewModel
    ) {
        let answers = names.filter { !Self.hasItems($0, in: shown) }.map { name in
            let answer = Self.why(name, page: loaded.page, viewModel: viewModel)
            // A note the page prints under the part's heading, or among its own notes (no App
            // Store page at all), is not said twice.
            let said =
                Self.hasNote(name, in: shown) || loaded.page.storePage?.fetched?.value.source == .noPage
            return (note: said ? nil : answer.note, missing: answer.missing)
        }
        notes = answers.compactMap(\.note)
        isMissing = answers.contains { $0.missing }
    }

    /// Whether the part printed anything but the store page's notes.
    private static func hasItems(_ name: PageSectionName, in snapshot: DetailSnapshot) -> Bool {
        snapshot.sections.contains { section in
            name.sections.contains(section.section)
                && section.items.contains { if case .storePageNote = $0 { false } else { true } }
        }
    }

    /// Whether the part printed a note of the store page's.
    private static func hasNote(_ name: PageSectionName, in snapshot: DetailSnapshot) -> Bool {
        snapshot.sections.contains { section in
            name.sections.contains(section.section)
                && section.items.contains { if case .storePageNote = $0 { true } else { false } }
        }
    }

    /// Why the part has nothing, in the page's language, and whether that makes it unknown.
    private static func why(_ name: PageSectionName, page: AppPage, viewModel: AppPageViewModel) -> (
        note: String?, missing: Bool
    ) {
        let failure = name == .more ? page.moreByDeveloper.failure : page.storePage?.failure
        if failure != nil { return (nil, true) }
        let part = name.storePageSection ?? .information
        let details = page.storePage?.fetched?.value
        // More by this developer is the developer's lookup, with the page's list standing in.
        let store = name == .more && page.moreByDeveloper.fetched != nil ? nil : details
        let note = viewModel.note(for: part, in: store) ?? viewModel.note(for: part, in: nil) ?? ""
        return (note, !(store?.state(of: part).isKnown ?? true))
    }
}
