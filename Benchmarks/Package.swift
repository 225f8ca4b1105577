// swift-tools-version: 6.1
import PackageDescription

/// Benchmarks for appdetail, kept in their own package so that the library does not depend on
/// the benchmark harness. Run with `swift package benchmark` from this folder, or
/// `bash Benchmarks/run` from the repository root for the table with ratios.
///
/// With `APPDETAIL_DIFFERENCEKIT` set, the diff benchmarks also time DifferenceKit beside the
/// library (`… · against DifferenceKit`): a version (`1.3.0`) fetches it, a path uses a checkout.
/// Unset (CI, a fresh clone), nothing depends on it.
let differenceKitPlace = Context.environment["APPDETAIL_DIFFERENCEKIT"]
let differenceKit: Package.Dependency? = differenceKitPlace.map { place in
    place.hasPrefix("/")
        ? .package(path: place)
        : .package(url: "https://github.com/ra1028/DifferenceKit", exact: Version(place) ?? "1.3.0")
}
/// A checkout's package is named after its folder, a fetched one after its repository.
let differenceKitPackage =
    differenceKitPlace.flatMap { $0.hasPrefix("/") ? $0.split(separator: "/").last.map(String.init) : nil }
    ?? "DifferenceKit"

let package = Package(
    name: "appdetail-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "appdetail", path: ".."),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(
            url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1", traits: ["MallocInterposer"]
        ),
    ] + (differenceKit.map { [$0] } ?? []),
    targets: [
        .target(name: "BenchmarkSupport", path: "Benchmarks/BenchmarkSupport"),
        .executableTarget(
            name: "DiffBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "DiffableSections", package: "appdetail"),
                .product(name: "Benchmark", package: "package-benchmark"),
            ]
                + (differenceKit == nil
                    ? [] : [.product(name: "DifferenceKit", package: differenceKitPackage)]),
            path: "Benchmarks/DiffBenchmarks",
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
