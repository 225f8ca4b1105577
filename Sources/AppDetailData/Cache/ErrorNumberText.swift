import Foundation

/// An `errno` value in words for a message: "no space left on device", "permission denied" —
/// as the cache's and the transport's messages give it, so a client's own file messages can read
/// alike.
public enum ErrorNumberText {
    /// The system's description of `errorNumber`, lowercased to sit inside a sentence.
    public static func words(_ errorNumber: Int32) -> String {
        String(cString: strerror(errorNumber)).lowercased()
    }
}
