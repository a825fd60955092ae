/// Debian's libgit2 1.5 uses mbedTLS, and `git_libgit2_init` loads the system's certificate
/// bundle (`/etc/ssl/certs/ca-certificates.crt`, some 140 certificates parsed one by one)
/// whether or not anything will be fetched: 52M instructions (callgrind), about 4 ms of CPU
/// (a C program calling `git_libgit2_init`: 8 ms against 4 ms with this stand-in), in every
/// command that opens a repository. `axdiff ls` of a small repository runs 31.2M
/// instructions with it, 83.3M without; I3 (`diff main feature`) 46.9M and 99.0M.
///
/// axdiff only reads local repositories; it never connects anywhere through libgit2. This
/// definition, in the executable alone, takes the place of mbedTLS's (the dynamic linker looks
/// in the executable first), so nothing is parsed. Were a connection ever made, it would trust
/// no certificate and fail: closed, not open. Libraries (AXWorkflows, AXGit) do not carry it,
/// so an app that embeds them keeps its own TLS setup. With a libgit2 built on OpenSSL it is
/// never called.
///
/// The dynamic linker finds it because the executable exports its public symbols: a release
/// build links the Swift runtime statically (`--static-swift-stdlib`, as scripts/install,
/// scripts/bench, the Dockerfile and the GitHub Action build), and the toolchain links such an
/// executable with `-export-dynamic`. A debug build, linked against the dynamic runtime,
/// exports nothing of its own: there libgit2 parses the bundle, slower and otherwise the same.
@_cdecl("mbedtls_x509_crt_parse_file")
public func certificateBundleNotLoaded(_ chain: UnsafeMutableRawPointer?, _ path: UnsafePointer<CChar>?) -> Int32 {
    0  // mbedTLS's "parsed, none failed"
}
