import AppDetailDomain
import AppDetailPresentation
import Foundation
import Hummingbird

/// The server's addresses: the pages, their streams, the requests a page makes, and the script
/// and style sheet. Nothing else is served: no file is read from disk, so no address can reach
/// one.
@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
struct WebRoutes: Sendable {
    let screens: any WebScreens
    let storefront: Storefront
    let token: String
    let stream: LivePageStream
    let pages: LivePages

    func add(to router: Router<BasicRequestContext>) {
        router.get("/") { _, _ in
            Self.html(HomeDocument.page(language: DetailLanguage(storefront: storefront)))
        }
        router.get("/app") { request, _ in
            // The home page's form: to the app's own address.
            let id = request.uri.queryParameters.get("id") ?? ""
            guard let lookup = try? AppLookup(parsing: id.trimmingCharacters(in: .whitespaces)) else {
                return Self.problem(.badRequest, "“\(id.prefix(100))” is neither an app id nor a bundle id.")
            }
            let rest = request.uri.query.map(Self.withoutID) ?? ""
            let query = rest.isEmpty ? "" : "?" + rest
            return Response(status: .seeOther, headers: [.location: "/app/\(lookup.description)\(query)"])
        }
        router.get("/app/{app}") { request, context in
            let (lookup, storefront) = try page(request, context)
            return Self.html(PageDocument.app(lookup, in: storefront, token: token))
        }
        router.get("/app/{app}/live") { request, context in
            let (lookup, storefront) = try page(request, context)
            let html = SectionHTML(
                language: DetailLanguage(storefront: storefront),
                items: ItemHTML(storeQuery: StoreQuery.of(storefront)))
            let viewModel = screens.appPage(lookup, in: storefront)
            return Response(
                status: .ok,
                headers: [.contentType: "text/event-stream; charset=utf-8", .cacheControl: "no-store"],
                body: stream.body(for: viewModel, html: html))
        }
        router.post("/live/{session}/refresh") { _, context in
            guard let session = context.parameters.get("session"),
                let viewModel = await pages.viewModel(session)
            else { return Self.problem(.notFound, "This page is no longer open; load it again.") }
            await viewModel.refresh()
            return Response(status: .noContent)
        }
        router.get("/assets/page.js") { _, _ in
            Self.asset(PageScript.text, type: "text/javascript; charset=utf-8")
        }
        router.get("/assets/page.css") { _, _ in
            Self.asset(PageStyle.text, type: "text/css; charset=utf-8")
        }
    }

    /// The app and store a page's address names; a bad one is a 400 with what is wrong.
    private func page(_ request: Request, _ context: BasicRequestContext) throws -> (AppLookup, Storefront) {
        let text = context.parameters.get("app") ?? ""
        do {
            let lookup = try AppLookup(parsing: text)
            let query = request.uri.queryParameters
            guard let country = query.get("store") else { return (lookup, storefront) }
            return (lookup, try Storefront(country: country, language: query.get("lang")))
        } catch {
            throw HTTPError(.badRequest, message: error.message)
        }
    }

    private static func withoutID(_ query: String) -> String {
        query.split(separator: "&").filter { !$0.hasPrefix("id=") }.joined(separator: "&")
    }

    private static func html(_ text: String) -> Response {
        Response(
            status: .ok, headers: [.contentType: "text/html; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    private static func asset(_ text: String, type: String) -> Response {
        Response(
            status: .ok, headers: [.contentType: type, .cacheControl: "no-cache"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    private static func problem(_ status: HTTPResponse.Status, _ message: String) -> Response {
        Response(
            status: status, headers: [.contentType: "text/plain; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: message + "\n")))
    }
}
