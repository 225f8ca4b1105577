import Foundation

/// A page as its script keeps it, without a browser: the sections in order, each with its items'
/// keys in order, and each item's markup, changed by the stream's updates as the script changes
/// the DOM. An operation the script could not apply is recorded as a problem.
struct PageModel {
    private(set) var sections: [(key: String, items: [String])] = []
    private(set) var markup: [String: String] = [:]
    private(set) var problems: [String] = []

    /// The items of the section `key`, in order.
    func items(of key: String) -> [String]? { sections.first { $0.key == key }?.items }

    /// Applies one update of the stream.
    mutating func apply(_ update: [String: Any]) {
        if update["whole"] as? Bool == true {
            sections = []
            markup = [:]
        }
        for key in update["deleteSections"] as? [String] ?? [] {
            guard let index = sections.firstIndex(where: { $0.key == key }) else {
                problems.append("no section \(key) to delete")
                continue
            }
            sections.remove(at: index)
        }
        for key in update["deleteItems"] as? [String] ?? [] { _ = remove(item: key) }
        for placed in update["placeSections"] as? [[String: Any]] ?? [] {
            guard let key = placed["key"] as? String, let at = placed["at"] as? Int else { continue }
            var items: [String] = []
            if let html = placed["html"] as? String {
                for (itemKey, itemHTML) in Self.items(in: html) {
                    items.append(itemKey)
                    markup[itemKey] = itemHTML
                }
            } else if let index = sections.firstIndex(where: { $0.key == key }) {
                items = sections.remove(at: index).items
            } else {
                problems.append("no section \(key) to move")
            }
            sections.insert((key, items), at: min(at, sections.count))
        }
        for placed in update["placeItems"] as? [[String: Any]] ?? [] {
            guard let key = placed["key"] as? String, let at = placed["at"] as? Int,
                let section = placed["section"] as? String,
                let index = sections.firstIndex(where: { $0.key == section })
            else {
                problems.append("an item placed in no section")
                continue
            }
            if let html = placed["html"] as? String {
                markup[key] = Self.items(in: html).first?.html ?? html
            } else if !remove(item: key) {
                problems.append("no item \(key) to move")
            }
            sections[index].items.insert(key, at: min(at, sections[index].items.count))
        }
        for reload in update["reloadItems"] as? [[String: Any]] ?? [] {
            guard let key = reload["key"] as? String, markup[key] != nil else {
                problems.append("no item to reload")
                continue
            }
            markup[key] = reload["html"] as? String
        }
    }

    private mutating func remove(item key: String) -> Bool {
        for index in sections.indices {
            if let at = sections[index].items.firstIndex(of: key) {
                sections[index].items.remove(at: at)
                return true
            }
        }
        problems.append("no item \(key) to delete")
        return false
    }

    /// Each `<li data-key>` of `html` with its inside.
    static func items(in html: String) -> [(key: String, html: String)] {
        let pattern = #/<li class="[^"]*" data-key="(?<key>[^"]*)">(?<inside>.*?)</li>/#
        return html.matches(of: pattern).map { (String($0.output.key), String($0.output.inside)) }
    }
}
