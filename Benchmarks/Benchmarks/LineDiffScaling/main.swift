import AppDetailPresentation
import DiffWorkloads

// How `LineChange.between` (what `appdetail diff` shows of a changed description) grows with a
// text's length, against a floor measured in the same iteration: splitting both texts into
// lines, every old line into a `Set` and every new line looked up once — the least a hashing
// line diff does. A linear diff keeps the same multiple of the floor at every length; the
// standard library's `difference(from:)` of the whole texts (how the diff was made before issue
// 52) is timed beside it at the lengths where it ends in reasonable time.
//
//     LineDiffScaling [--seconds 2] [--quadratic-up-to 16000]
//
// Each text is a description of `n` lines from a vocabulary of 5,000 lines; the new text changes
// one line in ten (removed, inserted or rewritten) and moves a block of 50 lines to its end.
// Times are the thread's CPU time; every figure is the median over the iterations.

func argument(_ name: String) -> String? {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

func texts(lines count: Int) -> (old: String, new: String) {
    var generator = Generator(state: UInt64(count))
    let old = (0..<count).map { _ in
        "A line of the description, number \(Int.random(in: 0..<5_000, using: &generator))."
    }
    var new = old
    for _ in 0..<(count / 10) {
        let at = Int.random(in: 0..<new.count, using: &generator)
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: new.remove(at: at)
        case 1: new.insert("An added line \(generator.next()).", at: at)
        default: new[at] = "A rewritten line \(generator.next())."
        }
    }
    let start = new.count / 3
    let block = Array(new[start..<(start + 50)])
    new.removeSubrange(start..<(start + 50))
    new += block
    return (old.joined(separator: "\n"), new.joined(separator: "\n"))
}

func floor(_ old: String, _ new: String) -> Int {
    let before = old.split(separator: "\n", omittingEmptySubsequences: false)
    let after = new.split(separator: "\n", omittingEmptySubsequences: false)
    let known = Set(before)
    var found = 0
    for line in after where known.contains(line) { found += 1 }
    return found
}

func timed(_ body: () -> Int) -> (nanoseconds: Int, result: Int) {
    let start = threadNanoseconds()
    let result = body()
    return (threadNanoseconds() - start, result)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
}

let seconds = Double(argument("--seconds") ?? "2") ?? 2
let quadraticUpTo = Int(argument("--quadratic-up-to") ?? "16000") ?? 16_000
var sink = 0
print(
    "| lines | floor | LineChange.between | × floor | ns per line | whole-text difference(from:) | × floor |")
print("|---:|---:|---:|---:|---:|---:|---:|")
for count in [1_000, 4_000, 16_000, 50_000, 200_000] {
    let (old, new) = texts(lines: count)
    var ratios: [Double] = []
    var diffTimes: [Double] = []
    var floorTimes: [Double] = []
    var spent = 0
    var iteration = 0
    while (spent < Int(seconds * 1e9) || iteration < 3) && iteration < 200 {
        let diffFirst = iteration % 2 == 0
        let first = diffFirst ? timed { LineChange.between(old, new).count } : timed { floor(old, new) }
        let second = diffFirst ? timed { floor(old, new) } : timed { LineChange.between(old, new).count }
        let (diff, base) = diffFirst ? (first, second) : (second, first)
        sink &+= diff.result &+ base.result
        ratios.append(Double(diff.nanoseconds) / Double(base.nanoseconds))
        diffTimes.append(Double(diff.nanoseconds))
        floorTimes.append(Double(base.nanoseconds))
        spent += diff.nanoseconds + base.nanoseconds
        iteration += 1
    }
    var quadratic = "—"
    var quadraticRatio = "—"
    if count <= quadraticUpTo {
        let before = old.split(separator: "\n", omittingEmptySubsequences: false)
        let after = new.split(separator: "\n", omittingEmptySubsequences: false)
        let whole = timed { after.difference(from: before).count }
        let base = timed { floor(old, new) }
        sink &+= whole.result
        quadratic = String(format: "%.1f ms", Double(whole.nanoseconds) / 1e6)
        quadraticRatio = String(format: "%.0f×", Double(whole.nanoseconds) / Double(base.nanoseconds))
    }
    let diff = median(diffTimes)
    print(
        "| \(count) | \(String(format: "%.2f ms", median(floorTimes) / 1e6)) | \(String(format: "%.2f ms", diff / 1e6)) "
            + "| \(String(format: "%.1f×", median(ratios))) | \(String(format: "%.0f", diff / Double(count))) "
            + "| \(quadratic) | \(quadraticRatio) |")
}
if sink == 42 { print("") }
