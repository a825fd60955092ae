/// Debian's libgit2 1.5 uses mbedTLS, and `git_libgit2_init` loads the system's certificate
/// bundle (`/etc/ssl/certs/ca-certificates.crt`, some 140 certificates parsed one by one)
/// whether or not anything will be fetched: 6 to 12 ms measured here, in every command that
/// opens a repository, which is most of `axdiff ls` or of a one-file `diff`.
///
/// axdiff only reads local repositories; it never connects anywhere through libgit2. This
/// definition, in the executable alone, takes the place of mbedTLS's (the dynamic linker looks
/// in the executable first), so nothing is parsed. Were a connection ever made, it would trust
/// no certificate and fail: closed, not open. Libraries (AXWorkflows, AXGit) do not carry it,
/// so an app that embeds them keeps its own TLS setup. With a libgit2 built on OpenSSL it is
/// never called.
@_cdecl("mbedtls_x509_crt_parse_file")
public func certificateBundleNotLoaded(_ chain: UnsafeMutableRawPointer?, _ path: UnsafePointer<CChar>?) -> Int32 {
    0  // mbedTLS's "parsed, none failed"
}
