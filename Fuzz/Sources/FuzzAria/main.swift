// Fuzz target: the Playwright ARIA snapshot importer (YAML through Yams) and Vitest .snap files
// of ARIA snapshots; on success the snapshot must write canonically and read back the same.
import AXImport
import FuzzSupport

/// The input callback. Also exported under libFuzzer's name, so the target works whichever
/// `main` the linker keeps (libFuzzer's, or the driver's below).
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Checks.bytes(data, size)
    Checks.importer(bytes, format: .ariaSnapshot)
    Checks.importer(bytes, format: .vitestSnapshot)
    return 0
}

FuzzDriver.run(fuzzOne)
