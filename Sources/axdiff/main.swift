import AXGit
import AXModel
import AXRuntime
import AXWorkflows
import ArgumentParser

#if canImport(Glibc)
import Glibc
#endif

// A custom entry point: ArgumentParser exits with 64 on usage errors; axdiff promises 2.
Interrupts.install()
// Under `git bisect run`, any exit code from 1 to 127 but 125 marks the revision bad: a
// usage error of bisect-run must stop the bisection instead (128).
// The arguments as the bytes the caller passed: a file name that is not UTF-8 stays the file's
// name (`RawPath`), where `CommandLine.arguments` would replace its bad bytes.
// Decoded outside the main actor: a closure of top-level code is isolated to it, and checked
// it ran there once per argument (40,000 checks for `diff -- PATH…` with 20,000 paths).
nonisolated func decodedArguments() -> [String] {
    let count = Int(CommandLine.argc), argv = CommandLine.unsafeArgv
    var arguments: [String] = []
    arguments.reserveCapacity(max(0, count - 1))
    for index in 1..<max(1, count) {
        arguments.append(argv[index].map { RawPath.decode(UnsafePointer($0)) } ?? "")
    }
    return arguments
}
let arguments = decodedArguments()
let bisectRun = arguments.first { !$0.hasPrefix("-") } == "bisect-run"
let failureStatus = bisectRun ? 128 : ExitStatus.usageOrInput
// Large fresh blocks (parsed records, a file's bytes) get huge pages, and a file's buffer is
// made present in one call (see PagePopulation).
FreshMemory.prepare = { PagePopulation.prepare($0, count: $1, populate: $2) }
// Large snapshot files are mapped instead of read, guarded against being cut short meanwhile
// (see MappedFiles).
MappedFiles.install()
FileIO.mapping = FileIO.Mapping(map: MappedFiles.map, wasCut: MappedFiles.wasCut, unmap: MappedFiles.unmap)
if let limit = getenv("AXDIFF_MAX_FILE_SIZE").flatMap({ Int(String(cString: $0)) }), limit > 0 {
    Repository.maximumFileSize = limit
}
// For a command on a repository, libgit2 is loaded on another core while the arguments are
// parsed.
FilePrefetch.start(arguments)
// Help speaks of the repository's platform; an unknown command is said with the closest one.
HelpContext.prepare(for: arguments)
if let unknown = Axdiff.unknownSubcommand(arguments) {
    Console.err(unknown + "\n")
    Console.finish(failureStatus)
}
do {
    var command = try Axdiff.parseAsRoot(LongOperands.shorten(NegativeNumbers.attach(arguments)))
    if let asyncCommand = command as? AsyncCommand {
        try await asyncCommand.execute()
    } else {
        try command.run()
    }
    Console.exitIfOutputFailed(status: failureStatus)
    Console.finish(0)
} catch {
    let code = Axdiff.exitCode(for: error)
    if code == .success {
        Console.out(Axdiff.fullMessage(for: error) + "\n")
        Console.exitIfOutputFailed(status: failureStatus)
        Console.finish(0)
    }
    Console.exitIfOutputFailed(status: failureStatus)
    if let exitCode = error as? ExitCode {
        Console.finish(exitCode.rawValue)
    }
    Console.err(ValueSuggestion.annotate(Axdiff.fullMessage(for: error)) + "\n")
    Console.finish(bisectRun ? 128 : code == .validationFailure ? ExitStatus.usageOrInput : code.rawValue)
}

/// Commands whose work is asynchronous (parallel across screens). Dispatched explicitly:
/// through the `AsyncParsableCommand` existential, `run()` resolves to the synchronous default.
protocol AsyncCommand {
    func execute() async throws
}
