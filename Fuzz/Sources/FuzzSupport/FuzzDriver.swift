import CFuzzer
#if canImport(Glibc)
import Glibc
#endif

/// Every target's entry point. SwiftPM aliases each executable's `main`, which leaves
/// libFuzzer's own `main` out on Linux, so a target's `main.swift` hands its callback to the
/// driver itself.
public enum FuzzDriver {
    /// Runs libFuzzer with the command line's arguments and exits with its status.
    public static func run(_ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, callback))
    }
}
