import Foundation

/// The facts a download box shows about a downloadable file, read once: its size and checksum,
/// not its bytes (a design system's downloads may be gigabytes; the site copies them from disk).
package struct AssetFile: Sendable, Hashable {
    /// Size in bytes.
    package var size: Int
    /// SHA-256 as 64 hex digits.
    package var sha256: String

    package init(size: Int, sha256: String) {
        self.size = size
        self.sha256 = sha256
    }

    package init(data: Data) {
        self.init(size: data.count, sha256: SHA256.hex(of: data))
    }

    /// Reads the file at `path` a chunk at a time.
    package static func read(at path: String, fileSystem: any FileSystem) throws -> AssetFile {
        var hasher = SHA256(), size = 0
        try fileSystem.readChunks(at: path) { chunk in
            hasher.update(chunk)
            size += chunk.count
        }
        return AssetFile(size: size, sha256: SHA256.hex(hasher.finish()))
    }

    /// "609 KB": decimal units, as file managers on macOS and in browsers show them.
    package static func humanSize(_ bytes: Int) -> String {
        let units = ["bytes", "KB", "MB", "GB", "TB"]
        var value = Double(bytes), unit = 0
        while value >= 1000, unit < units.count - 1 { value /= 1000; unit += 1 }
        if unit == 0 { return bytes == 1 ? "1 byte" : "\(bytes) bytes" }
        return value < 10 ? String(format: "%.1f %@", value, units[unit]) : "\(Int(value.rounded())) \(units[unit])"
    }

    /// "623,616": the exact count with thousands separators, the same in every locale.
    package static func exactCount(_ bytes: Int) -> String {
        var digits = Array(String(bytes))
        var result = ""
        while digits.count > 3 {
            result = "," + String(digits.suffix(3)) + result
            digits.removeLast(3)
        }
        return String(digits) + result
    }

    /// The kind of file people recognise, from the extension (`Sketch`, `Figma`, `PDF`).
    package static func format(of path: String) -> String {
        let ext = path.split(separator: ".").last.map { $0.lowercased() } ?? ""
        let known = ["sketch": "Sketch", "fig": "Figma", "xd": "Adobe XD", "pdf": "PDF", "svg": "SVG", "zip": "ZIP", "png": "PNG",
                     "jpg": "JPEG", "jpeg": "JPEG", "gif": "GIF", "webp": "WebP", "ai": "Illustrator", "psd": "Photoshop", "json": "JSON",
                     "otf": "OpenType font", "ttf": "TrueType font", "woff2": "Web font", "ase": "Swatch exchange", "tokens.json": "Design tokens"]
        return known[ext] ?? (ext.isEmpty ? "File" : ext.uppercased())
    }
}
