import AppDetailDomain

/// An in-app event the page announces.
public struct EventItem: DetailItemContent {
    /// The event's id, part of its identity; empty when the store gave none.
    public let id: String
    /// How many events with the same id came before it (0 for the first), part of the identity:
    /// the store can send events without an id, and each is still shown.
    public let occurrence: Int
    /// The badge in the page's language ("Happening Now", "Event").
    public let badge: String
    /// Its title.
    public let title: String
    /// The short line under it.
    public let subtitle: String
    /// When it runs, in the page's language ("ends in 3d"), or empty when the store gave no dates.
    public let when: String
    /// Its page on the store.
    public let url: String

    /// An event.
    public init(
        id: String, occurrence: Int = 0, badge: String, title: String, subtitle: String, when: String,
        url: String
    ) {
        self.id = id
        self.occurrence = occurrence
        self.badge = badge
        self.title = title
        self.subtitle = subtitle
        self.when = when
        self.url = url
    }
}

extension EventItem {
    /// Events stand in their own section.
    public static var section: DetailSection { .events }

    /// "event 1234", or its place among the events without an id.
    public var label: String { id.isEmpty ? "event without id #\(occurrence + 1)" : "event \(id)" }

    /// Its badge and title.
    public var text: String { "\(badge) · \(title)" }
}

extension SectionDescription {
    /// The events in the store's order: an event whose id came before is the same event, shown
    /// once; events without an id are each shown, told apart by their order. A missing list is
    /// most often no events, and stays silent.
    static let events: SectionDescription = SectionDescription(
        storePage: .events, placement: .own(.events),
        name: { language in
            language.text(
                english: "Events", korean: "이벤트", japanese: "イベント", french: "Événements", german: "Events",
                spanish: "Eventos", simplifiedChinese: "活动", traditionalChinese: "活動")
        },
        items: { input in
            var seen: Set<String> = []
            var withoutID = 0
            return input.details.events.compactMap { event in
                var occurrence = 0
                if event.id.isEmpty {
                    occurrence = withoutID
                    withoutID += 1
                } else if !seen.insert(event.id).inserted {
                    return nil
                }
                return .event(item(event, occurrence: occurrence, input: input))
            }
        })

    private static func item(_ event: AppEvent, occurrence: Int, input: SectionInput) -> EventItem {
        let language = input.language
        return EventItem(
            id: event.id, occurrence: occurrence, badge: badge(event.badge, in: language), title: event.title,
            subtitle: event.subtitle,
            when: (event.start ?? event.end).map {
                RelativeDate($0, in: language).text(at: input.builder.currentDate)
            } ?? "",
            url: event.url?.absoluteString ?? "")
    }

    /// An event's badge: "Happening Now" while it runs, else "Event".
    private static func badge(_ kind: String, in language: DetailLanguage) -> String {
        kind.lowercased() == "happening"
            ? language.text(
                english: "Happening Now", korean: "진행 중", japanese: "開催中", french: "En cours",
                german: "Jetzt live", spanish: "En curso", simplifiedChinese: "正在进行",
                traditionalChinese: "正在進行")
            : language.text(
                english: "Event", korean: "이벤트", japanese: "イベント", french: "Événement", german: "Event",
                spanish: "Evento", simplifiedChinese: "活动", traditionalChinese: "活動")
    }
}
