import AXModel
import Foundation

/// Measures the axsnap parser against Foundation's JSONSerialization on the same bytes, in one
/// process, as medians over several runs after a warm-up.
enum ParseBenchmark {
    static func run(path: String, runs: Int) {
        guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
        let bytes = Array(data)
        let megabytes = Double(bytes.count) / 1_000_000
        let parser = median(runs) {
            _ = try? SnapshotParser.parse(bytes, path: path)
        }
        // AXSYNTH_PARSER_ONLY=1 skips Foundation, for profiling the parser alone.
        let parserOnly = ProcessInfo.processInfo.environment["AXSYNTH_PARSER_ONLY"] != nil
        let foundation = parserOnly ? .nan : median(runs) {
            _ = try? JSONSerialization.jsonObject(with: data)
        }
        let elements = (try? SnapshotParser.parse(bytes).snapshot).map(\.elementCount) ?? 0
        print("file: \(path), \(String(format: "%.2f", megabytes)) MB, \(elements) elements, median of \(runs) runs")
        print(String(format: "axsnap parser:      %7.2f ms  %7.1f MB/s", parser * 1000, megabytes / parser))
        print(String(format: "JSONSerialization:  %7.2f ms  %7.1f MB/s", foundation * 1000, megabytes / foundation))
        print(String(format: "ratio (parser / JSONSerialization time): %.2f", parser / foundation))
    }

    static func median(_ runs: Int, _ body: () -> Void) -> Double {
        body()  // warm-up
        var times: [Double] = []
        for _ in 0..<max(1, runs) {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        times.sort()
        return times[times.count / 2]
    }
}
