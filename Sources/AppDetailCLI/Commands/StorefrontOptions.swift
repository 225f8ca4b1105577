import AppDetailDomain
import ArgumentParser

/// `--country` and `--lang`: the storefront a command works in.
struct StorefrontOptions: ParsableArguments {
    @Option(help: "The App Store country, an ISO 3166 two-letter code.")
    var country = "us"

    @Option(name: .customLong("lang"), help: "The language, such as en or ko-KR.")
    var language: String?

    /// The validated storefront.
    func storefront() throws(AppDetailError) -> Storefront {
        try Storefront(country: country, language: language)
    }
}
