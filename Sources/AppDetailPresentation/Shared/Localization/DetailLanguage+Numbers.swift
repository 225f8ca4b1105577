extension DetailLanguage {
    /// The decimal mark the store's pages write in this language: a comma in French, German and
    /// Spanish ("4,5", "245,3 Mo"), a point elsewhere.
    var decimalMark: String {
        switch self {
        case .french, .german, .spanish: ","
        default: "."
        }
    }
}
