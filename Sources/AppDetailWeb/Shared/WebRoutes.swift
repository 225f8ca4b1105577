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
            // The first page: a search of the default store.
            let language = DetailLanguage(storefront: storefront)
            var document = LiveDocument(
                title: "appdetail", language: language, live: "/search/live?\(StoreQuery.of(storefront))",
                token: token)
            document.searchLabel = WebWords(language: language).search
            return Self.html(document.html)
        }
        router.get("/search/live") { request, _ in
            let query = request.uri.queryParameters
            let chosen =
                (try? Storefront(
                    country: query.get("store") ?? storefront.country, language: query.get("lang")))
                ?? storefront
            let screen = SearchPageScreen(
                viewModel: screens.search(in: chosen), markup: SearchHTML(storefront: chosen),
                language: DetailLanguage(storefront: chosen))
            return Self.events(stream.body(for: screen))
        }
        router.get("/app/{app}") { request, context in
            let (lookup, storefront) = try page(request, context)
            var document = LiveDocument(
                title: "\(lookup.description) · appdetail", language: DetailLanguage(storefront: storefront),
                live: "/app/\(lookup.description)/live?\(StoreQuery.of(storefront))", token: token)
            if case .id(let app) = lookup {
                let followed =
                    (try? await screens.followedStorefronts(of: app))?.contains {
                        $0.country == storefront.country
                    } ?? false
                document.follow = ("app=\(app.rawValue)&\(StoreQuery.of(storefront))", followed)
                document.links = [AppLinks(app: app, storefront: storefront, days: nil).pages(current: .page)]
            }
            return Self.html(document.html)
        }
        router.get("/app/{app}/history") { request, context in
            let (links, language) = try history(request, context)
            var document = LiveDocument(
                title: "\(WebWords(language: language).history) · \(links.app.rawValue) · appdetail",
                language: language, live: links.address(live: true), token: token)
            let followed = (try? await screens.followedStorefronts(of: links.app)) ?? []
            document.links = [links.pages(current: .history), links.ranges(), links.storefronts(followed)]
            return Self.html(document.html)
        }
        router.get("/app/{app}/history/live") { request, context in
            let (links, language) = try history(request, context)
            let screen = HistoryPageScreen(
                viewModel: screens.history(of: links.app, in: links.storefront, days: links.days),
                markup: HistoryHTML(language: language, releases: ReleaseMoments()))
            return Self.events(stream.body(for: screen))
        }
        router.get("/app/{app}/live") { request, context in
            let (lookup, storefront) = try page(request, context)
            let html = SectionHTML(
                language: DetailLanguage(storefront: storefront),
                items: ItemHTML(storeQuery: StoreQuery.of(storefront)))
            let screen = AppPageScreen(viewModel: screens.appPage(lookup, in: storefront), markup: html)
            return Self.events(stream.body(for: screen))
        }
        router.get("/app/{app}/world") { request, context in
            // The storefronts are checked here too: a bad list is a 400, not a page that fails.
            let (links, _) = try world(request, context)
            let language = DetailLanguage(storefront: links.storefront)
            var document = LiveDocument(
                title:
                    "\(WorldWebWords(language: language).aroundTheWorld) · \(links.lookup.description) · appdetail",
                language: language, live: links.address(live: true), token: token)
            if case .id(let app) = links.lookup {
                document.links = [
                    AppLinks(app: app, storefront: links.storefront, days: nil).pages(current: .world)
                ]
            }
            document.links += links.choices()
            return Self.html(document.html)
        }
        router.get("/app/{app}/world/live") { request, context in
            let (links, selection) = try world(request, context)
            let language = DetailLanguage(storefront: links.storefront)
            let screen = WorldPageScreen(
                viewModel: screens.world(
                    of: links.lookup, in: selection.storefronts, sort: links.sort, language: language),
                markup: WorldHTML(lookup: links.lookup, storefront: links.storefront))
            return Self.events(stream.body(for: screen))
        }
        router.get("/watch") { _, _ in
            let language = DetailLanguage(storefront: storefront)
            let title = "\(WebWords(language: language).followedApps) · appdetail"
            return Self.html(
                LiveDocument(title: title, language: language, live: "/watch/live", token: token).html)
        }
        router.get("/watch/live") { _, _ in
            let language = DetailLanguage(storefront: storefront)
            let screen = WatchListPageScreen(
                viewModel: screens.watchList(language: language), markup: WatchListHTML(language: language))
            return Self.events(stream.body(for: screen))
        }
        router.post("/follow") { request, _ in try await follow(request, true) }
        router.post("/unfollow") { request, _ in try await follow(request, false) }
        router.post("/live/{session}/query") { request, context in
            guard let session = context.parameters.get("session"), let screen = await pages.screen(session)
            else { return Self.problem(.notFound, "This page is no longer open; load it again.") }
            await screen.query(String((request.uri.queryParameters.get("text") ?? "").prefix(200)))
            return Response(status: .noContent)
        }
        router.post("/live/{session}/refresh") { _, context in
            guard let session = context.parameters.get("session"),
                let screen = await pages.screen(session)
            else { return Self.problem(.notFound, "This page is no longer open; load it again.") }
            await screen.refresh()
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

    /// The app, store and range a history's address names; a bad one is a 400 with what is wrong.
    private func history(_ request: Request, _ context: BasicRequestContext) throws -> (
        AppLinks, DetailLanguage
    ) {
        let (lookup, storefront) = try page(request, context)
        guard case .id(let app) = lookup else {
            throw HTTPError(.badRequest, message: "A history is read by the app's id, not its bundle id.")
        }
        let days = request.uri.queryParameters.get("days").flatMap { Int($0) }.flatMap {
            (1...36_500).contains($0) ? $0 : nil
        }
        return (
            AppLinks(app: app, storefront: storefront, days: days), DetailLanguage(storefront: storefront)
        )
    }

    /// The app, storefronts and order an address of the app around the world names; a bad one is
    /// a 400 with what is wrong.
    private func world(_ request: Request, _ context: BasicRequestContext) throws -> (
        WorldLinks, StorefrontSelection
    ) {
        let (lookup, storefront) = try page(request, context)
        let query = request.uri.queryParameters
        let countries = String((query.get("countries") ?? "all").prefix(1_000))
        guard let sort = WorldSort(rawValue: query.get("sort") ?? WorldSort.count.rawValue) else {
            throw HTTPError(.badRequest, message: "Order the storefronts by count, rating or storefront.")
        }
        do {
            let selection = try StorefrontSelection(parsing: countries)
            return (
                WorldLinks(lookup: lookup, storefront: storefront, countries: countries, sort: sort),
                selection
            )
        } catch {
            throw HTTPError(.badRequest, message: error.message)
        }
    }

    /// Follows or unfollows the app and store the request names; answers whether it is followed.
    private func follow(_ request: Request, _ following: Bool) async throws -> Response {
        let query = request.uri.queryParameters
        guard let text = query.get("app"), let number = Int64(text), let app = AppID(rawValue: number) else {
            return Self.problem(.badRequest, "Name the app to follow by its id.")
        }
        do {
            let storefront = try Storefront(
                country: query.get("store") ?? self.storefront.country, language: query.get("lang"))
            if following {
                _ = try await screens.follow(app, in: storefront)
            } else {
                _ = try await screens.unfollow(app, in: storefront)
            }
            return Response(
                status: .ok, headers: [.contentType: "application/json"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: "{\"followed\":\(following)}")))
        } catch let error as AppDetailError {
            return Self.problem(.badRequest, error.message)
        } catch {
            return Self.problem(.internalServerError, "The watch list could not be changed.")
        }
    }

    private static func html(_ text: String) -> Response {
        Response(
            status: .ok, headers: [.contentType: "text/html; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    private static func events(_ body: ResponseBody) -> Response {
        Response(
            status: .ok,
            headers: [.contentType: "text/event-stream; charset=utf-8", .cacheControl: "no-store"],
            body: body)
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
