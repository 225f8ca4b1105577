/// Unbuffered writes to standard error.
enum StandardError {
    static func write(_ text: String) {
        StandardStreams.write(text, to: 2)
    }
}
