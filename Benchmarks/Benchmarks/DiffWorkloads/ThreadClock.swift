#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The calling thread's CPU time in nanoseconds: unlike the wall clock, it does not count the
/// time another process holds the core.
public func threadNanoseconds() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
}
