/// What the simulator raises where UIKit would raise `NSInternalInconsistencyException`, or where a
/// real screen would silently show the wrong or stale cell.
struct UIKitInconsistency: Error, CustomStringConvertible {
    let description: String
}
