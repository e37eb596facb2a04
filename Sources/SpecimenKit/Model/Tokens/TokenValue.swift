import Foundation
import SpecimenFormats

/// A token's value once aliases are resolved, typed by its `$type`.
package indirect enum TokenValue: Sendable, Hashable {
    case color(Color)
    case dimension(Dimension)
    case number(Double)
    case fontFamily([String])
    case fontWeight(Double)
    case duration(Dimension)
    case cubicBezier([Double])
    case strokeStyle(String)
    case shadow([ShadowLayer])
    case typography(Typography)
    case border(Border)
    case gradient([GradientStop])
    case transition(duration: Dimension, delay: Dimension, timingFunction: [Double])

    /// A number with a unit: `16px`, `1.5rem`, `150ms`.
    package struct Dimension: Sendable, Hashable {
        package var value: Double
        package var unit: String
        package var css: String { TokenValue.number(value) + unit }
    }

    /// One layer of a shadow.
    package struct ShadowLayer: Sendable, Hashable {
        package var color: Color
        package var offsetX: Dimension, offsetY: Dimension, blur: Dimension, spread: Dimension
        package var inset: Bool
    }

    /// A type style.
    package struct Typography: Sendable, Hashable {
        package var fontFamily: [String]
        package var fontSize: Dimension
        package var fontWeight: Double
        package var letterSpacing: Dimension?
        package var lineHeight: Double?
    }

    /// A border.
    package struct Border: Sendable, Hashable {
        package var color: Color
        package var width: Dimension
        package var style: String
    }

    /// One colour stop of a gradient.
    package struct GradientStop: Sendable, Hashable {
        package var color: Color
        package var position: Double
    }

    /// The value as CSS, for `tokens.css` and previews.
    package var css: String {
        switch self {
        case .color(let color): return color.css
        case .dimension(let dimension), .duration(let dimension): return dimension.css
        case .number(let number): return Self.number(number)
        case .fontFamily(let names): return names.map { Self.cssFamily($0) }.joined(separator: ", ")
        case .fontWeight(let weight): return Self.number(weight)
        case .cubicBezier(let points): return "cubic-bezier(\(points.map(Self.number).joined(separator: ", ")))"
        case .strokeStyle(let style): return style
        case .shadow(let layers):
            return layers.map { [($0.inset ? "inset" : nil), $0.offsetX.css, $0.offsetY.css, $0.blur.css, $0.spread.css, $0.color.css]
                .compactMap { $0 }.joined(separator: " ") }.joined(separator: ", ")
        case .typography(let type):
            var font = "\(Self.number(type.fontWeight)) \(type.fontSize.css)"
            if let lineHeight = type.lineHeight { font += "/\(Self.number(lineHeight))" }
            return font + " " + type.fontFamily.map { Self.cssFamily($0) }.joined(separator: ", ")
        case .border(let border): return "\(border.width.css) \(border.style) \(border.color.css)"
        case .gradient(let stops):
            return "linear-gradient(90deg, " + stops.map { "\($0.color.css) \(Self.number($0.position * 100))%" }.joined(separator: ", ") + ")"
        case .transition(let duration, let delay, let timing):
            return "\(duration.css) cubic-bezier(\(timing.map(Self.number).joined(separator: ", "))) \(delay.css)"
        }
    }

    /// Numbers in CSS are written as in JSON (`JSONWriter.number`): the same value reads the same in `tokens.css` and `tokens.resolved.json`.
    static func number(_ value: Double) -> String {
        JSONWriter.number(value)
    }

    /// Keywords a family name must not be written as bare: they would mean something else.
    static let reservedFamilyWords: Set<String> = ["inherit", "initial", "unset", "revert", "revert-layer", "default"]

    /// One family of a `font-family` list, as Style Dictionary's `fontFamily/css` writes it: bare
    /// (`Arial`, `sans-serif`, `-apple-system`), or in single quotes when it holds whitespace
    /// (`'Segoe UI'`, `\'` and `\\` escaped). Unlike Style Dictionary, a name that CSS could not
    /// read bare (`3Dumb`, `Font(1)`, `inherit`) is quoted too rather than written broken.
    static func cssFamily(_ name: String) -> String {
        if isBareFamily(name) { return name }
        return "'" + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }

    /// True when `name` is one CSS identifier: a letter, `_`, non-ASCII or `-` followed by one of
    /// those (or a second `-`), then letters, digits, `-`, `_` or non-ASCII.
    private static func isBareFamily(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars)
        guard let first = scalars.first, !reservedFamilyWords.contains(name.lowercased()) else { return false }
        func start(_ scalar: Unicode.Scalar) -> Bool {
            scalar.value >= 0x80 || scalar == "_" || (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value)
        }
        func rest(_ scalar: Unicode.Scalar) -> Bool { start(scalar) || scalar == "-" || (0x30...0x39).contains(scalar.value) }
        let startsWell = first == "-" ? scalars.count > 1 && (start(scalars[1]) || scalars[1] == "-") : start(first)
        return startsWell && scalars.allSatisfy(rest) && !scalars.contains { $0.properties.isWhitespace }
    }
}
