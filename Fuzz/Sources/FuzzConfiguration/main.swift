// Fuzz target: .axdiff.yml and .axdiff-accept.yml as a pull request may commit them (YAML
// through Yams, anchors and merge keys `<<` included). Reading never crashes or hangs; a file
// that reads, reads the same a second time; and a configuration (with its acceptances)
// compared with itself is no weakening of the check.
import AXRules
import FuzzSupport

/// The input callback. Also exported under libFuzzer's name, so the target works whichever
/// `main` the linker keeps (libFuzzer's, or the driver's below).
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let text = String(decoding: Checks.bytes(data, size), as: UTF8.self)
    let configuration = try? ConfigurationFile.parse(text)
    let acceptances = try? AcceptanceFile.parse(text)
    if let acceptances, (try? AcceptanceFile.parse(text)) != acceptances {
        fatalError("the acceptance file reads differently a second time:\n\(text)")
    }
    if let configuration {
        let weakenings = GateWeakening.between(
            base: configuration, head: configuration, headText: text,
            baseAcceptances: acceptances ?? AcceptanceFile(), headAcceptances: acceptances ?? AcceptanceFile())
        if !weakenings.isEmpty {
            fatalError("a configuration compared with itself weakens the check (\(weakenings.map(\.message))):\n\(text)")
        }
    }
    return 0
}

FuzzDriver.run(fuzzOne)
