import AXModel

/// The DevTools conversation of one capture, as a value: it says which commands to send and,
/// fed each message Chromium sends back, what to do next. Pure; `BrowserCapture` carries the
/// messages over the pipe.
///
/// The sequence: `Target.createTarget` (about:blank), `Target.attachToTarget` (flatten), then on
/// the page's session `Emulation.setDeviceMetricsOverride`, `Page.enable`
/// (`Page.setLifecycleEventsEnabled` to wait for network idle), `Page.navigate`, the load event
/// or network idle, `Runtime.evaluate` of a promise that resolves once the `--wait-for`
/// selector matches, `Accessibility.enable`, for `--selector` `DOM.getDocument`,
/// `DOM.querySelector` and `DOM.describeNode` (its backend node id), `Accessibility.getFullAXTree`
/// (cut to the selected subtree by `AXSubtree`), when the tree has content hidden with
/// `aria-hidden` `DOM.querySelectorAll` and `DOM.describeNode` of each such element
/// (`HiddenContent`), and `Browser.close`. A JavaScript dialog the page opens (`alert()`,
/// `confirm()`) is dismissed with `Page.handleJavaScriptDialog`, and noted.
public struct CaptureSession: Sendable {
    /// What to do after a message.
    public enum Step: Sendable, Equatable {
        /// Send these commands, then wait for more messages.
        case send([CDPCommand])
        /// Nothing to send; wait for more messages.
        case wait
        /// The capture is done: the `Accessibility.getFullAXTree` result as a JSON object with
        /// `nodes` (edited by `HiddenContent`, cut by `AXSubtree`), or Chrome's reply as it
        /// came when nothing was changed; the Chrome importer reads both.
        case finished([UInt8])
        case failed(BrowserError)
    }

    enum Phase: Equatable {
        case creatingTarget, attaching, settingViewport, enablingPage, enablingLifecycle, navigating
        case waitingForLoad, waitingForSelector, enablingAccessibility
        case gettingDocument, querying, describing, readingTree
        case gettingHiddenDocument, queryingHidden, describingHidden, closing, done
    }

    public let request: CaptureRequest
    private(set) var phase = Phase.creatingTarget
    private var lastID = 0
    /// The command whose reply moves the capture on; replies to others (a dialog dismissed)
    /// are not waited for.
    public private(set) var awaitedID = 0
    private var sessionID: String?
    private var loaderID: String?
    /// Navigation events that arrived before `Page.navigate`'s reply.
    private var loadFired = false
    private var idleLoaders: Set<String> = []
    private var backendNodeID: Int?
    private var documentNodeID: Double?
    private var tree: [UInt8]?
    /// The tree's reply while the hidden content is read, released once the result is written.
    private var scan = TreeScan()
    private var source: TreeSource?
    private var pendingHidden: [JSONValue] = []
    private var described: [JSONValue] = []

    /// What the capture did that the user should know (a dialog dismissed, hidden content not
    /// read), one sentence each, for warnings.
    public private(set) var notes: [String] = []

    /// True while the tree is awaited: its reply is best parsed node by node
    /// (`receive(_:tree:)`).
    public var awaitsTree: Bool { phase == .readingTree }

    public init(request: CaptureRequest) {
        self.request = request
    }

    /// The first command: open a blank page.
    public mutating func start() -> [CDPCommand] {
        phase = .creatingTarget
        return [command("Target.createTarget", ["url": "about:blank"], onPage: false)]
    }

    /// The tree once read, even if closing the browser did not finish.
    public var capturedTree: [UInt8]? { tree }

    /// The page's title (the name of its `RootWebArea`), once the tree is read; kept when
    /// `--selector` cuts the page away.
    public private(set) var pageTitle: String?

    /// What to do when the capture times out waiting for `waitingFor`.
    public var timeoutAdvice: String {
        switch phase {
        case .creatingTarget, .attaching, .settingViewport, .enablingPage, .enablingLifecycle, .closing, .done:
            "raise --timeout: Chromium was slow to start (a first run, or a busy machine)"
        case .navigating, .waitingForLoad:
            if case .selector = request.wait {
                "raise --timeout: the element --wait-for names is looked for once the page has loaded"
            } else {
                "raise --timeout, or, for a page that never stops loading, wait for an element with --wait-for SELECTOR"
            }
        case .waitingForSelector:
            "raise --timeout, or check that the page shows an element matching the --wait-for selector"
        case .enablingAccessibility, .gettingDocument, .querying, .describing, .readingTree,
             .gettingHiddenDocument, .queryingHidden, .describingHidden:
            "raise --timeout, or capture a smaller part of the page with --selector"
        }
    }

    /// What the capture waits for now, for a timeout's message: "the page's load event".
    public var waitingFor: String {
        switch phase {
        case .creatingTarget, .attaching, .settingViewport, .enablingPage, .enablingLifecycle:
            "Chromium to open a page"
        case .navigating: "\(request.url) to start loading"
        case .waitingForLoad:
            request.wait == .networkIdle
                ? "\(request.url) to reach network idle (no request for 500 ms)" : "the load event of \(request.url)"
        case .waitingForSelector:
            if case .selector(let selector) = request.wait {
                "an element matching '\(selector)' (--wait-for) in \(request.url)"
            } else {
                "the page to be ready"
            }
        case .enablingAccessibility, .gettingDocument, .querying, .describing, .readingTree:
            "the accessibility tree of \(request.url)"
        case .gettingHiddenDocument, .queryingHidden, .describingHidden:
            "the content hidden with aria-hidden in \(request.url)"
        case .closing, .done: "Chromium to close"
        }
    }

    /// Takes one message from Chromium.
    public mutating func receive(_ message: CDPMessage) -> Step {
        receive(message, tree: nil)
    }

    /// Takes one message from Chromium; `tree`, for the reply to `Accessibility.getFullAXTree`
    /// parsed node by node as it arrived (its nodes not in `message`), is what was gathered
    /// and the reply's bytes.
    public mutating func receive(_ message: CDPMessage, tree reply: (scan: TreeScan, source: TreeSource)?) -> Step {
        if let method = message.method, message.id == nil { return event(method, message) }
        guard let id = message.id, id == awaitedID, phase != .done else { return .wait }
        if let error = message.error { return failure(for: error) }
        let result = message.body
        switch phase {
        case .creatingTarget:
            guard let target = result["targetId"]?.stringValue else { return missing("targetId", in: "Target.createTarget") }
            phase = .attaching
            return .send([command("Target.attachToTarget", ["targetId": .string(target), "flatten": true], onPage: false)])
        case .attaching:
            guard let session = result["sessionId"]?.stringValue else { return missing("sessionId", in: "Target.attachToTarget") }
            sessionID = session
            phase = .settingViewport
            return .send([command("Emulation.setDeviceMetricsOverride", [
                "width": .int(request.viewport.width), "height": .int(request.viewport.height),
                "deviceScaleFactor": 1, "mobile": false,
            ])])
        case .settingViewport:
            phase = .enablingPage
            return .send([command("Page.enable")])
        case .enablingPage:
            guard request.wait == .networkIdle else { return navigate() }
            phase = .enablingLifecycle
            return .send([command("Page.setLifecycleEventsEnabled", ["enabled": true])])
        case .enablingLifecycle:
            return navigate()
        case .navigating:
            if let error = result["errorText"]?.stringValue, !error.isEmpty {
                phase = .done
                return .failed(.pageNotLoaded(url: request.url, error: error))
            }
            loaderID = result["loaderId"]?.stringValue
            let ready = request.wait == .networkIdle ? loaderID.map(idleLoaders.contains) ?? false : loadFired
            phase = .waitingForLoad
            return ready ? loaded() : .wait
        case .waitingForLoad, .done:
            return .wait
        case .waitingForSelector:
            if let exception = result["exceptionDetails"] {
                phase = .done
                let text = exception["exception"]?["description"]?.stringValue ?? exception["text"]?.stringValue ?? "an exception"
                return .failed(.invalidSelector(waitSelector ?? "", message: String(text.prefix { $0 != "\n" })))
            }
            return enableAccessibility()
        case .enablingAccessibility:
            guard request.selector != nil else { return readTree() }
            phase = .gettingDocument
            return .send([command("DOM.getDocument", ["depth": 0])])
        case .gettingDocument:
            guard let root = result["root"]?["nodeId"]?.numberValue else { return missing("root.nodeId", in: "DOM.getDocument") }
            documentNodeID = root
            phase = .querying
            return .send([command("DOM.querySelector", ["nodeId": .number(root), "selector": .string(request.selector ?? "")])])
        case .querying:
            guard let node = result["nodeId"]?.numberValue, node != 0 else {
                phase = .done
                return .failed(.selectorMatchedNothing(request.selector ?? ""))
            }
            phase = .describing
            return .send([command("DOM.describeNode", ["nodeId": .number(node)])])
        case .describing:
            guard let backend = result["node"]?["backendNodeId"]?.numberValue.flatMap({ Int(exactly: $0) }) else {
                return missing("node.backendNodeId", in: "DOM.describeNode")
            }
            backendNodeID = backend
            return readTree()
        case .readingTree:
            if let reply {
                (scan, source) = reply
            } else {
                guard let nodes = result["nodes"]?.arrayValue else { return missing("nodes", in: "Accessibility.getFullAXTree") }
                (scan, source) = (TreeScan(nodes: nodes), .nodes(nodes))
            }
            pageTitle = scan.title
            guard scan.hasARIAHiddenContent else { return finish() }
            guard let documentNodeID else {
                phase = .gettingHiddenDocument
                return .send([command("DOM.getDocument", ["depth": 0])])
            }
            return queryHidden(in: documentNodeID)
        case .gettingHiddenDocument:
            guard let root = result["root"]?["nodeId"]?.numberValue else { return skipHidden("the reply to DOM.getDocument has no root.nodeId") }
            return queryHidden(in: root)
        case .queryingHidden:
            pendingHidden = Array((result["nodeIds"]?.arrayValue ?? []).prefix(HiddenContent.describedLimit).reversed())
            return describeHidden()
        case .describingHidden:
            if let node = result["node"] { described.append(node) }
            return describeHidden()
        case .closing:
            phase = .done
            return .finished(tree ?? [])
        }
    }

    private mutating func event(_ method: String, _ message: CDPMessage) -> Step {
        switch method {
        case "Page.loadEventFired" where phase == .navigating || phase == .waitingForLoad:
            loadFired = true
            return phase == .waitingForLoad && request.wait != .networkIdle ? loaded() : .wait
        case "Page.lifecycleEvent" where message.body["name"]?.stringValue == "networkIdle":
            guard let loader = message.body["loaderId"]?.stringValue else { return .wait }
            idleLoaders.insert(loader)
            return phase == .waitingForLoad && request.wait == .networkIdle && loader == loaderID ? loaded() : .wait
        case "Page.javascriptDialogOpening":
            // An alert() or confirm() stops the page until someone answers it: dismissed, as a
            // user who closes it would, so the capture goes on; the reply is not waited for.
            let kind = message.body["type"]?.stringValue ?? "dialog"
            let text = (message.body["message"]?.stringValue ?? "").split(whereSeparator: \.isNewline).joined(separator: " ")
            let shown = text.count > 80 ? String(text.prefix(79)) + "…" : text
            notes.append("the page opened a JavaScript \(kind) (\"\(shown)\") while it was captured; it was dismissed, as a user who closes it would, and the page was read after that")
            return .send([command("Page.handleJavaScriptDialog", ["accept": false], awaited: false)])
        case "Inspector.targetCrashed", "Target.detachedFromTarget", "Target.targetCrashed":
            guard phase != .closing, phase != .done, sessionID != nil else { return .wait }
            phase = .done
            return .failed(.pageClosed(url: request.url))
        default:
            return .wait
        }
    }

    private mutating func navigate() -> Step {
        phase = .navigating
        return .send([command("Page.navigate", ["url": .string(request.url)])])
    }

    private var waitSelector: String? {
        if case .selector(let selector) = request.wait { return selector }
        return nil
    }

    /// The page has loaded (or gone network idle): wait for the selector, or read the tree.
    private mutating func loaded() -> Step {
        guard let selector = waitSelector else { return enableAccessibility() }
        phase = .waitingForSelector
        let literal = JSONValue.string(selector).serialized(pretty: false)
        let expression = """
            new Promise(resolve => { const look = () => document.querySelector(\(literal)) \
            ? resolve(true) : setTimeout(look, 50); look(); })
            """
        return .send([command("Runtime.evaluate", ["expression": .string(expression), "awaitPromise": true, "returnByValue": true])])
    }

    private mutating func enableAccessibility() -> Step {
        phase = .enablingAccessibility
        return .send([command("Accessibility.enable")])
    }

    private mutating func readTree() -> Step {
        phase = .readingTree
        return .send([command("Accessibility.getFullAXTree")])
    }

    private mutating func queryHidden(in document: Double) -> Step {
        phase = .queryingHidden
        return .send([command("DOM.querySelectorAll", ["nodeId": .number(document), "selector": #"[aria-hidden="true" i]"#])])
    }

    /// Describes the next hidden element, or, when all are, writes the result.
    private mutating func describeHidden() -> Step {
        phase = .describingHidden
        if let next = pendingHidden.popLast() {
            return .send([command("DOM.describeNode", ["nodeId": next, "depth": -1])])
        }
        if described.count >= HiddenContent.describedLimit {
            notes.append("the page has more than \(HiddenContent.describedLimit) elements hidden with aria-hidden; only the first \(HiddenContent.describedLimit) are captured with their roles and names")
        }
        let (edit, hiddenNotes) = HiddenContent.edit(scan, described: described)
        notes += hiddenNotes
        described = []
        return finish(edit)
    }

    /// Reading the hidden content failed: the tree is captured as Chrome gave it, with a note.
    private mutating func skipHidden(_ reason: String) -> Step {
        notes.append("the content hidden with aria-hidden could not be read through the DOM (\(reason)); it is captured as Chrome's tree gives it, without roles or names")
        pendingHidden = []
        described = []
        return finish()
    }

    /// Writes the tree (edited, cut to the selector's element) and closes the browser.
    private mutating func finish(_ edit: TreeEdit = TreeEdit()) -> Step {
        var edit = edit
        if let backendNodeID {
            guard let cut = AXSubtree.cut(edit, to: backendNodeID, in: scan) else {
                phase = .done
                return .failed(.selectorNotInTree(request.selector ?? ""))
            }
            edit = cut
        }
        switch (source, edit.isEmpty) {
        case (.reply(let bytes)?, true): tree = bytes
        case (.nodes(let nodes)?, true): tree = Array(JSONValue.object([("nodes", .array(nodes))]).serialized(pretty: false).utf8)
        case (let source?, false): tree = edit.write(source)
        case (nil, _): tree = Array(#"{"nodes":[]}"#.utf8)
        }
        source = nil
        scan = TreeScan()
        phase = .closing
        return .send([command("Browser.close", onPage: false)])
    }

    private mutating func failure(for error: String) -> Step {
        let failed = phase
        switch failed {
        case .gettingHiddenDocument, .queryingHidden, .describingHidden:
            // The tree is read: without its hidden content it is still the capture.
            return skipHidden("\(commandName(failed)) failed: \(error)")
        default:
            break
        }
        phase = .done
        switch failed {
        case .querying:
            return .failed(.invalidSelector(request.selector ?? "", message: error))
        case .navigating:
            return .failed(.pageNotLoaded(url: request.url, error: error))
        default:
            return .failed(.protocolError("\(commandName(failed)) failed: \(error)"))
        }
    }

    private mutating func missing(_ key: String, in method: String) -> Step {
        phase = .done
        return .failed(.protocolError("the reply to \(method) has no \(key)"))
    }

    private func commandName(_ phase: Phase) -> String {
        switch phase {
        case .creatingTarget: "Target.createTarget"
        case .attaching: "Target.attachToTarget"
        case .settingViewport: "Emulation.setDeviceMetricsOverride"
        case .enablingPage: "Page.enable"
        case .enablingLifecycle: "Page.setLifecycleEventsEnabled"
        case .navigating, .waitingForLoad: "Page.navigate"
        case .waitingForSelector: "Runtime.evaluate"
        case .enablingAccessibility: "Accessibility.enable"
        case .gettingDocument: "DOM.getDocument"
        case .querying: "DOM.querySelector"
        case .describing: "DOM.describeNode"
        case .readingTree: "Accessibility.getFullAXTree"
        case .gettingHiddenDocument: "DOM.getDocument"
        case .queryingHidden: "DOM.querySelectorAll"
        case .describingHidden: "DOM.describeNode"
        case .closing, .done: "Browser.close"
        }
    }

    /// The next command, numbered, on the page's session unless `onPage` is false; its reply
    /// is the one awaited unless `awaited` is false.
    private mutating func command(
        _ method: String, _ params: KeyValuePairs<String, JSONValue> = [:], onPage: Bool = true, awaited: Bool = true
    ) -> CDPCommand {
        lastID += 1
        if awaited { awaitedID = lastID }
        return CDPCommand(
            id: lastID, method: method, params: .object(params.map { (key: $0.key, value: $0.value) }),
            sessionID: onPage ? sessionID : nil)
    }
}
