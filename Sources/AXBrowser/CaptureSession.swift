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
/// (cut to the selected subtree by `AXSubtree`), and `Browser.close`.
public struct CaptureSession: Sendable {
    /// What to do after a message.
    public enum Step: Sendable, Equatable {
        /// Send these commands, then wait for more messages.
        case send([CDPCommand])
        /// Nothing to send; wait for more messages.
        case wait
        /// The capture is done: the `Accessibility.getFullAXTree` result as a JSON object with
        /// `nodes` (cut by `AXSubtree`), which the Chrome importer reads.
        case finished([UInt8])
        case failed(BrowserError)
    }

    enum Phase: Equatable {
        case creatingTarget, attaching, settingViewport, enablingPage, enablingLifecycle, navigating
        case waitingForLoad, waitingForSelector, enablingAccessibility
        case gettingDocument, querying, describing, readingTree, closing, done
    }

    public let request: CaptureRequest
    private(set) var phase = Phase.creatingTarget
    private var lastID = 0
    private var sessionID: String?
    private var loaderID: String?
    /// Navigation events that arrived before `Page.navigate`'s reply.
    private var loadFired = false
    private var idleLoaders: Set<String> = []
    private var backendNodeID: Int?
    private var tree: [UInt8]?

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
        case .enablingAccessibility, .gettingDocument, .querying, .describing, .readingTree:
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
        case .closing, .done: "Chromium to close"
        }
    }

    /// Takes one message from Chromium.
    public mutating func receive(_ message: CDPMessage) -> Step {
        if let method = message.method, message.id == nil { return event(method, message) }
        guard let id = message.id, id == lastID, phase != .done else { return .wait }
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
            guard var nodes = result["nodes"]?.arrayValue else { return missing("nodes", in: "Accessibility.getFullAXTree") }
            pageTitle = nodes.first { $0["role"]?["value"]?.stringValue == "RootWebArea" }?["name"]?["value"]?.stringValue
                .flatMap { $0.isEmpty ? nil : $0 }
            if let backendNodeID {
                guard let subtree = AXSubtree.nodes(of: backendNodeID, in: nodes) else {
                    phase = .done
                    return .failed(.selectorNotInTree(request.selector ?? ""))
                }
                nodes = subtree
            }
            tree = Array(JSONValue.object([("nodes", .array(nodes))]).serialized(pretty: false).utf8)
            phase = .closing
            return .send([command("Browser.close", onPage: false)])
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

    private mutating func failure(for error: String) -> Step {
        let failed = phase
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
        case .closing, .done: "Browser.close"
        }
    }

    /// The next command, numbered, on the page's session unless `onPage` is false.
    private mutating func command(_ method: String, _ params: KeyValuePairs<String, JSONValue> = [:], onPage: Bool = true) -> CDPCommand {
        lastID += 1
        return CDPCommand(
            id: lastID, method: method, params: .object(params.map { (key: $0.key, value: $0.value) }),
            sessionID: onPage ? sessionID : nil)
    }
}
