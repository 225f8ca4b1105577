import Foundation

/// What an app costs in its storefront.
///
/// The amount is an exact `Decimal` (0.99 stays 0.99). The store's ``formatted`` text ("Free",
/// "무료", "￦12,000") is kept as given, because it is what the store shows. A listing that is not
/// on sale yet can have no price at all: that is ``unknown(currencyCode:)``, never "free".
public enum Price: Hashable, Sendable, Codable {
    /// Costs nothing.
    case free(currencyCode: String, formatted: String?)
    /// Costs `amount` in `currencyCode` (ISO 4217).
    case paid(amount: Decimal, currencyCode: String, formatted: String?)
    /// The store gave no price.
    case unknown(currencyCode: String?)

    /// Classifies a raw amount: `nil` is unknown, zero is free, anything else is paid.
    public init(amount: Decimal?, currencyCode: String?, formatted: String?) {
        switch amount {
        case nil:
            self = .unknown(currencyCode: currencyCode)
        case let amount? where amount.isZero:
            self = .free(currencyCode: currencyCode ?? "", formatted: formatted)
        case let amount?:
            self = .paid(amount: amount, currencyCode: currencyCode ?? "", formatted: formatted)
        }
    }

    /// Whether the app costs nothing.
    public var isFree: Bool {
        if case .free = self { return true }
        return false
    }

    /// The amount, `0` when free, `nil` when unknown.
    public var amount: Decimal? {
        switch self {
        case .free: 0
        case .paid(let amount, _, _): amount
        case .unknown: nil
        }
    }

    /// The ISO 4217 currency code, such as `"KRW"`.
    public var currencyCode: String? {
        switch self {
        case .free(let code, _), .paid(_, let code, _): code
        case .unknown(let code): code
        }
    }

    /// The store's localized price text, when it gave one.
    public var formatted: String? {
        switch self {
        case .free(_, let text), .paid(_, _, let text): text
        case .unknown: nil
        }
    }
}
