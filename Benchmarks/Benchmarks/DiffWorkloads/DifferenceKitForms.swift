#if canImport(DifferenceKit)
    import DiffableSections
    import DifferenceKit

    extension Row: DifferenceKit.Differentiable {
        /// DifferenceKit matches rows by the same identity the library does.
        public var differenceIdentifier: Int { id }

        /// DifferenceKit's content comparison: the whole row, as the library's.
        public func isContentEqual(to source: Row) -> Bool { self == source }
    }

    /// One workload as DifferenceKit takes it: the plain rows of a one-section list, or the
    /// sections as `ArraySection`s.
    public struct DifferenceKitInput {
        let flatOld: [Row]?
        let flatNew: [Row]?
        let sectionsOld: [ArraySection<Row, Row>]
        let sectionsNew: [ArraySection<Row, Row>]

        /// The workload's data in DifferenceKit's types.
        public init(_ workload: Workload) {
            let isFlat = workload.oldSections.count == 1 && workload.newSections.count == 1
            flatOld = isFlat ? workload.oldSections[0].items : nil
            flatNew = isFlat ? workload.newSections[0].items : nil
            sectionsOld = workload.oldSections.map { ArraySection(model: $0.section, elements: $0.items) }
            sectionsNew = workload.newSections.map { ArraySection(model: $0.section, elements: $0.items) }
        }

        /// DifferenceKit's staged changeset: over the rows for a flat list, as its README does, or
        /// over the sections; returns the number of stages.
        public func staged() -> Int {
            if let flatOld, let flatNew {
                let changeset = StagedChangeset(source: flatOld, target: flatNew)
                sink(changeset)
                return changeset.count
            }
            let changeset = StagedChangeset(source: sectionsOld, target: sectionsNew)
            sink(changeset)
            return changeset.count
        }
    }
#endif
