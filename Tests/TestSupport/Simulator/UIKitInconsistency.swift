/// What the simulator raises where UIKit would raise `NSInternalInconsistencyException`, or where a
/// real screen would silently show the wrong or stale cell.
public struct UIKitInconsistency: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String
}
