import Foundation
import SpecimenFormats

/// A colour in sRGB, gamma-encoded, channels and alpha in 0…1: what a browser paints and what
/// WCAG's contrast formula reads. Colours in other spaces are converted on the way in
/// (`ColorSpaceConversion`), out-of-gamut values clipped.
package struct Color: Sendable, Hashable {
    package var red: Double
    package var green: Double
    package var blue: Double
    package var alpha: Double

    package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.clip(red)
        self.green = Self.clip(green)
        self.blue = Self.clip(blue)
        self.alpha = Self.clip(alpha)
    }

    package static let white = Color(red: 1, green: 1, blue: 1)
    package static let black = Color(red: 0, green: 0, blue: 0)

    /// `#rrggbb`, or `#rrggbbaa` when the colour is translucent.
    package var hex: String {
        // By hand, not `String(format:)`: a system's tokens are written in every context, and
        // Foundation's formatting was most of the cost of writing tokens.css (callgrind).
        let digits = Array("0123456789abcdef".utf8)
        var bytes: [UInt8] = [UInt8(ascii: "#")]
        for channel in [red, green, blue] + (alpha < 1 ? [alpha] : []) {
            let byte = Int((channel * 255).rounded())
            bytes += [digits[byte >> 4], digits[byte & 15]]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The colour in CSS, as `tokens.css`, previews and `tokens.resolved.json` write it: `#rrggbb`
    /// when opaque (as Style Dictionary's `color/css` writes it), `rgb(r g b / a)` when
    /// translucent (CSS Color 4's syntax; Style Dictionary writes the legacy `rgba(r, g, b, a)`).
    /// The alpha has at most three decimals, enough to keep every 8-bit alpha apart.
    package var css: String {
        let alpha = (self.alpha * 1000).rounded() / 1000
        guard alpha < 1 else { return String(hex.prefix(7)) }
        let channels = [red, green, blue].map { String(Int(($0 * 255).rounded())) }
        return "rgb(\(channels.joined(separator: " ")) / \(JSONWriter.number(alpha)))"
    }

    /// Reads `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb(…)`/`rgba(…)` and `transparent`.
    package init?(css text: String) {
        let value = text.trimmingCharacters(in: .whitespaces).lowercased()
        if value == "transparent" {
            self.init(red: 0, green: 0, blue: 0, alpha: 0)
            return
        }
        if value.hasPrefix("#") {
            var digits = Array(value.dropFirst())
            guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
            if digits.count <= 4 { digits = digits.flatMap { [$0, $0] } }
            let bytes = stride(from: 0, to: digits.count, by: 2).map { Double(Int(String(digits[$0...$0 + 1]), radix: 16) ?? 0) / 255 }
            self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 1)
            return
        }
        guard value.hasPrefix("rgb"), let open = value.firstIndex(of: "("), value.hasSuffix(")") else { return nil }
        let inside = value[value.index(after: open)..<value.index(before: value.endIndex)]
        let parts = inside.replacingOccurrences(of: "/", with: " ").replacingOccurrences(of: ",", with: " ")
            .split(separator: " ").map(String.init)
        guard parts.count == 3 || parts.count == 4 else { return nil }
        func channel(_ part: String, scale: Double) -> Double? {
            part.hasSuffix("%") ? Double(part.dropLast()).map { $0 / 100 } : Double(part).map { $0 / scale }
        }
        guard let r = channel(parts[0], scale: 255), let g = channel(parts[1], scale: 255), let b = channel(parts[2], scale: 255) else { return nil }
        let a = parts.count == 4 ? channel(parts[3], scale: 1) : 1
        guard let a else { return nil }
        self.init(red: r, green: g, blue: b, alpha: a)
    }

    /// This colour drawn at `opacity` (and its own alpha) over an opaque `background`:
    /// per channel `a·c + (1 − a)·b`, in gamma-encoded sRGB as browsers blend.
    package func composited(over background: Color, opacity: Double = 1) -> Color {
        let a = alpha * Self.clip(opacity)
        return Color(red: a * red + (1 - a) * background.red, green: a * green + (1 - a) * background.green,
                     blue: a * blue + (1 - a) * background.blue)
    }

    /// WCAG 2.x relative luminance of the colour's channels (alpha ignored).
    package var relativeLuminance: Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    static func clip(_ value: Double) -> Double {
        value.isNaN ? 0 : min(1, max(0, value))
    }
}
