import AppDetailDomain

extension SectionDescription {
    /// The developer's other apps as the page lists them: they stand in for the developer's own
    /// lookup when it has none to show, which the snapshot builder decides; the section is the
    /// lookup's, and so is its title.
    static let moreByDeveloper = SectionDescription(
        storePage: .moreByDeveloper, placement: .inside(.moreByDeveloper),
        name: { DetailWords(language: $0).moreByDeveloper }, items: nil)
}
