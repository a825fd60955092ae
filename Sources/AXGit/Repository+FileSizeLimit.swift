extension Repository {
    /// The largest file or blob read (bytes); generous by default (256 MiB) and set from
    /// `AXDIFF_MAX_FILE_SIZE` by the command line, so a hostile input cannot exhaust memory.
    nonisolated(unsafe) public static var maximumFileSize = 256 << 20

    static func tooLarge(_ size: Int) -> String {
        "\(size) bytes, larger than the limit of \(maximumFileSize) bytes; if it really is a snapshot, raise the limit with AXDIFF_MAX_FILE_SIZE"
    }
}
