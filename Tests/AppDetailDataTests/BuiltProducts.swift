import Foundation

/// Executables built beside this test bundle (`swift build --build-tests` builds them all).
enum BuiltProducts {
    static func executable(_ name: String) throws -> URL {
        let testBundle = Bundle(for: Marker.self).bundleURL
        let candidates = [
            testBundle.deletingLastPathComponent(),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
        ]
        for directory in candidates {
            let url = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        throw CocoaError(
            .fileNoSuchFile,
            userInfo: [
                NSLocalizedDescriptionKey:
                    "\(name) is not built next to the tests; run `swift build --build-tests` first"
            ])
    }

    private final class Marker {}
}
