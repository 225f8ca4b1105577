/// The state of one part of a page that arrives on its own (the listing, the reviews, the
/// developer's other apps).
public enum PagePart<Value: Hashable & Sendable>: Hashable, Sendable {
    /// Asked; nothing known yet.
    case loading
    /// The cached value, shown while the store is asked for a newer one.
    case provisional(Fetched<Value>)
    /// The value, final for this load.
    case loaded(Fetched<Value>)
    /// Nothing to show, and why; final for this load.
    case failed(AppDetailError)

    /// The value to show, provisional or final.
    public var fetched: Fetched<Value>? {
        switch self {
        case .provisional(let fetched), .loaded(let fetched): fetched
        case .loading, .failed: nil
        }
    }

    /// Whether nothing more will arrive for this part in this load.
    public var isSettled: Bool {
        switch self {
        case .loaded, .failed: true
        case .loading, .provisional: false
        }
    }

    /// The error, when the part failed.
    public var failure: AppDetailError? {
        if case .failed(let error) = self { return error }
        return nil
    }
}
