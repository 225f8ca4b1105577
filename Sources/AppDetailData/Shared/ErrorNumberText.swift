import Foundation

/// An `errno` value in words for a message: "no space left on device", "permission denied".
enum ErrorNumberText {
    static func words(_ errorNumber: Int32) -> String {
        String(cString: strerror(errorNumber)).lowercased()
    }
}
