/// Whether bytes are well-formed UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing past
/// U+10FFFF), eight ASCII bytes at a time. cmark writes valid UTF-8 for valid input, and a page's
/// HTML goes from cmark to the output file as bytes; making a `String` of it only to check it
/// (`String(cString:)`) cost three instructions per byte of every page.
enum UTF8Validation {
    static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        var at = 0
        while at < count {
            // Runs of ASCII, a word at a time.
            while at + 8 <= count, UnsafeRawPointer(base + at).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 { at += 8 }
            guard at < count else { return true }
            let lead = base[at]
            if lead < 0x80 {
                at += 1
                continue
            }
            // The allowed range of the second byte depends on the first (Unicode table 3-7).
            let length: Int, low: UInt8, high: UInt8
            switch lead {
            case 0xC2...0xDF: (length, low, high) = (2, 0x80, 0xBF)
            case 0xE0: (length, low, high) = (3, 0xA0, 0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (length, low, high) = (3, 0x80, 0xBF)
            case 0xED: (length, low, high) = (3, 0x80, 0x9F)
            case 0xF0: (length, low, high) = (4, 0x90, 0xBF)
            case 0xF1...0xF3: (length, low, high) = (4, 0x80, 0xBF)
            case 0xF4: (length, low, high) = (4, 0x80, 0x8F)
            default: return false
            }
            guard at + length <= count, base[at + 1] >= low, base[at + 1] <= high else { return false }
            for offset in 2..<length where base[at + offset] & 0xC0 != 0x80 { return false }
            at += length
        }
        return true
    }
}
