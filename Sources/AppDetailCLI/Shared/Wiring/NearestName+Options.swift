import AppDetailDomain

extension NearestName {
    /// The long option names (`--format`) a command's help lists.
    static func options(inHelp help: String) -> [String] {
        var names: [String] = []
        var rest = Substring(help)
        while let range = rest.range(of: "--") {
            let name = rest[range.upperBound...].prefix { $0.isLetter || $0 == "-" }
            if name.count > 1, !names.contains("--" + name) { names.append("--" + name) }
            rest = rest[range.upperBound...]
        }
        return names
    }
}
