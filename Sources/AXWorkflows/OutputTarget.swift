import AXModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How an output path is written: replaced atomically only when it is (or will be) a regular
/// file that nothing else holds open; otherwise written where it is.
enum OutputTarget: Equatable {
    /// `-`: standard output.
    case standardOutput
    /// A device, FIFO, socket, dangling link, a link through `/dev` or `/proc`, or a regular
    /// file with more than one hard link: opened and written as it is.
    case inPlace
    /// A regular file with one name, or a new path (the end of any symbolic links), replaced
    /// atomically.
    case replace(String)

    /// Links followed at most this many times (the kernel's own limit).
    private static let linkLimit = 40

    init(_ path: String) {
        if path == "-" {
            self = .standardOutput
            return
        }
        var current = path
        for _ in 0..<Self.linkLimit {
            if Self.isSpecialFileSystem(current) {
                self = .inPlace
                return
            }
            var info = stat()
            guard lstat(RawPath.bytes(current), &info) == 0 else {
                // Nothing there yet: a new file, unless a link led here (write through it).
                self = current == path ? .replace(path) : .inPlace
                return
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                // Renaming over a file with other hard links would cut it from them: such a
                // file is written where it is, so every name sees the new content.
                self = info.st_nlink > 1 ? .inPlace : .replace(current)
                return
            case S_IFLNK:
                guard let target = Self.readLink(current) else {
                    self = .inPlace
                    return
                }
                current = target.hasPrefix("/") ? target : Self.directory(of: current) + target
            default:
                // Directories fail to open with a clear message; devices, FIFOs and sockets
                // are written as they are.
                self = .inPlace
                return
            }
        }
        self = .inPlace  // a loop: open reports it
    }

    /// `/dev` and `/proc` hold descriptors and devices: never replaced.
    private static func isSpecialFileSystem(_ path: String) -> Bool {
        path.hasPrefix("/dev/") || path.hasPrefix("/proc/")
    }

    private static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }

    private static func readLink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(RawPath.bytes(path), &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return RawPath.decode(buffer[..<count].map { UInt8(bitPattern: $0) })
    }
}

extension FileIO {
    /// What makes two output paths the same file: the device and inode of an existing one
    /// (links and `./` spellings included), or of a new one's folder with its name; nil for a character
    /// device such as `/dev/null`, which any number of outputs may share. `-`, standard output,
    /// is the file or pipe it is open on, so `/dev/stdout` is the same; on a terminal it is `-`.
    public static func identity(of path: String) -> String? {
        var info = stat()
        if path == "-" {
            guard fstat(1, &info) == 0, (info.st_mode & S_IFMT) != S_IFCHR else { return path }
            return "\(info.st_dev):\(info.st_ino)"
        }
        guard stat(RawPath.bytes(path), &info) == 0 else {
            // A new file: the same name in the same folder, however the folder is spelled.
            let slash = path.lastIndex(of: "/")
            let folder = slash.map { String(path[...$0]) } ?? "."
            let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
            guard stat(RawPath.bytes(folder), &info) == 0 else { return path }
            return "\(info.st_dev):\(info.st_ino)/" + name
        }
        if (info.st_mode & S_IFMT) == S_IFCHR { return nil }
        return "\(info.st_dev):\(info.st_ino)"
    }
}
