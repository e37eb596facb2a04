/// The `$type`s of the DTCG 2025.10 format that Specimen reads, draws and checks.
package enum TokenType: String, Sendable, Hashable, CaseIterable {
    case color, dimension, number, fontFamily, fontWeight, duration, cubicBezier
    case shadow, typography, border, gradient, strokeStyle, transition
}
