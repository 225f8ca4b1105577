// swift-tools-version: 6.1
import PackageDescription

/// Benchmarks for appdetail, kept in their own package so that the library does not depend on
/// the benchmark harness. Run with `swift package benchmark` from this folder, or
/// `bash Benchmarks/run` from the repository root for the table with ratios.
let package = Package(
    name: "appdetail-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "appdetail", path: ".."),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(
            url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1", traits: ["MallocInterposer"]
        ),
    ],
    targets: [
        .target(name: "BenchmarkSupport", path: "Benchmarks/BenchmarkSupport"),
        .executableTarget(
            name: "DiffBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "DiffableSections", package: "appdetail"),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
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
