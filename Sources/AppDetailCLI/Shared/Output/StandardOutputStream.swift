/// Standard output, written once per command so output is never interleaved half-way.
enum StandardOutputStream {
    static func write(_ text: String) {
        StandardStreams.write(text, to: 1)
    }
}
