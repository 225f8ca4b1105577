/// The outcomes of a warm-up, gathered per app and put in the order the ids were given.
struct WarmingTally {
    private var outcomes: [AppID: WarmingOutcome] = [:]

    mutating func record(_ outcome: WarmingOutcome, for id: AppID) {
        outcomes[id] = outcome
    }

    func result(in ids: [AppID], requests: Int) -> WarmedPages {
        var warmed: [AppID] = []
        var later: [AppID] = []
        var failed: [AppID: AppDetailError] = [:]
        var gone: [AppID] = []
        for id in ids {
            switch outcomes[id] ?? .leftForLater {
            case .warmed: warmed.append(id)
            case .leftForLater: later.append(id)
            case .failed(let error): failed[id] = error
            case .goneFromStore: gone.append(id)
            }
        }
        return WarmedPages(
            warmed: warmed, leftForLater: later, failed: failed, goneFromStore: gone, requests: requests)
    }
}
