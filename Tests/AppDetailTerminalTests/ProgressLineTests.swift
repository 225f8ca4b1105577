import AppDetailTerminal
import PropertyBased
import Testing

@Suite("The progress line")
struct ProgressLineTests {
    @Test func itFitsEveryWidthAndFillsInProportion() async {
        await propertyCheck(
            count: 2_000, input: Gen.int(in: 1...200), Gen.int(in: 0...5_000), Gen.int(in: 0...5_000)
        ) {
            width, first, second in
            let total = max(first, second)
            let done = min(first, second)
            let line = ProgressLine.text(label: "새로 고침", done: done, total: total, width: width)
            #expect(TerminalText.displayWidth(line) <= width, "\(line)")
            #expect(!line.contains("\n"))
            if let open = line.firstIndex(of: "["), let close = line.firstIndex(of: "]") {
                let bar = line[line.index(after: open)..<close]
                let filled = bar.filter { $0 == "#" }.count
                #expect(filled == (total > 0 ? bar.count * done / total : bar.count))
                #expect(line.hasSuffix("\(done)/\(total)"))
            }
        }
    }

    @Test func aFinishedBarIsFull() {
        let line = ProgressLine.text(label: "Refreshing", done: 1_000, total: 1_000, width: 40)
        #expect(line == "Refreshing  [###############]  1000/1000")
        #expect(line.count == 40, "the whole width")
        #expect(ProgressLine.text(label: "Refreshing", done: 3, total: 10, width: 15) == "Refreshing 3/10")
    }
}
