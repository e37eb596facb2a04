import Foundation

/// Converts DTCG 2025.10 colour objects (`{"colorSpace": …, "components": […]}`) from every CSS
/// Color 4 space the format allows into sRGB, with the matrices of CSS Color 4's sample code.
package enum ColorSpaceConversion {
    /// The colour spaces DTCG 2025.10 names.
    package static let spaces = ["srgb", "srgb-linear", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "display-p3",
                                "a98-rgb", "prophoto-rgb", "rec2020", "xyz-d65", "xyz-d50"]

    /// Gamma-encoded sRGB channels of `components` in `space`, or nil for an unknown space.
    package static func srgb(space: String, components c: [Double]) -> (Double, Double, Double)? {
        guard c.count == 3 else { return nil }
        switch space {
        case "srgb": return (c[0], c[1], c[2])
        case "srgb-linear": return encode((c[0], c[1], c[2]))
        case "hsl": return hsl(c[0], c[1] / 100, c[2] / 100)
        case "hwb": return hwb(c[0], c[1] / 100, c[2] / 100)
        case "display-p3": return encode(fromXYZ65(multiply(p3ToXYZ, decodeSRGBCurve(c))))
        case "a98-rgb": return encode(fromXYZ65(multiply(a98ToXYZ, c.map { sign($0) * pow(abs($0), 563.0 / 256) })))
        case "prophoto-rgb":
            let linear = c.map { abs($0) <= 16.0 / 512 ? $0 / 16 : sign($0) * pow(abs($0), 1.8) }
            return encode(fromXYZ65(multiply(d50ToD65, multiply(prophotoToXYZ, linear))))
        case "rec2020":
            let alpha = 1.09929682680944, beta = 0.018053968510807
            let linear = c.map { abs($0) < beta * 4.5 ? $0 / 4.5 : sign($0) * pow((abs($0) + alpha - 1) / alpha, 1 / 0.45) }
            return encode(fromXYZ65(multiply(rec2020ToXYZ, linear)))
        case "xyz-d65": return encode(fromXYZ65(c))
        case "xyz-d50": return encode(fromXYZ65(multiply(d50ToD65, c)))
        case "lab": return encode(fromXYZ65(multiply(d50ToD65, labToXYZ50(c[0], c[1], c[2]))))
        case "lch":
            let h = c[2] * .pi / 180
            return encode(fromXYZ65(multiply(d50ToD65, labToXYZ50(c[0], c[1] * cos(h), c[1] * sin(h)))))
        case "oklab": return encode(oklabToLinearSRGB(c[0], c[1], c[2]))
        case "oklch":
            let h = c[2] * .pi / 180
            return encode(oklabToLinearSRGB(c[0], c[1] * cos(h), c[1] * sin(h)))
        default: return nil
        }
    }

    // MARK: - Pieces

    private static func sign(_ x: Double) -> Double { x < 0 ? -1 : 1 }

    private static func decodeSRGBCurve(_ c: [Double]) -> [Double] {
        c.map { abs($0) <= 0.04045 ? $0 / 12.92 : sign($0) * pow((abs($0) + 0.055) / 1.055, 2.4) }
    }

    private static func encode(_ linear: (Double, Double, Double)) -> (Double, Double, Double) {
        func e(_ x: Double) -> Double { abs(x) > 0.0031308 ? sign(x) * (1.055 * pow(abs(x), 1 / 2.4) - 0.055) : 12.92 * x }
        return (e(linear.0), e(linear.1), e(linear.2))
    }

    private static func encode(_ linear: [Double]) -> (Double, Double, Double) {
        encode((linear[0], linear[1], linear[2]))
    }

    private static func multiply(_ m: [[Double]], _ v: [Double]) -> [Double] {
        m.map { row in zip(row, v).map(*).reduce(0, +) }
    }

    private static func fromXYZ65(_ xyz: [Double]) -> [Double] {
        multiply(xyzToLinearSRGB, xyz)
    }

    private static func hsl(_ hue: Double, _ s: Double, _ l: Double) -> (Double, Double, Double) {
        func f(_ n: Double) -> Double {
            let k = (n + hue.truncatingRemainder(dividingBy: 360) / 30).truncatingRemainder(dividingBy: 12)
            let a = s * min(l, 1 - l)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return (f(0), f(8), f(4))
    }

    private static func hwb(_ hue: Double, _ white: Double, _ black: Double) -> (Double, Double, Double) {
        if white + black >= 1 {
            let gray = white / (white + black)
            return (gray, gray, gray)
        }
        let (r, g, b) = hsl(hue, 1, 0.5)
        let scale = 1 - white - black
        return (r * scale + white, g * scale + white, b * scale + white)
    }

    private static func labToXYZ50(_ l: Double, _ a: Double, _ b: Double) -> [Double] {
        let kappa = 24389.0 / 27, epsilon = 216.0 / 24389
        let white = [0.3457 / 0.3585, 1.0, (1.0 - 0.3457 - 0.3585) / 0.3585]
        let f1 = (l + 16) / 116, f0 = a / 500 + f1, f2 = f1 - b / 200
        let x = pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa
        let y = l > kappa * epsilon ? pow((l + 16) / 116, 3) : l / kappa
        let z = pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa
        return [x * white[0], y * white[1], z * white[2]]
    }

    private static func oklabToLinearSRGB(_ l: Double, _ a: Double, _ b: Double) -> [Double] {
        let l_ = pow(l + 0.3963377774 * a + 0.2158037573 * b, 3)
        let m_ = pow(l - 0.1055613458 * a - 0.0638541728 * b, 3)
        let s_ = pow(l - 0.0894841775 * a - 1.2914855480 * b, 3)
        return [4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_,
                -1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_,
                -0.0041960863 * l_ - 0.7034186147 * m_ + 1.7076147010 * s_]
    }

    private static let xyzToLinearSRGB = [
        [3.2409699419045226, -1.537383177570094, -0.4986107602930034],
        [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
        [0.05563007969699366, -0.20397695888897652, 1.0569715142428786],
    ]
    private static let p3ToXYZ = [
        [0.4865709486482162, 0.26566769316909306, 0.1982172852343625],
        [0.2289745640697488, 0.6917385218365064, 0.079286914093745],
        [0.0, 0.04511338185890264, 1.043944368900976],
    ]
    private static let a98ToXYZ = [
        [0.5766690429101305, 0.1855582379065463, 0.1882286462349947],
        [0.29734497525053605, 0.6273635662554661, 0.07529145849399788],
        [0.02703136138641234, 0.07068885253582723, 0.9913375368376388],
    ]
    private static let prophotoToXYZ = [
        [0.7977604896723027, 0.13518583717574031, 0.0313493495815248],
        [0.2880711282292934, 0.7118432178101014, 0.00008565396060525902],
        [0.0, 0.0, 0.8251046025104601],
    ]
    private static let rec2020ToXYZ = [
        [0.6369580483012914, 0.14461690358620832, 0.1688809751641721],
        [0.2627002120112671, 0.6779980715188708, 0.05930171646986196],
        [0.0, 0.028072693049087428, 1.060985057710791],
    ]
    private static let d50ToD65 = [
        [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
        [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
        [0.012314014864481998, -0.020507649298898964, 1.330365926242124],
    ]
}
