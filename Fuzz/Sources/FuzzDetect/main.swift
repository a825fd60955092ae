// Fuzz target: format detection on arbitrary bytes, then the importer it picks.
import AXImport
import FuzzSupport

/// The input callback. Also exported under libFuzzer's name, so the target works whichever
/// `main` the linker keeps (libFuzzer's, or the driver's below).
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Checks.bytes(data, size)
    _ = ImportFormat.detect(bytes)
    Checks.importer(bytes, format: nil)
    return 0
}

FuzzDriver.run(fuzzOne)
