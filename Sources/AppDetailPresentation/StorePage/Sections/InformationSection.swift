import AppDetailDomain

extension SectionDescription {
    /// Today's page's Information shelf: the listing's information table is the section, and
    /// its title the section's.
    static let information = SectionDescription(
        storePage: .information, placement: .inside(.information),
        name: { DetailWords(language: $0).information }, items: nil)
}
