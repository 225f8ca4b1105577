import AppDetailData
import AppDetailDomain
import Foundation

/// A separate process that hammers a cache file through the public Data API, for the
/// multi-process tests in `AppDetailDataTests` (which start several of these at once, or kill
/// one in the middle of its writes).
///
///     CacheStress write-and-read <cache dir> <template.json> <worker> <count>
///     CacheStress write-forever  <cache dir> <template.json> <batch size>
///
/// `write-and-read` imports `count` apps of its own (ids derived from `worker`), reading each
/// back through the repository right after writing it and one of another worker's at random;
/// any error, warning or missing write ends it with status 1. `write-forever` imports batches of
/// `batch size` apps, printing `writing N <µs the previous import took>` before and `batch N` after each one, until it is killed.
@main
struct CacheStress {
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            switch arguments.first {
            case "write-and-read" where arguments.count == 5:
                guard let worker = Int(arguments[3]), let count = Int(arguments[4]) else { break }
                let stress = try Stress(directory: arguments[1], template: arguments[2])
                try await stress.writeAndRead(worker: worker, count: count)
                stress.finish()
            case "write-forever" where arguments.count == 4:
                guard let batchSize = Int(arguments[3]) else { break }
                try Stress(directory: arguments[1], template: arguments[2]).writeForever(batchSize: batchSize)
            default:
                break
            }
        } catch {
            FileHandle.standardError.write(Data("CacheStress: \(error)\n".utf8))
            exit(1)
        }
        FileHandle.standardError.write(Data("usage: see Tests/CacheStress/CacheStress.swift\n".utf8))
        exit(64)
    }
}
