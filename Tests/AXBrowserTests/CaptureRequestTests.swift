import Testing

@testable import AXBrowser

@Suite struct CaptureRequestTests {
    @Test func aURLIsKeptAsTyped() {
        for url in ["https://example.com/a?b=1", "http://localhost:8080/", "file:///srv/a.html", "about:blank", "data:text/html,<p>x"] {
            #expect(CaptureRequest.url(forArgument: url, currentDirectory: "/w") == url)
        }
    }

    @Test func aPathBecomesAnAbsoluteFileURL() {
        #expect(CaptureRequest.url(forArgument: "site/index.html", currentDirectory: "/home/me/app") == "file:///home/me/app/site/index.html")
        #expect(CaptureRequest.url(forArgument: "/tmp/a page#1.html", currentDirectory: "/x/") == "file:///tmp/a%20page%231.html")
        #expect(CaptureRequest.url(forArgument: "C:page.html", currentDirectory: "/w") == "file:///w/C:page.html")
        #expect(CaptureRequest.url(forArgument: "café.html", currentDirectory: "/") == "file:///caf%C3%A9.html")
    }

    @Test func waitForReadsNetworkIdleLoadOrASelector() {
        #expect(CaptureRequest.Wait(argument: "network-idle") == .networkIdle)
        #expect(CaptureRequest.Wait(argument: "load") == .load)
        #expect(CaptureRequest.Wait(argument: "#app .ready") == .selector("#app .ready"))
    }

    @Test func viewportIsWidthByHeight() {
        #expect(Viewport(parsing: "1280x800") == Viewport(width: 1280, height: 800))
        #expect(Viewport(parsing: "390X844") == Viewport(width: 390, height: 844))
        for bad in ["1280", "1280x", "x800", "0x800", "1280x-1", "20000x10", "axb", "1280x800x2"] {
            #expect(Viewport(parsing: bad) == nil, "\(bad)")
        }
    }
}
