// A planted bug that proves the build finds crashes: `scripts/fuzz --self-test` must fail.
import FuzzSupport

/// The input callback. Also exported under libFuzzer's name, so the target works whichever
/// `main` the linker keeps (libFuzzer's, or the driver's below).
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    if size >= 4 && bytes[0] == UInt8(ascii: "F") && bytes[1] == UInt8(ascii: "U") && bytes[2] == UInt8(ascii: "Z") {
        var array = [UInt8](repeating: 0, count: 4)
        array.withUnsafeMutableBufferPointer { buffer in
            // One past the end when the fourth byte is "Z": AddressSanitizer must report it.
            buffer.baseAddress!.advanced(by: Int(bytes[3]) - 86).pointee = 1
        }
    }
    return 0
}

FuzzDriver.run(fuzzOne)
