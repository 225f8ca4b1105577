import DiffWorkloads
import DiffableSections

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// One library on one workload shape against the floor, in one process: every iteration times
// the floor and each of the library's forms back to back on the thread's CPU clock, each form
// first in turn, and records each form's time as a multiple of the floor's in that iteration.
// Prints one line of JSON with the medians. `Benchmarks/floor.py` runs it in rounds and makes
// the README's table.
//
//     DiffFloor --library appdetail|differencekit|floor --shape 'flat 1000' [--seconds 0.5]
//
// `--library floor` times the floor alone, iteration after iteration: with its tables and the
// data warm in the caches, the least it can cost.
//
// With `--digest`, it prints a fingerprint of the batch and the staged changeset (with every
// stage's snapshot) instead, to show that two builds of the library give the same results.
//
// With `--only FORM --repeat N`, it runs that one form (or `floor`) N times after making the
// workload and prints nothing: what `Benchmarks/instructions.py` counts under callgrind, where
// the instructions of N = 6 runs minus those of N = 1, over 5, are one diff's.
//
// With `--memory FORM`, it runs that one form once instead and prints how far the process's peak
// resident memory rose above what it held before (Linux: the peak is reset through
// /proc/self/clear_refs first). Run it with the allocator returning freed memory at once
// (`floor.py --memory` does), so that memory freed while the data was made is not reused unseen.

/// A timed piece of work.
struct Form {
    let name: String
    let run: () throws -> Void
}

func argument(_ name: String) -> String? {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

func fail(_ message: String) -> Never {
    print("DiffFloor: \(message)")
    exit(64)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

func forms(library: String, workload: Workload) -> [Form] {
    switch library {
    case "appdetail":
        return [
            Form(name: "batch") { sink(workload.batch()) },
            Form(name: "build + batch") { sink(try workload.buildAndBatch()) },
            Form(name: "staged") { sink(workload.stagedReadingEveryStage()) },
        ]
    case "floor":
        return []
    case "differencekit":
        #if canImport(DifferenceKit)
            let input = DifferenceKitInput(workload)
            return [Form(name: "DifferenceKit staged") { sink(input.staged()) }]
        #else
            fail("built without DifferenceKit: set APPDETAIL_DIFFERENCEKIT when building")
        #endif
    default:
        fail("unknown library \(library): appdetail, differencekit or floor")
    }
}

let library = argument("--library") ?? "appdetail"
guard let shapeName = argument("--shape") else { fail("--shape NAME is required") }
guard let shape = Workload.shapes.first(where: { $0.name == shapeName }) else {
    fail("unknown shape \(shapeName): \(Workload.shapes.map(\.name).joined(separator: ", "))")
}
let budget = Int((Double(argument("--seconds") ?? "0.5") ?? 0.5) * 1e9)
let workload = try shape.make()
let timed = [Form(name: "floor") { sink(workload.floor()) }] + forms(library: library, workload: workload)

/// A line of /proc/self/status, in kB (VmHWM: the peak resident memory; VmRSS: the current).
func statusKilobytes(_ key: String) -> Int? {
    guard let file = fopen("/proc/self/status", "r") else { return nil }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, Int32(line.count), file) != nil {
        let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if text.hasPrefix(key + ":") {
            return Int(text.dropFirst(key.count + 1).filter(\.isNumber))
        }
    }
    return nil
}

if CommandLine.arguments.contains("--digest") {
    var batch = Digest()
    batch.add(workload.batch())
    var staged = Digest()
    staged.add(workload.old.stagedChangeset(to: workload.new, updateStyle: .reconfigure))
    var rebuilt = Digest()
    rebuilt.add(try workload.buildAndBatch())
    let hex = [batch, staged, rebuilt].map { String($0.value, radix: 16) }
    print("\(shapeName): batch \(hex[0]) staged \(hex[1]) build + batch \(hex[2])")
    exit(0)
}

if let formName = argument("--only") {
    guard let form = timed.first(where: { $0.name == formName }) else { fail("unknown form \(formName)") }
    guard let count = Int(argument("--repeat") ?? "1"), count >= 1 else {
        fail("--repeat takes a count from 1")
    }
    for _ in 0..<count { try form.run() }
    exit(0)
}

if let formName = argument("--memory") {
    guard let form = timed.first(where: { $0.name == formName }) else { fail("unknown form \(formName)") }
    guard let clear = fopen("/proc/self/clear_refs", "w") else { fail("cannot reset the peak: not Linux?") }
    fputs("5", clear)
    fclose(clear)
    guard let before = statusKilobytes("VmHWM"), let resident = statusKilobytes("VmRSS") else {
        fail("cannot read /proc/self/status")
    }
    try form.run()
    let after = statusKilobytes("VmHWM") ?? before
    print(
        "{\"library\": \"\(library)\", \"shape\": \"\(shapeName)\", \"form\": \"\(formName)\", "
            + "\"resident_kb\": \(resident), \"peak_rise_kb\": \(after - min(before, resident))}")
    exit(0)
}

var times = [[Double]](repeating: [], count: timed.count)
var ratios = [[Double]](repeating: [], count: timed.count)
var spent = 0
var iteration = 0
// Two iterations to warm caches and the allocator, then at least 5 and at most 400 measured.
while iteration < 2 + 5 || (spent < budget && iteration < 2 + 400) {
    var iterationTimes = [Int](repeating: 0, count: timed.count)
    for turn in timed.indices {
        let index = (iteration + turn) % timed.count
        let start = threadNanoseconds()
        try timed[index].run()
        iterationTimes[index] = max(1, threadNanoseconds() - start)
    }
    if iteration >= 2 {
        spent += iterationTimes.reduce(0, +)
        for index in timed.indices {
            times[index].append(Double(iterationTimes[index]))
            ratios[index].append(Double(iterationTimes[index]) / Double(iterationTimes[0]))
        }
    }
    iteration += 1
}

var usage = rusage()
#if canImport(Glibc)
    getrusage(RUSAGE_SELF.rawValue, &usage)
#else
    getrusage(RUSAGE_SELF, &usage)
#endif
let formsJSON = timed.indices.map { index in
    "\"\(timed[index].name)\": {\"ns\": \(median(times[index])), \"per_floor\": \(median(ratios[index]))}"
}
print(
    "{\"library\": \"\(library)\", \"shape\": \"\(shapeName)\", \"iterations\": \(times[0].count), "
        + "\"max_rss_kb\": \(usage.ru_maxrss), \"forms\": {\(formsJSON.joined(separator: ", "))}}")
