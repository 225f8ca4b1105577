import AppDetailData
import AppDetailDomain
import ArgumentParser
import Foundation

/// Where to look: the storefront, the API and the cache.
struct StoreOptions: ParsableArguments {
    @Option(help: "The App Store country, an ISO 3166 two-letter code.")
    var country = "us"

    @Option(name: .customLong("lang"), help: "The language of the answer, such as en or ko-KR.")
    var language: String?

    @OptionGroup var cache: CacheDirectoryOption

    @Option(
        help: "An iTunes-compatible base URL (default: $APPDETAIL_ENDPOINT, else https://itunes.apple.com).")
    var endpoint: String?

    /// The validated storefront.
    func storefront() throws(AppDetailError) -> Storefront {
        try Storefront(country: country, language: language)
    }

    /// The endpoint the options and the environment choose.
    func endpointURL(in environment: CommandEnvironment) throws(UsageProblem) -> URL {
        guard let text = endpoint ?? environment.variables["APPDETAIL_ENDPOINT"], !text.isEmpty else {
            return AppDetailDataConfiguration.appStoreEndpoint
        }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", url.host != nil
        else {
            throw UsageProblem(
                message: "“\(text)” is not an http or https URL.",
                hint: "Pass a base URL such as https://itunes.apple.com or http://127.0.0.1:8080.")
        }
        return url
    }
}
