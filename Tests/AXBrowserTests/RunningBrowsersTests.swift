import Foundation
import Testing

@testable import AXBrowser

/// What a capture leaves on the machine: nothing outside its profile folder, and no profile
/// of a run that was killed once the next capture starts.
@Suite struct RunningBrowsersTests {
    /// The pid of a process that has ended and been reaped.
    private func deadPID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    @Test func profilesOfDeadCapturesAreSweptAndOthersLeftAlone() throws {
        let base = "/tmp/axs-" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: base) }
        let dead = try deadPID()
        let folders: [(name: String, owner: String?)] = [
            ("axdiff-DEAD01", "\(dead) 0\n"),           // its axdiff was killed: swept
            ("axdiff-DEAD02", "\(dead) \(dead)\n"),     // and its browser is gone too: swept
            ("axdiff-ALIVE1", "\(getpid()) 0\n"),       // this process still runs: kept
            ("axdiff-NOOWNR", nil),                     // just made, owner not written yet: kept
            ("axdiff-BADOWN", "twelve\n"),              // not ours to judge: kept
            ("axdiff-CURRNT", "\(dead) 0\n"),           // the capture starting now: kept
            ("other-DEAD03", "\(dead) 0\n"),            // not a capture's profile: kept
        ]
        for folder in folders {
            let path = base + "/" + folder.name
            try FileManager.default.createDirectory(atPath: path + "/home/.config/chromium", withIntermediateDirectories: true)
            if let owner = folder.owner { try owner.write(toFile: path + "/" + RunningBrowsers.ownerFile, atomically: true, encoding: .utf8) }
        }
        RunningBrowsers.sweepStaleProfiles(in: base, except: base + "/axdiff-CURRNT")
        let left = try FileManager.default.contentsOfDirectory(atPath: base).sorted()
        #expect(left == ["axdiff-ALIVE1", "axdiff-BADOWN", "axdiff-CURRNT", "axdiff-NOOWNR", "other-DEAD03"])
    }

    @Test func chromiumsHomeCacheAndConfigurationAreInsideTheProfile() {
        let environment = ChromiumProcess.profileEnvironment("/tmp/axdiff-ABC123")
        let names = environment.map(\.key)
        for name in ["TMPDIR", "HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"] {
            #expect(names.contains(name), "\(name)")
        }
        #expect(environment.allSatisfy { $0.value == "/tmp/axdiff-ABC123" || $0.value.hasPrefix("/tmp/axdiff-ABC123/") })
    }
}
