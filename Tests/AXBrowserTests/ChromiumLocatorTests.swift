import Testing

@testable import AXBrowser

@Suite struct ChromiumLocatorTests {
    private func locate(_ explicit: String?, _ environment: [String: String], existing: Set<String>) throws(BrowserError) -> String {
        try ChromiumLocator.locate(explicit: explicit, environment: environment, isExecutable: existing.contains)
    }

    @Test func theOptionComesFirstThenTheEnvironmentThenPath() throws {
        let existing: Set = ["/opt/chrome/chrome", "/custom/chromium", "/usr/bin/chromium"]
        let environment = ["AXDIFF_CHROMIUM": "/custom/chromium", "PATH": "/usr/bin"]
        #expect(try locate("/opt/chrome/chrome", environment, existing: existing) == "/opt/chrome/chrome")
        #expect(try locate(nil, environment, existing: existing) == "/custom/chromium")
        #expect(try locate(nil, ["PATH": "/usr/bin"], existing: existing) == "/usr/bin/chromium")
    }

    @Test func aNameIsLookedUpOnPath() throws {
        #expect(try locate("google-chrome", ["PATH": "/a:/b"], existing: ["/b/google-chrome"]) == "/b/google-chrome")
        #expect(try locate(nil, ["PATH": "/a:/b"], existing: ["/a/chromium-browser", "/b/chromium"]) == "/b/chromium")
    }

    @Test func aNamedBinaryThatIsMissingIsAnErrorNotAFallback() {
        #expect(throws: BrowserError.chromiumNotExecutable(path: "/no/chrome", source: "--chromium")) {
            try locate("/no/chrome", ["PATH": "/usr/bin"], existing: ["/usr/bin/chromium"])
        }
        #expect(throws: BrowserError.chromiumNotExecutable(path: "chromey", source: "AXDIFF_CHROMIUM")) {
            try locate(nil, ["PATH": "/usr/bin", "AXDIFF_CHROMIUM": "chromey"], existing: ["/usr/bin/chromium"])
        }
    }

    @Test func noChromiumSaysHowToInstallIt() {
        #expect(throws: BrowserError.chromiumNotFound) { try locate(nil, ["PATH": "/usr/bin"], existing: []) }
        let message = BrowserError.chromiumNotFound.description
        #expect(message.contains("apt-get install chromium") && message.contains("--chromium"))
    }
}
