import AXReport
import AXTestSupport
import Foundation
import Testing

/// The HTML audit laid out by a real browser (Debian's headless Chromium, which `scripts/test`
/// installs) at a phone's width and a laptop's: nothing is wider than the page, so a reader
/// never scrolls sideways. The page is measured inside an iframe of the exact width, because
/// a headless window is never narrower than 500 pixels.
@Suite struct AuditHTMLWidthTests {
    /// The sample audit, plus a screen whose snapshot path is one long word.
    static func html() throws -> String {
        var report = try AuditSample.report()
        report.screens.append(AuditSample.modified(
            path: "snapshots/Onboarding.notificationPermissionExplanation.accessibilityExtraExtraLarge.axsnap.json",
            before: try AuditSample.snapshot("Checkout.before"), after: try AuditSample.snapshot("Checkout.after")))
        return AuditHTMLReport.render(report)
    }

    /// The page's scroll width and client width, the elements that stick out of it, and the
    /// words of badges and table headers cut across two lines, as measured by Chromium in an
    /// iframe `width` CSS pixels wide.
    static func measure(_ html: String, width: Int) throws -> (scrollWidth: Int, clientWidth: Int, outside: [String], broken: [String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("axdiff-width-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let probe = """
            <script>window.addEventListener('load', () => {
              const root = document.documentElement, width = root.clientWidth, outside = [];
              for (const element of document.querySelectorAll('body *')) {
                if (element.getBoundingClientRect().right > width + 0.5) outside.push(element.tagName + ' ' + (element.textContent || '').slice(0, 40));
              }
              // A word of a badge or a column header laid out on two lines is cut mid-word.
              const broken = [];
              for (const element of document.querySelectorAll('.status, .sev, th')) {
                const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
                for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                  for (const match of node.data.matchAll(/\\S+/g)) {
                    const range = document.createRange();
                    range.setStart(node, match.index);
                    range.setEnd(node, match.index + match[0].length);
                    const tops = new Set(Array.from(range.getClientRects()).filter(r => r.width > 0).map(r => Math.round(r.top)));
                    if (tops.size > 1) broken.push(element.tagName + ' ' + match[0]);
                  }
                }
              }
              document.body.setAttribute('data-measure', JSON.stringify({scroll: root.scrollWidth, client: width, outside: outside.slice(0, 10), broken: broken.slice(0, 10)}));
            });</script>
            """
        try Data(html.replacingOccurrences(of: "</body>", with: probe + "</body>").utf8).write(to: folder.appendingPathComponent("audit.html"))
        let frame = """
            <!doctype html><html><body style="margin:0"><iframe id="f" src="audit.html" style="width:\(width)px;height:900px;border:0"></iframe>
            <script>document.getElementById('f').addEventListener('load', () => setTimeout(() => {
              document.body.setAttribute('data-result', document.getElementById('f').contentDocument.body.getAttribute('data-measure'));
            }, 100));</script></body></html>
            """
        try Data(frame.utf8).write(to: folder.appendingPathComponent("frame.html"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "chromium", "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
            "--user-data-dir=" + folder.appendingPathComponent("profile").path,
            "--window-size=1400,1000", "--virtual-time-budget=5000", "--dump-dom", folder.appendingPathComponent("frame.html").absoluteString,
        ]
        let result = try CommandRunner.capture(process)
        try #require(result.status == 0, "chromium failed (scripts/test installs Debian's chromium): \(result.stderr)")
        let attribute = try #require(result.stdout.firstMatch(of: /data-result="([^"]*)"/), "no measurement in the page: \(result.stdout.prefix(300))")
        let json = String(attribute.1).replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return (object["scroll"] as? Int ?? -1, object["client"] as? Int ?? -1, object["outside"] as? [String] ?? ["unreadable"], object["broken"] as? [String] ?? ["unreadable"])
    }

    @Test(arguments: [390, 1280])
    func nothingIsWiderThanThePage(width: Int) throws {
        let measured = try Self.measure(try Self.html(), width: width)
        #expect(measured.clientWidth > width - 30 && measured.clientWidth <= width, "the frame is \(measured.clientWidth) wide")
        #expect(measured.scrollWidth == measured.clientWidth, "the page scrolls sideways at \(width) px: \(measured.outside)")
        #expect(measured.outside.isEmpty)
        // "MODIFIED" and "Commit" were cut mid-word on a phone.
        #expect(measured.broken.isEmpty, "cut mid-word at \(width) px: \(measured.broken)")
    }
}
