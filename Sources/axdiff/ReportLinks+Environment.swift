import AXReport

#if canImport(Glibc)
import Glibc
#endif

extension ReportLinks {
    /// The links this process's environment gives (`AXDIFF_DOCS_URL`, GitHub Actions' or
    /// GitLab CI's repository address), read once; a value that cannot be used is ignored with
    /// a warning on standard error.
    static let fromEnvironment: ReportLinks = {
        var environment: [String: String] = [:]
        for name in ReportLinks.environmentVariables {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        var warnings: [String] = []
        let links = ReportLinks(environment: environment, warnings: &warnings)
        for warning in warnings { Console.err(warning + "\n") }
        return links
    }()
}
