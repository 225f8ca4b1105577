// swift-tools-version: 6.1
import PackageDescription

/// A client of appdetail that links its products only, as an iOS app would: it drives every
/// screen through a collection-view stand-in with UIKit's rules against a loopback store.
/// Run `bash ClientCheck/run` from the repository root.
let package = Package(
    name: "appdetail-client-check",
    dependencies: [.package(name: "appdetail", path: "..")],
    targets: [
        .executableTarget(
            name: "ClientCheck",
            dependencies: [
                .product(name: "AppDetailDomain", package: "appdetail"),
                .product(name: "AppDetailData", package: "appdetail"),
                .product(name: "AppDetailPresentation", package: "appdetail"),
                .product(name: "DiffableSections", package: "appdetail"),
            ])
    ]
)
