// swift-tools-version: 6.1
import PackageDescription

/// The layers of appdetail, from the innermost out.
///
/// Dependencies point inward only: the CLI wires Presentation and Data together, both of which
/// depend on Domain; `DiffableSections` depends on nothing at all. `.ci/check_dependency_graph.py`
/// fails the build if that ever stops being true.
let package = Package(
    name: "appdetail",
    platforms: [
        .iOS(.v16),
        .macOS(.v13),
        .tvOS(.v16),
        .watchOS(.v9),
        .visionOS(.v1),
    ],
    products: [
        .library(name: "AppDetailDomain", targets: ["AppDetailDomain"]),
        .library(name: "DiffableSections", targets: ["DiffableSections"]),
        .library(name: "AppDetailData", targets: ["AppDetailData"]),
        .library(name: "AppDetailPresentation", targets: ["AppDetailPresentation"]),
        .library(name: "AppDetailTerminal", targets: ["AppDetailTerminal"]),
        .library(name: "AppDetailWeb", targets: ["AppDetailWeb"]),
        .executable(name: "appdetail", targets: ["AppDetailCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // `swift package generate-documentation`: the DocC catalogs, built in CI with warnings as errors.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // Linux only (see AppDetailData): HTTP without FoundationNetworking and libcurl.
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        // HMAC-SHA256 of an alert posted to a webhook (CryptoKit's API; on Apple platforms CryptoKit).
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        // The web client's server (`appdetail serve`), on the SwiftNIO above; its lifecycle, log and
        // header types.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    ],
    targets: [
        .target(name: "AppDetailDomain"),
        .target(name: "DiffableSections"),
        // The seam between the store clients and the network: one exchange, its limits and errors
        // (package access only: no public API).
        .target(name: "AppDetailTransport"),
        // URLSession behind that seam: what Apple platforms use. Linux builds it only for the
        // transport contract tests (FoundationNetworking); the shipped program never links it there.
        .target(name: "AppDetailURLSession", dependencies: ["AppDetailTransport"]),
        // AsyncHTTPClient (SwiftNIO) behind the same seam: what the Linux program uses, so it needs
        // neither FoundationNetworking nor libcurl. No build for an Apple platform carries it.
        .target(
            name: "AppDetailAsyncHTTPClient",
            dependencies: [
                "AppDetailTransport",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTPCompression", package: "swift-nio-extras"),
            ]
        ),
        .target(
            name: "AppDetailData",
            dependencies: [
                "AppDetailDomain",
                "AppDetailTransport",
                // URLSession on Apple platforms (what an iOS client uses); AsyncHTTPClient on
                // Linux, so no build for an Apple platform carries NIO.
                .target(
                    name: "AppDetailURLSession",
                    condition: .when(platforms: [.macOS, .iOS, .tvOS, .watchOS, .visionOS, .macCatalyst])),
                .target(name: "AppDetailAsyncHTTPClient", condition: .when(platforms: [.linux])),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        .target(
            name: "AppDetailPresentation",
            dependencies: ["AppDetailDomain", "DiffableSections"]
        ),
        // The page, search results and text laid out for a terminal: widths, line breaks, styles.
        .target(
            name: "AppDetailTerminal",
            dependencies: ["AppDetailDomain", "AppDetailPresentation"]
        ),
        // The page, history and watch list in a browser: a local server whose pages the view
        // models' batch updates keep live.
        .target(
            name: "AppDetailWeb",
            dependencies: [
                "AppDetailDomain", "AppDetailPresentation", "DiffableSections",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
        .executableTarget(
            name: "AppDetailCLI",
            dependencies: [
                "AppDetailDomain",
                "AppDetailData",
                "AppDetailPresentation",
                "AppDetailTerminal",
                "AppDetailWeb",
                "DiffableSections",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            plugins: ["EmbedSchemas"]
        ),
        // The JSON Schemas of Schemas/ written into the command line's sources at build time.
        .plugin(
            name: "EmbedSchemas", capability: .buildTool(), dependencies: ["SchemaEmbedder"],
            path: "Plugins/EmbedSchemas"),
        .executableTarget(name: "SchemaEmbedder", path: "Plugins/SchemaEmbedder"),
        // A separate process for the Data tests' multi-process and kill-mid-write cases.
        .executableTarget(
            name: "CacheStress", dependencies: ["AppDetailData", "AppDetailDomain"], path: "Tests/CacheStress"
        ),
        // The one loopback HTTP server of the Data and CLI tests (serving fixtures, or misbehaving on
        // purpose), the shared fixtures' locator, the UIKit batch-update simulator shared by the
        // DiffableSections and Presentation tests, and the test doubles of the Domain's protocols
        // (`Doubles/`), each written once.
        .target(
            name: "TestSupport", dependencies: ["DiffableSections", "AppDetailDomain"],
            path: "Tests/TestSupport"),
        .testTarget(name: "AppDetailDomainTests", dependencies: ["AppDetailDomain", "TestSupport"]),
        .testTarget(
            name: "DiffableSectionsTests",
            dependencies: [
                "DiffableSections", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "AppDetailDataTests",
            // AppDetailURLSession on every platform: the transport contract runs against URLSession
            // (on Linux through swift-corelibs-foundation) as well as AsyncHTTPClient.
            dependencies: [
                "AppDetailData", "AppDetailDomain", "AppDetailTransport", "AppDetailURLSession",
                .target(name: "AppDetailAsyncHTTPClient", condition: .when(platforms: [.linux])),
                "TestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "AppDetailPresentationTests",
            // Data only to read the shared real fixtures into AppDetails; the library never sees it.
            dependencies: [
                "AppDetailPresentation", "AppDetailDomain", "DiffableSections", "AppDetailData",
                "TestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "AppDetailTerminalTests",
            dependencies: [
                "AppDetailTerminal", "AppDetailPresentation", "AppDetailDomain",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "AppDetailWebTests",
            // Data only to read the shared real fixtures into listings, as the Presentation tests do.
            dependencies: [
                "AppDetailWeb", "AppDetailPresentation", "AppDetailDomain", "AppDetailData",
                "DiffableSections",
                "TestSupport",
            ]
        ),
        // Runs the built `appdetail` binary against the loopback App Store of TestSupport.
        .testTarget(
            name: "AppDetailCLITests",
            dependencies: ["TestSupport"],
            exclude: ["Golden"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
