import AppDetailData
import AppDetailDomain
import AppDetailPresentation
import AppDetailTerminal
import ArgumentParser
import Foundation

/// Where `track run` sends an alert: the notify command and the webhook, each when given, each
/// once per run that met a condition, and never when none was met.
struct AlertChannels {
    let command: NotifyCommand?
    let webhook: (any AlertDelivering)?

    init(command: String?, url: String?, secret: String?, proxies: ProxySettings?) throws {
        self.command = command.map(NotifyCommand.init)
        let secret = secret.flatMap { $0.isEmpty ? nil : $0 }
        webhook = try url.map {
            try AppDetailDataFactory.makeWebhook(to: Self.webhookURL($0), secret: secret, proxies: proxies)
        }
    }

    /// `text` as a webhook address, or the usage error that says why it cannot be one (shown
    /// without its query or credentials).
    static func webhookURL(_ text: String) throws -> URL {
        guard let url = URL(string: text), url.host?.isEmpty == false else {
            throw ValidationError(
                "--notify-url takes a webhook's address, such as https://hooks.example.com/alerts.")
        }
        do {
            _ = try AppDetailDataFactory.makeWebhook(to: url, secret: nil, proxies: nil)
        } catch {
            throw ValidationError("--notify-url: \(error.message)")
        }
        return url
    }

    /// Sends `run`'s alert, when it met one of `conditions`, to each channel; says each failure
    /// on standard error and returns whether any was undelivered.
    func deliver(_ run: TrackRun, conditions: [ChangeConditions.Named]) async -> Bool {
        guard command != nil || webhook != nil,
            let alert = AlertDocument(run, conditions: conditions, line: Self.line),
            let body = try? JSONText.encode(alert)
        else { return false }
        let data = Data(body.utf8)
        var undelivered = false
        if let command {
            do {
                try await command.deliver(data)
            } catch {
                ErrorReporter.warn((error as? NotifyFailure)?.message ?? "The notify command failed.")
                undelivered = true
            }
        }
        if let webhook {
            do {
                try await webhook.deliver(data)
            } catch {
                ErrorReporter.warn((error as? AlertDeliveryError)?.message ?? "The webhook failed.")
                undelivered = true
            }
        }
        return undelivered
    }

    private static func line(_ change: HistoryChange) -> String {
        HistoryWords(language: DetailLanguage(storefront: change.storefront)).line(for: change, currency: nil)
    }
}
