import Foundation

/// A text file read by `Load`: its paths and its text, normalised so that every later stage sees
/// the same thing whatever editor wrote it (UTF-8 byte-order mark removed, CRLF and CR turned into
/// LF — line numbers do not change, and columns only lose a trailing CR).
package struct SourceFile: Sendable, Hashable {
    /// Path as shown in diagnostics, relative to the working directory (`Content/patterns/create.md`).
    package var path: String
    /// Path inside its root folder (`patterns/create.md`), which decides the page URL.
    package var relativePath: String
    /// The normalised text.
    package var text: String
    /// Why the file's bytes are not usable text, if they are not (reported as SP005 or SP006).
    package var problem: Problem?

    /// What can be wrong with a file's bytes.
    package enum Problem: Sendable, Hashable {
        /// Larger than its limit (`sizeLimit`, `dataSizeLimit`); the text is left empty and the file is not parsed.
        case tooLarge(bytes: Int, limit: Int)
        /// A byte sequence that is not UTF-8 (replaced by U+FFFD), at this line and byte column.
        case invalidUTF8(line: Int, column: Int)
        /// A NUL byte, at this line and byte column.
        case nulByte(line: Int, column: Int)
    }

    /// The largest page, licence or template Specimen reads: 4 MiB, a hundred times a long
    /// guideline page. A bigger one is reported (SP006), not parsed.
    package static let sizeLimit = 4 * 1024 * 1024
    /// The largest registry or token file: 32 MiB (a registry of 10,000 components is about 5 MB).
    package static let dataSizeLimit = 32 * 1024 * 1024

    package init(path: String, relativePath: String, text: String) {
        self.path = path
        self.relativePath = relativePath
        self.text = text
    }

    /// A file of `bytes` bytes, over its `limit`, that was not read (SP006).
    package init(path: String, relativePath: String, tooLarge bytes: Int, limit: Int) {
        self.init(path: path, relativePath: relativePath, text: "")
        problem = .tooLarge(bytes: bytes, limit: limit)
    }

    /// Decodes bytes as UTF-8 and normalises them. Invalid bytes become U+FFFD and the first is
    /// recorded in `problem`, as is the first NUL byte.
    package init(path: String, relativePath: String, data: Data, limit: Int = SourceFile.sizeLimit) {
        guard data.count <= limit else {
            self.init(path: path, relativePath: relativePath, text: "")
            problem = .tooLarge(bytes: data.count, limit: limit)
            return
        }
        let body = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
        let problem = Self.firstProblem(in: body)
        var text = String(decoding: body, as: UTF8.self)
        if text.containsUTF8Byte(13) {
            text = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        }
        self.init(path: path, relativePath: relativePath, text: text)
        self.problem = problem
    }

    /// The first invalid UTF-8 sequence or NUL byte, with its line and byte column. The common
    /// case (valid text) is checked by the standard library's fast validation; only a file with a
    /// problem is walked byte by byte to find where.
    static func firstProblem(in data: Data.SubSequence) -> Problem? {
        data.withUnsafeBytes { raw -> Problem? in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return nil }
            if memchr(base, 0, bytes.count) == nil, String(validating: bytes, as: UTF8.self) != nil { return nil }
            var line = 1, lineStart = 0, index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 10 {
                    line += 1
                    lineStart = index + 1
                    index += 1
                    continue
                }
                if byte == 0 { return .nulByte(line: line, column: index - lineStart + 1) }
                if byte < 0x80 { index += 1; continue }
                let length = byte >= 0xF0 && byte <= 0xF4 ? 4 : byte >= 0xE0 && byte <= 0xEF ? 3 : byte >= 0xC2 && byte <= 0xDF ? 2 : 0
                var valid = length > 0 && index + length <= bytes.count
                if valid {
                    for next in 1..<length where bytes[index + next] & 0xC0 != 0x80 { valid = false }
                }
                if valid {
                    // Overlong forms, surrogates and values past U+10FFFF.
                    let second = bytes[index + 1]
                    if (byte == 0xE0 && second < 0xA0) || (byte == 0xED && second > 0x9F) || (byte == 0xF0 && second < 0x90) || (byte == 0xF4 && second > 0x8F) {
                        valid = false
                    }
                }
                guard valid else { return .invalidUTF8(line: line, column: index - lineStart + 1) }
                index += length
            }
            return nil
        }
    }

    /// The diagnostic for `problem`, if any.
    package var problemDiagnostic: Diagnostic? {
        switch problem {
        case .tooLarge(let bytes, let limit)?:
            return Diagnostic(.limitExceeded, at: SourceLocation(file: path, line: 1, column: 1),
                              "file is \(bytes) bytes, more than Specimen's limit of \(limit) bytes for this kind of file; it was not read",
                              hint: "split it into smaller files")
        case .invalidUTF8(let line, let column)?:
            return Diagnostic(.notText, at: SourceLocation(file: path, line: line, column: column),
                              "file is not valid UTF-8 text: the bytes here are not a UTF-8 character",
                              hint: "save the file as UTF-8 in your editor")
        case .nulByte(let line, let column)?:
            return Diagnostic(.notText, at: SourceLocation(file: path, line: line, column: column),
                              "file contains a NUL byte, so it is not text", hint: "remove the byte, or keep binary files out of pages")
        case nil:
            return nil
        }
    }
}
