import Foundation

/// WCAG 2.x contrast: the ratio between two colours and the thresholds each use must meet.
package enum Contrast {
    /// `(L1 + 0.05) / (L2 + 0.05)` with L1 the lighter relative luminance; from 1 to 21.
    /// A translucent foreground is composited over the background first; a translucent
    /// background is composited over white (the page).
    package static func ratio(foreground: Color, background: Color, opacity: Double = 1) -> Double {
        let base = background.alpha < 1 ? background.composited(over: .white) : background
        let front = foreground.composited(over: base, opacity: opacity)
        let a = front.relativeLuminance, b = base.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The ratio as people read it, truncated (not rounded up) to two decimals so that a pair shown
    /// as `4.50:1` never actually falls short: `4.54:1`.
    package static func format(_ ratio: Double) -> String {
        let hundredths = (ratio * 100).rounded(.down)
        // Digits by integer arithmetic (`String(format:)` cost ten thousand instructions, for
        // every contrast pair of every page); anything unusual goes to `String(format:)`.
        guard hundredths >= 0, hundredths < 1e9 else { return String(format: "%.2f:1", hundredths / 100) }
        let whole = Int(hundredths)
        let fraction = whole % 100
        return "\(whole / 100)." + (fraction < 10 ? "0" : "") + "\(fraction):1"
    }

    /// WCAG 2.2 AA minimum for a use: 4.5 for text, 3 for large text and UI components.
    package static func minimumAA(_ use: ContrastPair.Use) -> Double {
        use == .text ? 4.5 : 3
    }

    /// WCAG 2.2 AAA minimum: 7 for text, 4.5 for large text; UI components have no AAA level (3).
    package static func minimumAAA(_ use: ContrastPair.Use) -> Double {
        switch use {
        case .text: 7
        case .largeText: 4.5
        case .ui: 3
        }
    }
}
