// Fuzz target: the axsnap parser, the canonical round trip and the VoiceOver model.
import FuzzSupport

/// The input callback. Also exported under libFuzzer's name, so the target works whichever
/// `main` the linker keeps (libFuzzer's, or the driver's below).
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    Checks.snapshot(Checks.bytes(data, size))
    return 0
}

FuzzDriver.run(fuzzOne)
