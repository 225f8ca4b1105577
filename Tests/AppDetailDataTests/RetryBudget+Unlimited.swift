@testable import AppDetailData

extension RetryBudget {
    /// A budget that never limits a request's own retry policy, for tests of that policy.
    static var perRequest: RetryBudget { RetryBudget(retries: 1_000, window: .seconds(60)) }
}
