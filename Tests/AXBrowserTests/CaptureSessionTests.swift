import AXModel
import Testing

@testable import AXBrowser

/// The DevTools conversation, played against scripted replies: no browser needed.
@Suite struct CaptureSessionTests {
    // Built on each use: a tree held in a static for the whole run is reported by
    // LeakSanitizer at exit (the boxes of an indirect enum in lazily initialised storage).
    static var tree: JSONValue { .object([("nodes", .array([
        .object([("nodeId", "1"), ("role", .object([("value", "RootWebArea")])), ("name", .object([("value", "Shop")])), ("childIds", ["2", "3"]), ("backendDOMNodeId", 1)]),
        .object([("nodeId", "2"), ("parentId", "1"), ("role", .object([("value", "main")])), ("childIds", ["4"]), ("backendDOMNodeId", 20)]),
        .object([("nodeId", "3"), ("parentId", "1"), ("role", .object([("value", "button")])), ("backendDOMNodeId", 30)]),
        .object([("nodeId", "4"), ("parentId", "2"), ("role", .object([("value", "heading")])), ("backendDOMNodeId", 40)]),
    ]))]) }

    /// Plays the conversation: each command sent gets the reply `reply` gives (with events
    /// before it), until the session finishes or fails. Returns the methods sent and the end.
    private func play(
        _ request: CaptureRequest,
        reply: (CDPCommand) -> (events: [CDPMessage], result: JSONValue, error: String?) = { _ in ([], .object([]), nil) },
        finally inspect: (CaptureSession) -> Void = { _ in }
    ) -> (methods: [String], commands: [CDPCommand], end: CaptureSession.Step) {
        var session = CaptureSession(request: request)
        defer { inspect(session) }
        var queue = session.start()
        var sent: [CDPCommand] = []
        while !queue.isEmpty {
            let command = queue.removeFirst()
            sent.append(command)
            var answer = reply(command)
            if answer.result == .object([]) && answer.error == nil { answer.result = Self.defaultResult(command.method) }
            for event in answer.events {
                switch session.receive(event) {
                case .send(let more): queue += more
                case .wait: break
                case let end: return (sent.map(\.method), sent, end)
                }
            }
            switch session.receive(CDPMessage(id: command.id, sessionID: command.sessionID, body: answer.result, error: answer.error)) {
            case .send(let more): queue += more
            case .wait: break
            case let end: return (sent.map(\.method), sent, end)
            }
        }
        return (sent.map(\.method), sent, .wait)
    }

    private static func defaultResult(_ method: String) -> JSONValue {
        switch method {
        case "Target.createTarget": .object([("targetId", "T")])
        case "Target.attachToTarget": .object([("sessionId", "S")])
        case "Page.navigate": .object([("frameId", "F"), ("loaderId", "L")])
        case "DOM.getDocument": .object([("root", .object([("nodeId", 1)]))])
        case "DOM.querySelector": .object([("nodeId", 5)])
        case "DOM.describeNode": .object([("node", .object([("backendNodeId", 20)]))])
        case "Accessibility.getFullAXTree": tree
        default: .object([])
        }
    }

    private static var loadEvent: CDPMessage { CDPMessage(method: "Page.loadEventFired", sessionID: "S", body: .object([("timestamp", 1)])) }

    private func finishedTree(_ end: CaptureSession.Step) throws -> JSONValue {
        guard case .finished(let bytes) = end else {
            Issue.record("expected a tree, got \(end)")
            return .null
        }
        return try JSONValue.parse(bytes)
    }

    @Test func aPageIsOpenedSizedLoadedAndRead() throws {
        let request = CaptureRequest(url: "file:///site/index.html", viewport: Viewport(width: 390, height: 844))
        let played = play(request) { command in (command.method == "Page.navigate" ? [Self.loadEvent] : [], .object([]), nil) }
        #expect(played.methods == [
            "Target.createTarget", "Target.attachToTarget", "Emulation.setDeviceMetricsOverride", "Page.enable",
            "Page.navigate", "Accessibility.enable", "Accessibility.getFullAXTree", "Browser.close",
        ])
        #expect(played.commands[0].sessionID == nil && played.commands[1].params["flatten"] == true)
        #expect(played.commands[2...6].allSatisfy { $0.sessionID == "S" } && played.commands[7].sessionID == nil)
        #expect(played.commands[2].params["width"]?.numberValue == 390 && played.commands[2].params["height"]?.numberValue == 844)
        #expect(played.commands[4].params["url"]?.stringValue == "file:///site/index.html")
        #expect(Set(played.commands.map(\.id)).count == played.commands.count)
        #expect(try finishedTree(played.end)["nodes"]?.arrayValue?.count == 4)
    }

    @Test func theLoadEventIsAwaitedWhenItComesAfterTheNavigation() {
        var session = CaptureSession(request: CaptureRequest(url: "https://example.com"))
        var commands = session.start()
        let answers: [JSONValue] = [.object([("targetId", "T")]), .object([("sessionId", "S")]), .object([]), .object([])]
        for answer in answers {
            guard case .send(let next) = session.receive(CDPMessage(id: commands[0].id, body: answer)) else { Issue.record("stalled"); return }
            commands = next
        }
        #expect(commands.map(\.method) == ["Page.navigate"])
        #expect(session.receive(CDPMessage(id: commands[0].id, body: .object([("loaderId", "L")]))) == .wait)
        #expect(session.waitingFor.contains("load event"))
        #expect(session.receive(Self.loadEvent) == .send([CDPCommand(id: commands[0].id + 1, method: "Accessibility.enable", sessionID: "S")]))
    }

    /// An alert() stops the page until it is answered: it is dismissed, noted, and the
    /// capture goes on instead of timing out with advice that cannot help.
    @Test func aJavaScriptDialogIsDismissedAndNoted() throws {
        let dialog = CDPMessage(method: "Page.javascriptDialogOpening", sessionID: "S", body: .object([
            ("url", "file:///site/index.html"), ("message", "Your session\nhas expired"), ("type", "alert"),
        ]))
        var notes: [String] = []
        let played = play(CaptureRequest(url: "file:///site/index.html")) { command in
            (command.method == "Page.navigate" ? [dialog, Self.loadEvent] : [], .object([]), nil)
        } finally: { notes = $0.notes }
        let dismiss = try #require(played.commands.first { $0.method == "Page.handleJavaScriptDialog" })
        #expect(dismiss.params["accept"] == false && dismiss.sessionID == "S")
        #expect(played.methods.suffix(3) == ["Accessibility.enable", "Accessibility.getFullAXTree", "Browser.close"])
        #expect(try finishedTree(played.end)["nodes"]?.arrayValue?.count == 4)
        #expect(notes == ["the page opened a JavaScript alert (\"Your session has expired\") while it was captured; it was dismissed, as a user who closes it would, and the page was read after that"])
    }

    @Test func aPageThatDoesNotLoadSaysTheNetError() {
        let played = play(CaptureRequest(url: "file:///missing.html")) { command in
            command.method == "Page.navigate" ? ([], .object([("frameId", "F"), ("errorText", "net::ERR_FILE_NOT_FOUND")]), nil) : ([], .object([]), nil)
        }
        #expect(played.end == .failed(.pageNotLoaded(url: "file:///missing.html", error: "net::ERR_FILE_NOT_FOUND")))
        #expect(played.methods.last == "Page.navigate")
    }

    @Test func networkIdleWaitsForTheNavigationsLifecycleEvent() {
        let idle = { (loader: String) in
            CDPMessage(method: "Page.lifecycleEvent", sessionID: "S", body: .object([("name", "networkIdle"), ("loaderId", .string(loader))]))
        }
        let played = play(CaptureRequest(url: "https://example.com", wait: .networkIdle)) { command in
            // The blank page's idle event is not the navigation's; the load event is not enough.
            command.method == "Page.navigate" ? ([idle("BLANK"), Self.loadEvent, idle("L")], .object([]), nil) : ([], .object([]), nil)
        }
        #expect(played.methods.contains("Page.setLifecycleEventsEnabled"))
        #expect(played.methods.last == "Browser.close")

        var session = CaptureSession(request: CaptureRequest(url: "https://example.com", wait: .networkIdle))
        _ = session.start()
        _ = session.receive(CDPMessage(id: 1, body: .object([("targetId", "T")])))
        _ = session.receive(CDPMessage(id: 2, body: .object([("sessionId", "S")])))
        _ = session.receive(CDPMessage(id: 3))
        _ = session.receive(CDPMessage(id: 4))
        _ = session.receive(CDPMessage(id: 5))
        #expect(session.receive(CDPMessage(id: 6, body: .object([("loaderId", "L")]))) == .wait)
        #expect(session.receive(Self.loadEvent) == .wait)
        #expect(session.receive(idle("OTHER")) == .wait)
        #expect(session.waitingFor.contains("network idle"))
        #expect(session.receive(idle("L")) != .wait)
    }

    @Test func waitForASelectorEvaluatesAPromiseForIt() {
        let played = play(CaptureRequest(url: "https://example.com", wait: .selector("#app[data-ready='1']"))) { command in
            (command.method == "Page.navigate" ? [Self.loadEvent] : [], .object([]), nil)
        }
        let evaluate = played.commands.first { $0.method == "Runtime.evaluate" }
        let expression = evaluate?.params["expression"]?.stringValue ?? ""
        #expect(expression.contains(##"document.querySelector("#app[data-ready='1']")"##))
        #expect(evaluate?.params["awaitPromise"] == true)
        #expect(played.methods.last == "Browser.close")
    }

    @Test func anInvalidWaitSelectorIsReported() {
        let played = play(CaptureRequest(url: "https://example.com", wait: .selector("[[["))) { command in
            switch command.method {
            case "Page.navigate": ([Self.loadEvent], .object([]), nil)
            case "Runtime.evaluate": ([], .object([("exceptionDetails", .object([("exception", .object([("description", "SyntaxError: '[[[' is not a valid selector.\n    at look")]))]))]), nil)
            default: ([], .object([]), nil)
            }
        }
        #expect(played.end == .failed(.invalidSelector("[[[", message: "SyntaxError: '[[[' is not a valid selector.")))
    }

    @Test func aSelectorKeepsTheSubtreeOfItsElementAndThePagesTitle() throws {
        var title: String?
        let played = play(CaptureRequest(url: "https://example.com", selector: "main")) { command in
            (command.method == "Page.navigate" ? [Self.loadEvent] : [], .object([]), nil)
        } finally: { title = $0.pageTitle }
        #expect(title == "Shop")
        #expect(Array(played.methods[5...8]) == ["Accessibility.enable", "DOM.getDocument", "DOM.querySelector", "DOM.describeNode"])
        #expect(played.commands[7].params["selector"]?.stringValue == "main")
        let nodes = try finishedTree(played.end)["nodes"]?.arrayValue ?? []
        #expect(nodes.map { $0["nodeId"]?.stringValue } == ["2", "4"])
        #expect(nodes.first?["parentId"] == nil)
    }

    @Test func aSelectorThatMatchesNothingOrAHiddenElementIsReported() {
        let nothing = play(CaptureRequest(url: "https://example.com", selector: "#gone")) { command in
            switch command.method {
            case "Page.navigate": ([Self.loadEvent], .object([]), nil)
            case "DOM.querySelector": ([], .object([("nodeId", 0)]), nil)
            default: ([], .object([]), nil)
            }
        }
        #expect(nothing.end == .failed(.selectorMatchedNothing("#gone")))
        let hidden = play(CaptureRequest(url: "https://example.com", selector: "#hidden")) { command in
            switch command.method {
            case "Page.navigate": ([Self.loadEvent], .object([]), nil)
            case "DOM.describeNode": ([], .object([("node", .object([("backendNodeId", 99)]))]), nil)
            default: ([], .object([]), nil)
            }
        }
        #expect(hidden.end == .failed(.selectorNotInTree("#hidden")))
    }

    @Test func aFailedCommandOrACrashEndsTheCapture() {
        let failed = play(CaptureRequest(url: "https://example.com")) { command in
            command.method == "Page.enable" ? ([], .object([]), "Not allowed (-32000)") : ([], .object([]), nil)
        }
        #expect(failed.end == .failed(.protocolError("Page.enable failed: Not allowed (-32000)")))
        let crashed = play(CaptureRequest(url: "https://example.com")) { command in
            command.method == "Page.navigate" ? ([CDPMessage(method: "Inspector.targetCrashed", sessionID: "S")], .object([]), nil) : ([], .object([]), nil)
        }
        #expect(crashed.end == .failed(.pageClosed(url: "https://example.com")))
    }

    @Test func aReplyToAnotherCommandIsIgnored() {
        var session = CaptureSession(request: CaptureRequest(url: "https://example.com"))
        _ = session.start()
        #expect(session.receive(CDPMessage(id: 42, body: .object([("targetId", "T")]))) == .wait)
        #expect(session.waitingFor == "Chromium to open a page")
    }
}
