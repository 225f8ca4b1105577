import Foundation

/// Makes the cache directory and its parents (mode 0700), reporting failures in words.
enum CacheDirectory {
    static func create(_ directory: URL) throws(CacheProblem) {
        var path = ""
        for component in directory.standardizedFileURL.path.split(separator: "/") {
            path += "/" + component
            var status = stat()
            if stat(path, &status) == 0 {
                guard status.st_mode & S_IFMT == S_IFDIR else {
                    throw CacheProblem(
                        path: directory.path, problem: "cannot be created: \(path) is a file, not a directory"
                    )
                }
                continue
            }
            guard mkdir(path, 0o700) == 0 || errno == EEXIST else {
                throw .directory(directory.path, errorNumber: errno)
            }
        }
    }

    /// Whether this process may create and change files in `directory`.
    static func isWritable(_ directory: URL) -> Bool {
        access(directory.path, W_OK) == 0
    }
}
