#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

extension String {
    /// True when the text's UTF-8 contains `byte`, found with memchr: a generic `contains` over
    /// the UTF-8 view takes about ten instructions a byte, which showed in profiles of scans that
    /// almost never find what they look for (carriage returns, YAML aliases).
    func containsUTF8Byte(_ byte: UInt8) -> Bool {
        var text = self
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            return memchr(base, Int32(byte), bytes.count) != nil
        }
    }
}
