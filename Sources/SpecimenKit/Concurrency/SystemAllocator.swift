import Foundation

/// Two requests to glibc's allocator that keep a large build's peak memory down. Looked up at
/// run time (`dlsym`): `malloc.h` is not part of the Glibc module, and elsewhere they do nothing.
enum SystemAllocator {
    /// Parsing frees far more than it keeps (YAML and cmark trees, on every core); glibc keeps
    /// that memory unless asked, so the peak of a large build would be parse garbage plus render.
    static func releaseFreedMemory() {
        #if os(Linux)
        typealias MallocTrim = @convention(c) (Int) -> Int32
        if let symbol = dlsym(nil, "malloc_trim") { _ = unsafeBitCast(symbol, to: MallocTrim.self)(0) }
        #endif
    }

    /// Buffers of 4 MB and more (the rules page, the search index) come straight from the system
    /// and go back when freed. glibc's default threshold rises after the first large buffer is
    /// freed, and later ones then stay in the heap, raising the peak.
    static func returnLargeBuffersWhenFreed() {
        #if os(Linux)
        typealias MallocOption = @convention(c) (Int32, Int32) -> Int32
        let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD in malloc.h
        if let symbol = dlsym(nil, "mallopt") { _ = unsafeBitCast(symbol, to: MallocOption.self)(mmapThreshold, 4 << 20) }
        #endif
    }
}
