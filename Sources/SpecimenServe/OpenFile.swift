import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A regular file of the site, open for reading, closed when the last reference goes. A
/// response holds it until its last byte is sent: a rebuild that swaps the output folder in
/// meanwhile cannot change or cut what this response sends (the old file stays readable), and
/// the length announced is the length sent.
final class OpenFile: Sendable {
    let descriptor: Int32
    /// The size in bytes when it was opened.
    let size: Int

    /// Opens `path` when it is a regular file; nil otherwise (missing, a folder, a FIFO, a
    /// symbolic link put there after it was resolved…). Never blocks on a FIFO.
    static func open(atPath path: String) -> OpenFile? {
        #if canImport(Glibc)
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        #else
        let descriptor = Darwin.open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        #endif
        guard descriptor >= 0 else { return nil }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            return nil
        }
        return OpenFile(descriptor: descriptor, size: Int(status.st_size))
    }

    private init(descriptor: Int32, size: Int) {
        self.descriptor = descriptor
        self.size = size
    }

    deinit {
        close(descriptor)
    }

    /// Up to `count` bytes from `offset`; empty at the end of the file, nil on a read error.
    func read(at offset: Int, count: Int) -> Data? {
        var data = Data(count: count)
        let read = data.withUnsafeMutableBytes { buffer -> Int in
            guard let base = buffer.baseAddress else { return 0 }
            var total = 0
            while total < count {
                let got = pread(descriptor, base + total, count - total, off_t(offset + total))
                if got < 0, errno == EINTR { continue }
                guard got > 0 else { return got < 0 && total == 0 ? -1 : total }
                total += got
            }
            return total
        }
        guard read >= 0 else { return nil }
        data.count = read
        return data
    }

    /// The whole file as it was opened: nil when it is shorter now, or cannot be read.
    func readAll() -> Data? {
        guard let data = read(at: 0, count: size), data.count == size else { return nil }
        return data
    }
}
