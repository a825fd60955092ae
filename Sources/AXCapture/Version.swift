/// The version of axdiff this capture belongs to; a test checks that it is `axdiff --version`.
public enum Version {
    public static let current = "0.1.0"
}
