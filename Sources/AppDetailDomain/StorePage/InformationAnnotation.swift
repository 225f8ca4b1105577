/// One row of the Information shelf of today's store page, as the store wrote it in its
/// language: a title (Seller, 제공자, 販売元…), a summary, lines (some under a heading, such as a
/// device's compatibility) and name–price pairs (the In-App Purchases).
public struct InformationAnnotation: StorePageEntry {
    /// A line of the row, under a heading when the store gave one.
    public struct Line: Hashable, Sendable {
        /// The heading ("iPhone"), or empty.
        public let heading: String
        /// The text.
        public let text: String

        /// A line.
        public init(heading: String, text: String) {
            self.heading = heading
            self.text = text
        }
    }

    /// The row's title.
    public let title: String
    /// The summary beside the title, or empty.
    public let summary: String
    /// The lines, in the store's order.
    public let lines: [Line]
    /// Name and value pairs ("평생 회원", "￦7,700"), in the store's order.
    public let pairs: [[String]]

    /// A row.
    public init(title: String, summary: String, lines: [Line], pairs: [[String]]) {
        self.title = title
        self.summary = summary
        self.lines = lines
        self.pairs = pairs
    }
}
