// swift-tools-version: 6.1
import PackageDescription

/// Benchmarks for appdetail, kept in their own package so that the library does not depend on
/// the benchmark harness. Run with `swift package benchmark` from this folder, or
/// `bash Benchmarks/run` from the repository root for the table with ratios.
///
/// With `APPDETAIL_DIFFERENCEKIT` naming a checkout of DifferenceKit (absolute, or relative to the
/// folder you run from, e.g. `../shared/third-party/DifferenceKit-1.3.0` from the repository
/// root), `DiffFloor` can also time DifferenceKit; a version (`1.3.0`) fetches it instead.
/// Unset (CI, a fresh clone), nothing depends on it.
let differenceKitPlace = Context.environment["APPDETAIL_DIFFERENCEKIT"].flatMap { $0.isEmpty ? nil : $0 }
/// A version is all digits and dots; anything else is a folder.
let differenceKitVersion = differenceKitPlace.flatMap { place in
    place.allSatisfy { $0.isNumber || $0 == "." } ? Version(place) : nil
}
let differenceKitFolder: String? = differenceKitPlace.flatMap { place in
    guard differenceKitVersion == nil else { return nil }
    if place.hasPrefix("/") { return place }
    let base = Context.environment["PWD"] ?? Context.packageDirectory
    return base + "/" + place
}
let differenceKit: Package.Dependency? =
    differenceKitFolder.map { .package(path: $0) }
    ?? differenceKitVersion.map { .package(url: "https://github.com/ra1028/DifferenceKit", exact: $0) }
/// A checkout's package is named after its folder, a fetched one after its repository.
let differenceKitPackage =
    differenceKitFolder.flatMap { $0.split(separator: "/").last.map(String.init) } ?? "DifferenceKit"
let differenceKitProduct: [Target.Dependency] =
    differenceKit == nil ? [] : [.product(name: "DifferenceKit", package: differenceKitPackage)]

let package = Package(
    name: "appdetail-benchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "appdetail", path: ".."),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(
            url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1", traits: ["MallocInterposer"]
        ),
    ] + (differenceKit.map { [$0] } ?? []),
    targets: [
        .target(name: "BenchmarkSupport", path: "Benchmarks/BenchmarkSupport"),
        .target(
            name: "DiffWorkloads",
            dependencies: [.product(name: "DiffableSections", package: "appdetail")] + differenceKitProduct,
            path: "Benchmarks/DiffWorkloads"
        ),
        .executableTarget(
            name: "DiffBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                "DiffWorkloads",
                .product(name: "DiffableSections", package: "appdetail"),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "Benchmarks/DiffBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        /// A plain executable, without the benchmark harness and its malloc interposer: one
        /// library on one shape against the floor (see `floor.py`).
        .executableTarget(
            name: "DiffFloor",
            dependencies: [
                "DiffWorkloads", .product(name: "DiffableSections", package: "appdetail"),
            ] + differenceKitProduct,
            path: "Benchmarks/DiffFloor"
        ),
        /// A plain executable: `appdetail diff`'s line comparison at lengths up to 200,000 lines,
        /// against a floor timed in the same iteration.
        .executableTarget(
            name: "LineDiffScaling",
            dependencies: ["DiffWorkloads", .product(name: "AppDetailPresentation", package: "appdetail")],
            path: "Benchmarks/LineDiffScaling"
        ),
        /// A plain executable: what an app's history costs on disk and in time, a year of days.
        .executableTarget(
            name: "HistoryScaling",
            dependencies: [
                .product(name: "AppDetailData", package: "appdetail"),
                .product(name: "AppDetailDomain", package: "appdetail"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            path: "Benchmarks/HistoryScaling"
        ),
        .executableTarget(
            name: "WebBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "AppDetailWeb", package: "appdetail"),
                .product(name: "AppDetailPresentation", package: "appdetail"),
                .product(name: "AppDetailData", package: "appdetail"),
                .product(name: "AppDetailDomain", package: "appdetail"),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "Benchmarks/WebBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        .executableTarget(
            name: "DataBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "AppDetailData", package: "appdetail"),
                .product(name: "AppDetailDomain", package: "appdetail"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "Benchmarks/DataBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
