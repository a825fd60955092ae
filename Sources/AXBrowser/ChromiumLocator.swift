/// Finds the Chromium binary: `--chromium`, else `AXDIFF_CHROMIUM`, else the first of the usual
/// names on `PATH`, else Debian's `/usr/bin/chromium`.
public enum ChromiumLocator {
    /// Names tried on `PATH`, in order.
    public static let names = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome"]
    /// Tried when nothing on `PATH` is found.
    public static let fallbacks = ["/usr/bin/chromium", "/usr/lib/chromium/chromium", "/snap/bin/chromium"]

    /// The path to run. A name without `/` (given or from the environment) is looked up on `PATH`.
    /// - Parameter isExecutable: whether a path is an executable regular file (the effect, passed in).
    public static func locate(
        explicit: String?, environment: [String: String], isExecutable: (String) -> Bool
    ) throws(BrowserError) -> String {
        let path = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":").map(String.init)
        for (value, source) in [(explicit, "--chromium"), (environment["AXDIFF_CHROMIUM"], "AXDIFF_CHROMIUM")] {
            guard let value, !value.isEmpty else { continue }
            if value.contains("/") {
                guard isExecutable(value) else { throw .chromiumNotExecutable(path: value, source: source) }
                return value
            }
            guard let found = search(value, in: path, isExecutable: isExecutable) else {
                throw .chromiumNotExecutable(path: value, source: source)
            }
            return found
        }
        for name in names {
            if let found = search(name, in: path, isExecutable: isExecutable) { return found }
        }
        if let fallback = fallbacks.first(where: isExecutable) { return fallback }
        throw .chromiumNotFound
    }

    private static func search(_ name: String, in path: [String], isExecutable: (String) -> Bool) -> String? {
        for folder in path where !folder.isEmpty {
            let candidate = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            if isExecutable(candidate) { return candidate }
        }
        return nil
    }
}
