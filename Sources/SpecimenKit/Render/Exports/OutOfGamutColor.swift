import SpecimenFormats

/// A DTCG colour object whose colour lies outside sRGB (`{"colorSpace": "display-p3",
/// "components": [1, 0, 0]}`), written in its own space for `tokens.css`:
/// `color(display-p3 1 0 0)`. The token model holds colours in sRGB, clipped (what contrast is
/// computed from), so this is read from the token's resolved `$value`; `tokens.css` writes the
/// sRGB value first as the fallback for browsers that cannot read this.
package struct OutOfGamutColor: Sendable, Hashable {
    /// The colour in CSS Color 4 syntax.
    package let css: String

    /// How far outside 0…1 a channel may be and still be sRGB: half an 8-bit step, which the
    /// sRGB fallback already writes exactly. Conversions of colours on the gamut's edge land a
    /// hair outside it.
    static let tolerance = 0.5 / 255

    /// Nil unless `json` is a colour object of a DTCG space whose colour is outside sRGB.
    package init?(_ json: JSONNode) {
        guard let space = json["colorSpace"]?.string, let parts = json["components"]?.array, parts.count == 3 else { return nil }
        let components = parts.map { $0.number ?? 0 }
        guard parts.allSatisfy({ $0.number != nil || $0.string == "none" }),
              let (r, g, b) = ColorSpaceConversion.srgb(space: space, components: components),
              [r, g, b].contains(where: { $0 < -Self.tolerance || $0 > 1 + Self.tolerance }) else { return nil }
        let written = parts.map { $0.number.map(JSONWriter.number) ?? "none" }
        var alpha = ""
        if let value = json["alpha"]?.number, (value * 1000).rounded() / 1000 < 1 {
            alpha = " / " + JSONWriter.number((value * 1000).rounded() / 1000)
        }
        let percent = written.map { $0 == "none" ? $0 : $0 + "%" }
        switch space {
        case "hsl", "hwb": css = "\(space)(\(written[0]) \(percent[1]) \(percent[2])\(alpha))"
        case "lab", "lch", "oklab", "oklch": css = "\(space)(\(written.joined(separator: " "))\(alpha))"
        default: css = "color(\(space) \(written.joined(separator: " "))\(alpha))"
        }
    }
}
