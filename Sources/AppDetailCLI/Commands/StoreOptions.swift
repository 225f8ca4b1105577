import AppDetailData
import ArgumentParser
import Foundation

/// Where to look: the storefront, the API and the cache.
struct StoreOptions: ParsableArguments {
    @OptionGroup var storefront: StorefrontOptions

    @OptionGroup var cache: CacheDirectoryOption

    @Option(
        help: "An iTunes-compatible base URL (default: $APPDETAIL_ENDPOINT, else https://itunes.apple.com).")
    var endpoint: String?

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
