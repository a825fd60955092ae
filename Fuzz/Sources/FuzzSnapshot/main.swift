// Fuzz target: the axsnap parser, the canonical round trip and the VoiceOver model.
import CFuzzer
import FuzzSupport
#if canImport(Glibc)
import Glibc
#endif

/// The input callback. Also exported under libFuzzer's name, so the target works whichever
/// `main` the linker keeps (libFuzzer's, or the one below).
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    Checks.snapshot(Checks.bytes(data, size))
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOne))
