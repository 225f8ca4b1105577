/// A bad argument found after parsing: reported like any error, with exit code 64.
struct UsageError: Error {
    let message: String
    let hint: String?
}
