// Fuzz target: the uiautomator importer and its XML scanner.
import AXImport
import FuzzSupport

/// The input callback. Also exported under libFuzzer's name, so the target works whichever
/// `main` the linker keeps (libFuzzer's, or the driver's below).
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    Checks.importer(Checks.bytes(data, size), format: .uiautomator)
    return 0
}

FuzzDriver.run(fuzzOne)
