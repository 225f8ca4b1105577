/// Five stars, filled for a rating: the same rounding for every star row the tool prints.
public enum StarText {
    /// `★★★★☆` for 3.5 to 4.4: whole stars, half up, from a value already rounded as shown.
    public static func stars(_ value: Double) -> String {
        let filled = value.isFinite ? min(max(Int(value.rounded()), 0), 5) : 0
        return String(repeating: "★", count: filled) + String(repeating: "☆", count: 5 - filled)
    }

    /// `★★★☆☆` for a whole number of stars (a review's 1 to 5).
    public static func stars(_ count: Int) -> String {
        stars(Double(count))
    }
}
