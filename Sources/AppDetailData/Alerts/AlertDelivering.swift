import Foundation

/// Where an alert goes once a run has met a condition: a webhook (``AppDetailDataFactory/makeWebhook(to:secret:proxies:)``),
/// or anything a client delivers alerts to. The alert is the client's own document (JSON, for a
/// webhook).
public protocol AlertDelivering: Sendable {
    /// Delivers `alert`, trying again a few times when the receiver fails for a moment.
    ///
    /// - Throws: ``AlertDeliveryError`` when it could not be delivered.
    func deliver(_ alert: Data) async throws
}

/// Why an alert could not be delivered, in words that name the receiver without its secrets
/// (no query, no user name or password).
public struct AlertDeliveryError: Error, Hashable, Sendable {
    /// One sentence: "The webhook at https://hooks.example/alerts answered with HTTP status 500
    /// three times."
    public let message: String

    /// An error.
    public init(message: String) {
        self.message = message
    }
}
