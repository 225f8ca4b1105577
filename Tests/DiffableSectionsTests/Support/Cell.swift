import DiffableSections

/// An item whose identity is `id` and whose content is `version`.
struct Cell: Diffable, Hashable, CustomStringConvertible {
    let id: Int
    var version: Int

    var diffIdentifier: Int { id }
    var description: String { "\(id)v\(version)" }
}

/// A section whose identity is `id` and whose content (its header) is `title`.
struct Header: Diffable, Hashable, CustomStringConvertible {
    let id: Int
    var title: Int

    var diffIdentifier: Int { id }
    var description: String { "S\(id)t\(title)" }
}
