import AXTestSupport
import Foundation
import Testing

/// Opening a repository does not parse the system's certificate bundle in a release build: the
/// executable's own `mbedtls_x509_crt_parse_file` (Sources/axdiff/NoCertificateBundle.swift)
/// is the one libgit2 calls, and libgit2 itself still works (every other git test). A build
/// linked against the dynamic Swift runtime (a debug build) exports no symbol of its own, so
/// there libgit2 keeps mbedTLS's.
@Suite struct CertificateBundleTests {
    @Test func libgit2sCertificateFileParserIsTheExecutablesInAStaticBuild() throws {
        // Every symbol bound at start (LD_BIND_NOW), each binding printed (LD_DEBUG): whether
        // or not this machine has a certificate bundle for libgit2 to load.
        // libgit2 is opened when a command first reads a repository: `ls` in one.
        let repository = try TestRepository()
        defer { repository.delete() }
        try repository.write("snapshots/A.axsnap.json", DemoSnapshots.text("Cart"))
        try repository.commit("A")
        let result = try CommandRunner.run(["ls"], in: repository.path,
                                           environment: ["LD_DEBUG": "bindings", "LD_BIND_NOW": "1"])
        #expect(result.status == 0, "\(result.stderr.suffix(500))")
        let bindings = result.stderr.split(separator: "\n").filter { $0.contains("binding file") }
        let fromLibgit2 = bindings.filter { $0.contains("/libgit2.so") && $0.contains("`mbedtls_x509_crt_parse_file'") }
        try #require(!fromLibgit2.isEmpty, "libgit2 here is not Debian's mbedTLS build: NoCertificateBundle.swift has nothing to replace")
        let dynamicRuntime = bindings.contains { $0.contains("/libswiftCore.so") }
        for line in fromLibgit2 {
            if dynamicRuntime {
                #expect(line.contains("/libmbedx509.so"), "a debug build exports no stand-in: \(line)")
            } else {
                #expect(line.contains("to \(CommandRunner.executable.path) ["), "\(line)")
            }
        }
    }
}
