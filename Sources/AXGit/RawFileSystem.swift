import AXModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The working tree's files read by their bytes, so that a name that is not UTF-8 is found
/// (`RawPath`); Foundation's file manager spells every name as UTF-8.
enum RawFileSystem {
    enum Kind: Equatable { case regular, directory, symbolicLink, other }

    /// The type of the item itself (symbolic links not followed) and its size; nil when
    /// nothing is there.
    static func item(_ path: String) -> (kind: Kind, size: Int)? {
        var info = stat()
        guard lstat(RawPath.bytes(path), &info) == 0 else { return nil }
        let kind: Kind
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .directory
        case S_IFLNK: kind = .symbolicLink
        default: kind = .other
        }
        return (kind, Int(info.st_size))
    }

    /// Why `path` cannot be looked at, when the reason is not that it is absent: `EACCES` for a
    /// file inside a folder that cannot be searched.
    static func inaccessible(_ path: String) -> Errno? {
        var info = stat()
        guard lstat(RawPath.bytes(path), &info) != 0, errno != ENOENT, errno != ENOTDIR else { return nil }
        return Errno(code: errno)
    }

    /// The names in a folder (not `.` and `..`), or the errno that stopped reading it.
    static func names(in directory: String) -> Result<[String], Errno> {
        guard let handle = opendir(RawPath.bytes(directory)) else { return .failure(Errno(code: errno)) }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = entry.entryName
            if name != "." && name != ".." { names.append(name) }
        }
        return .success(names)
    }

    /// A whole regular file, at most `limit` bytes; the errno, or nil with the size, when it
    /// cannot be read.
    static func read(_ path: String, limit: Int) -> Result<[UInt8], Errno> {
        let descriptor = open(RawPath.bytes(path), O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return .failure(Errno(code: errno)) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(Errno(code: errno))
            }
            if count == 0 { return .success(bytes) }
            bytes.append(contentsOf: chunk[..<count])
            if bytes.count > limit { return .failure(Errno(code: EFBIG)) }
        }
    }

    /// An errno with its message.
    struct Errno: Error {
        let code: Int32
        var message: String { String(cString: strerror(code)) }
    }
}

extension UnsafeMutablePointer where Pointee == dirent {
    /// The name of the directory entry `readdir` returned, read where it lies. A record is only
    /// as long as its name: copying the 256-byte `d_name` out of the last record of readdir's
    /// buffer read past the buffer's end (AddressSanitizer, `axdiff check --help`).
    public var entryName: String {
        let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 0
        return RawPath.decode(UnsafeRawPointer(self).advanced(by: offset).assumingMemoryBound(to: CChar.self))
    }
}
