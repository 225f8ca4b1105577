/// Environments written as sums: `base + ["APPDETAIL_NOW": …]`, the right side winning.
extension Dictionary where Key == String, Value == String {
    static func + (left: Self, right: Self) -> Self { left.merging(right) { $1 } }
}
