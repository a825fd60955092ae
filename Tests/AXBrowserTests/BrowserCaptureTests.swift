import AXTestSupport
import Foundation
import Testing

/// `axdiff capture` in the real headless Chromium (Debian's chromium, which `scripts/test`
/// installs), run as a user runs it: two versions of a checkout page served from one path,
/// captured, committed and checked. Each test gets its own TMPDIR, which must be left empty.
@Suite struct BrowserCaptureTests {
    private final class Scratch {
        let repository: TestRepository
        let temporary: String
        /// The user's home for the captures: Chromium must write nothing there
        /// (`~/.config/chromium`, `~/.cache/dconf`, `~/.pki`).
        let home: String

        init() throws {
            repository = try TestRepository()
            // Short, like a real TMPDIR: Chromium's socket path inside it has a length limit.
            temporary = "/tmp/axb-" + UUID().uuidString.prefix(8)
            home = "/tmp/axh-" + UUID().uuidString.prefix(8)
            try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        }

        func page(_ version: Int) throws {
            let html = try Fixtures.text("web/capture/checkout-v\(version).html")
            try repository.write("site/checkout.html", html)
        }

        func axdiff(_ arguments: [String]) throws -> CommandRunner.Result {
            try CommandRunner.run(arguments, in: repository.path, environment: ["TMPDIR": temporary, "HOME": home])
        }

        /// What the captures left in TMPDIR (their profiles and Chromium's own files) and in
        /// the home folder.
        func leftovers() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: temporary)
                + FileManager.default.contentsOfDirectory(atPath: home).map { "~/" + $0 }
        }

        deinit {
            repository.delete()
            try? FileManager.default.removeItem(atPath: temporary)
            try? FileManager.default.removeItem(atPath: home)
        }
    }

    @Test func aCapturedRegressionIsCaughtAndAnUnchangedPageIsClean() throws {
        let scratch = try Scratch()
        let capture = ["capture", "site/checkout.html", "--output", "snapshots/Checkout.axsnap.json"]
        try scratch.page(1)
        try FileManager.default.createDirectory(atPath: scratch.repository.path + "/snapshots", withIntermediateDirectories: true)
        let first = try scratch.axdiff(capture)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.contains("captured file://") && first.stderr.contains("into snapshots/Checkout.axsnap.json"))
        let snapshot = try String(contentsOfFile: scratch.repository.path + "/snapshots/Checkout.axsnap.json", encoding: .utf8)
        #expect(snapshot.contains(#""screen": "Checkout""#) && snapshot.contains(#""modal": true"#) && snapshot.contains(#""label": "Card details""#))
        _ = try scratch.repository.commit("Checkout, first version", files: [:])

        // The same page captured again is byte for byte the same snapshot.
        let again = try scratch.axdiff(capture)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try scratch.repository.git("status", "--porcelain").isEmpty)
        let unchanged = try scratch.axdiff(["check", "--base", "HEAD"])
        #expect(unchanged.status == 0, "\(unchanged.stdout)\(unchanged.stderr)")

        try scratch.page(2)
        let second = try scratch.axdiff(capture)
        #expect(second.status == 0, "\(second.stderr)")
        _ = try scratch.repository.commit("Checkout: icon-only pay button, h4, dialog.show()", files: [:])
        let check = try scratch.axdiff(["check", "--base", "HEAD~1"])
        #expect(check.status == 1, "\(check.stdout)\(check.stderr)")
        for rule in ["modal-removed", "label-removed", "heading-level-skipped"] {
            #expect(check.stdout.contains(rule), "\(rule) is not in: \(check.stdout)")
        }
        #expect(try scratch.leftovers().isEmpty)
    }

    @Test func aPageThatDoesNotLoadIsAClearError() throws {
        let scratch = try Scratch()
        let result = try scratch.axdiff(["capture", "site/missing.html", "-o", "out.axsnap.json"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("did not load: net::ERR_FILE_NOT_FOUND"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: scratch.repository.path + "/out.axsnap.json"))
        // A port Chromium blocks (1 is tcpmux) is said to be the port's fault, not the URL's.
        let unsafe = try scratch.axdiff(["capture", "http://127.0.0.1:1/", "-o", "out.axsnap.json"])
        #expect(unsafe.status == 2)
        #expect(unsafe.stderr.contains("Chromium refuses that port as unsafe"), "\(unsafe.stderr)")
        #expect(try scratch.leftovers().isEmpty)
    }

    /// On a loaded machine Chromium may not even open the page within a short timeout, and
    /// then it rightly says it waited for Chromium, not for the selector. So the timeout starts
    /// short and doubles only while the capture has not reached the selector yet: quick on an
    /// idle machine, and on a busy one it still ends waiting for the element, with that advice.
    @Test func aSelectorThatNeverMatchesTimesOutSayingWhatItWaitedFor() throws {
        let scratch = try Scratch()
        try scratch.page(1)
        var timeout = 2
        var result: CommandRunner.Result
        repeat {
            let started = Date()
            result = try scratch.axdiff(["capture", "site/checkout.html", "--wait-for", "#never", "--timeout", String(timeout)])
            // --timeout bounds the run: its end, the browser's close grace and axdiff's own start.
            let elapsed = Date().timeIntervalSince(started)
            #expect(elapsed < Double(timeout) + 6, "took \(elapsed) s with --timeout \(timeout)")
            #expect(result.status == 2)
            #expect(result.stderr.contains("timed out after \(timeout) s waiting for"), "\(result.stderr)")
            guard result.stderr.contains("raise --timeout: "), timeout < 16 else { break }
            timeout *= 2
        } while true
        #expect(result.stderr.contains("waiting for an element matching '#never' (--wait-for)"), "\(result.stderr)")
        #expect(result.stderr.contains("check that the page shows an element matching the --wait-for selector"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        // Too short to start Chromium: the advice is about the timeout, not about --wait-for.
        let early = try scratch.axdiff(["capture", "site/checkout.html", "--timeout", "0.001"])
        #expect(early.status == 2)
        #expect(early.stderr.contains("raise --timeout") && !early.stderr.contains("--wait-for"), "\(early.stderr)")
        #expect(try scratch.leftovers().isEmpty)
    }

    @Test func aMissingBrowserSaysHowToGetOne() throws {
        let scratch = try Scratch()
        let named = try scratch.axdiff(["capture", "https://example.com", "--chromium", "/nonexistent/chromium"])
        #expect(named.status == 2)
        #expect(named.stderr.contains("'/nonexistent/chromium', which is not an executable file") && named.stderr.contains("apt-get install chromium"))
        let environment = try CommandRunner.run(
            ["capture", "https://example.com"], in: scratch.repository.path,
            environment: ["AXDIFF_CHROMIUM": "/nonexistent/chrome", "TMPDIR": scratch.temporary])
        #expect(environment.status == 2 && environment.stderr.contains("AXDIFF_CHROMIUM names '/nonexistent/chrome'"))
        // A browser that ends at once: its status and last lines are the message.
        let fake = scratch.temporary + "/fake-chromium"
        try "#!/bin/sh\necho 'starting' >&2\necho 'Running as root without --no-sandbox is not supported.' >&2\nexit 1\n".write(toFile: fake, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake)
        let exiting = try scratch.axdiff(["capture", "https://example.com", "--chromium", fake])
        try FileManager.default.removeItem(atPath: fake)
        #expect(exiting.status == 2, "\(exiting.stderr)")
        #expect(exiting.stderr.contains("Chromium exited with status 1 before the capture was done (its last lines: starting | Running as root without --no-sandbox is not supported.)"), "\(exiting.stderr)")
        #expect(try scratch.leftovers().isEmpty)
    }

    @Test func anInterruptStopsTheBrowserAndLeavesNothing() throws {
        let scratch = try Scratch()
        try scratch.page(1)
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = ["capture", "site/checkout.html", "--wait-for", "#never", "--timeout", "30", "-o", "out.axsnap.json"]
        process.currentDirectoryURL = URL(fileURLWithPath: scratch.repository.path)
        process.environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "TMPDIR": scratch.temporary]
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Once the browser's profile exists, it is running.
        let deadline = Date().addingTimeInterval(10)
        while try scratch.leftovers().isEmpty && Date() < deadline { usleep(50_000) }
        #expect(try !scratch.leftovers().isEmpty)
        usleep(300_000)
        process.interrupt()
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
        #expect(try scratch.leftovers().isEmpty)
        #expect(!FileManager.default.fileExists(atPath: scratch.repository.path + "/out.axsnap.json"))
    }

    @Test func aSelectorKeepsOnePartOfThePageNamedAfterItsTitle() throws {
        let scratch = try Scratch()
        try scratch.page(2)
        let result = try scratch.axdiff(["capture", "site/checkout.html", "--selector", "form", "--viewport", "390x844", "--wait-for", "network-idle", "-o", "-"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#""screen": "Checkout""#))
        #expect(result.stdout.contains(#""type": "form""#) && result.stdout.contains("Card details"))
        #expect(!result.stdout.contains("RootWebArea") && !result.stdout.contains("Edit cart"))
        let nothing = try scratch.axdiff(["capture", "site/checkout.html", "--selector", "table"])
        #expect(nothing.status == 2 && nothing.stderr.contains("--selector 'table' matches no element"), "\(nothing.stderr)")
        #expect(try scratch.leftovers().isEmpty)
    }

    /// A dialog inside `<main>`: opened with showModal(), Chrome's tree has the dialog alone
    /// under the page; with show(), the whole page. Diffed, the lost modality is modal-removed
    /// counting the stops now reachable, and the gained one is no removal. A frame's content is
    /// not captured, and the capture says so.
    @Test func aModalDialogInsideMainAndAFrameAreReportedAsAUserMeetsThem() throws {
        let scratch = try Scratch()
        let modal = """
            <!doctype html><html lang=en><head><title>Modal</title></head><body>
            <header><nav aria-label="Main"><a href="/a">Home</a></nav></header>
            <main><h1>Shop</h1><button>Buy</button>
            <dialog id=d><h2>Confirm</h2><p>Sure?</p><button>OK</button></dialog></main>
            <footer>foot</footer><script>document.getElementById('d').showModal()</script></body></html>
            """
        try scratch.repository.write("site/modal.html", modal)
        try scratch.repository.write("site/shown.html", modal.replacingOccurrences(of: "showModal()", with: "show()"))
        try scratch.repository.write("site/framed.html", "<!doctype html><html><head><title>Framed</title></head><body><h1>Outer</h1><iframe src=\"modal.html\"></iframe></body></html>")
        for name in ["modal", "shown", "framed"] {
            let result = try scratch.axdiff(["capture", "site/\(name).html", "-o", "\(name).axsnap.json"])
            #expect(result.status == 0, "\(name): \(result.stderr)")
            #expect(result.stderr.contains("iframe") == (name == "framed"), "\(name): \(result.stderr)")
        }
        let lost = try scratch.axdiff(["diff", "modal.axsnap.json", "shown.axsnap.json"])
        #expect(lost.status == 0, "\(lost.stdout)\(lost.stderr)")
        #expect(lost.stdout.contains("modal-removed: the dialog is no longer modal: 4 focus stops behind it became reachable"), "\(lost.stdout)")
        let gained = try scratch.axdiff(["diff", "shown.axsnap.json", "modal.axsnap.json"])
        #expect(gained.status == 0, "\(gained.stdout)")
        #expect(gained.stdout.contains("0 errors, 0 warnings, 0 notices"), "\(gained.stdout)")
        #expect(try scratch.leftovers().isEmpty)
    }
}
