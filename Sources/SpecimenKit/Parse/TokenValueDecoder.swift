import Foundation
import SpecimenFormats

/// Reads a resolved `$value` (aliases already replaced) as the value of its `$type`, accepting
/// both the DTCG 2025.10 object forms (`{colorSpace, components}`, `{value, unit}`) and the older
/// string forms (`"#5c5c5c"`, `"16px"`). A value that does not fit gives a reason (SP304).
package struct TokenValueDecoder: Sendable {
    package init() {}

    /// The value, or why it does not fit `type` with the type it looks like as a hint (`TokenTypeGuess`).
    package func decode(_ json: JSONNode, as type: TokenType) -> Result<TokenValue, Problem> {
        do {
            return .success(try value(json, type))
        } catch {
            var problem = error as? Problem ?? Problem(message: "\(error)")
            problem.hint = TokenTypeGuess().hint(for: json, declared: type)
            return .failure(problem)
        }
    }

    /// True when `json` is a value of `type`.
    package func fits(_ json: JSONNode, as type: TokenType) -> Bool {
        (try? value(json, type)) != nil
    }

    /// Why a value does not fit its type, and the type it looks like.
    package struct Problem: Error, Sendable, Hashable {
        package var message: String
        package var hint: String?

        package init(message: String, hint: String? = nil) {
            self.message = message
            self.hint = hint
        }
    }

    private func value(_ json: JSONNode, _ type: TokenType) throws -> TokenValue {
        switch type {
        case .color: return .color(try color(json))
        case .dimension: return .dimension(try dimension(json, units: ["px", "rem", "em", "pt", "dp", "%", "vw", "vh"], what: "a dimension"))
        case .number:
            guard let number = json.number else { throw Problem(message: "a number token needs a JSON number, not \(json.kind)") }
            return .number(number)
        case .fontFamily: return .fontFamily(try fontFamily(json))
        case .fontWeight: return .fontWeight(try fontWeight(json))
        case .duration: return .duration(try dimension(json, units: ["ms", "s"], what: "a duration"))
        case .cubicBezier: return .cubicBezier(try cubicBezier(json))
        case .strokeStyle: return .strokeStyle(try strokeStyle(json))
        case .shadow:
            let layers = json.array ?? [json]
            return .shadow(try layers.map { layer in
                guard layer.members != nil else { throw Problem(message: "a shadow needs an object with color, offsetX, offsetY, blur and spread") }
                return TokenValue.ShadowLayer(
                    color: try color(try field(layer, "color")), offsetX: try dimension(try field(layer, "offsetX"), bareNumbersArePixels: true),
                    offsetY: try dimension(try field(layer, "offsetY"), bareNumbersArePixels: true), blur: try dimension(try field(layer, "blur"), bareNumbersArePixels: true),
                    spread: try layer["spread"].map { try dimension($0, bareNumbersArePixels: true) } ?? .init(value: 0, unit: "px"),
                    inset: { if case .bool(let flag)? = layer["inset"]?.value { return flag }; return false }())
            })
        case .typography:
            guard json.members != nil else { throw Problem(message: "a typography token needs an object") }
            var lineHeight: Double?
            if let line = json["lineHeight"] {
                if let number = line.number { lineHeight = number } else { throw Problem(message: "`lineHeight` must be a number") }
            }
            return .typography(.init(fontFamily: try fontFamily(try field(json, "fontFamily")), fontSize: try dimension(try field(json, "fontSize")),
                                     fontWeight: try fontWeight(try field(json, "fontWeight")),
                                     letterSpacing: try json["letterSpacing"].map { try dimension($0) }, lineHeight: lineHeight))
        case .border:
            guard json.members != nil else { throw Problem(message: "a border token needs an object with color, width and style") }
            return .border(.init(color: try color(try field(json, "color")), width: try dimension(try field(json, "width"), bareNumbersArePixels: true),
                                 style: try strokeStyle(try field(json, "style"))))
        case .gradient:
            guard let stops = json.array, !stops.isEmpty else { throw Problem(message: "a gradient needs an array of stops") }
            return .gradient(try stops.map { stop in
                guard let position = try field(stop, "position").number else { throw Problem(message: "a gradient stop's `position` must be a number") }
                return TokenValue.GradientStop(color: try color(try field(stop, "color")), position: min(1, max(0, position)))
            })
        case .transition:
            guard json.members != nil else { throw Problem(message: "a transition token needs an object") }
            return .transition(duration: try dimension(try field(json, "duration"), units: ["ms", "s"], what: "a duration"),
                               delay: try json["delay"].map { try dimension($0, units: ["ms", "s"], what: "a duration") } ?? .init(value: 0, unit: "ms"),
                               timingFunction: try cubicBezier(try field(json, "timingFunction")))
        }
    }

    private func field(_ json: JSONNode, _ name: String) throws -> JSONNode {
        guard let value = json[name] else { throw Problem(message: "`\(name)` is missing") }
        return value
    }

    func color(_ json: JSONNode) throws -> Color {
        if let text = json.string {
            guard let color = Color(css: text) else { throw Problem(message: "`\(text)` is not a colour (use #rrggbb, #rrggbbaa or rgb())") }
            return color
        }
        guard json.members != nil else { throw Problem(message: "a colour needs an object with `colorSpace` and `components`, or a hex string") }
        let space = try field(json, "colorSpace").string ?? ""
        guard let parts = try field(json, "components").array, parts.count == 3 else {
            throw Problem(message: "`components` must be an array of three numbers")
        }
        let components = try parts.map { part -> Double in
            if part.string == "none" { return 0 }
            guard let number = part.number else { throw Problem(message: "colour components must be numbers or \"none\"") }
            return number
        }
        var alpha = 1.0
        if let value = json["alpha"] {
            guard let number = value.number, (0...1).contains(number) else { throw Problem(message: "`alpha` must be a number from 0 to 1") }
            alpha = number
        }
        if let (r, g, b) = ColorSpaceConversion.srgb(space: space, components: components) {
            return Color(red: r, green: g, blue: b, alpha: alpha)
        }
        if let hex = json["hex"]?.string, var color = Color(css: hex) {
            color.alpha = alpha
            return color
        }
        throw Problem(message: "`\(space)` is not a colour space of the DTCG format (\(ColorSpaceConversion.spaces.joined(separator: ", ")))")
    }

    func dimension(_ json: JSONNode, units: Set<String> = ["px", "rem", "em", "pt", "dp", "%", "vw", "vh"], what: String = "a dimension",
                   bareNumbersArePixels: Bool = false) throws -> TokenValue.Dimension {
        if let members = json.members, !members.isEmpty {
            guard let value = try field(json, "value").number, let unit = try field(json, "unit").string else {
                throw Problem(message: "\(what) needs `value` (a number) and `unit` (a string)")
            }
            guard units.contains(unit) else { throw Problem(message: "`\(unit)` is not a unit of \(what) (\(units.sorted().joined(separator: ", ")))") }
            return .init(value: value, unit: unit)
        }
        if let number = json.number, number == 0 { return .init(value: 0, unit: units.contains("px") ? "px" : "ms") }
        // Figma's and Tokens Studio's exports write the dimensions inside shadows and borders as
        // numbers, often through aliases to `number` tokens (HPE's `{base.dimension.100}`): px there.
        if let number = json.number, bareNumbersArePixels, units.contains("px") { return .init(value: number, unit: "px") }
        guard let text = json.string, case .number(let value, let unit?) = BoundValue(parsing: text), units.contains(unit) else {
            throw Problem(message: "\(what) needs `{\"value\": …, \"unit\": …}` or a string such as \"16px\", not \(json.string.map { "`\($0)`" } ?? json.kind)")
        }
        return .init(value: value, unit: unit)
    }

    /// A string is read as a CSS font stack (`"-apple-system, 'Segoe UI', sans-serif"`, as many
    /// real sets write it), so it is never taken for one family whose name holds commas; an array
    /// holds one family per item. Quotes around a name are dropped: the model holds names, and
    /// `tokens.css` quotes what needs quoting.
    private func fontFamily(_ json: JSONNode) throws -> [String] {
        let names: [String]
        if let stack = json.string {
            names = Self.families(stack)
        } else if let items = json.array, items.allSatisfy({ $0.string != nil }) {
            names = items.compactMap(\.string).map { Self.unquoted($0.trimmingCharacters(in: .whitespaces)) }.filter { !$0.isEmpty }
        } else {
            throw Problem(message: "a font family needs a string or an array of strings")
        }
        guard !names.isEmpty else { throw Problem(message: "a font family needs at least one name") }
        return names
    }

    /// The families of a CSS font stack: split at commas outside quotes, trimmed, unquoted.
    static func families(_ stack: String) -> [String] {
        var names: [String] = []
        var current = ""
        var quote: Character?
        var escaped = false
        for character in stack {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\", quote != nil {
                current.append(character)
                escaped = true
            } else if let open = quote {
                if character == open { quote = nil }
                current.append(character)
            } else if character == "'" || character == "\"" {
                quote = character
                current.append(character)
            } else if character == "," {
                names.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        names.append(current)
        return names.map { unquoted($0.trimmingCharacters(in: .whitespaces)) }.filter { !$0.isEmpty }
    }

    /// `'Segoe UI'` or `"Segoe UI"` → `Segoe UI` (`\'` → `'`); anything else as it is.
    static func unquoted(_ name: String) -> String {
        guard name.count >= 2, let first = name.first, first == "'" || first == "\"", name.last == first else { return name }
        var result = ""
        var escaped = false
        for character in name.dropFirst().dropLast() {
            if escaped || character != "\\" {
                result.append(character)
                escaped = false
            } else {
                escaped = true
            }
        }
        return result.trimmingCharacters(in: .whitespaces)
    }

    private static let weightNames: [String: Double] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300, "normal": 400, "regular": 400, "book": 400,
        "medium": 500, "semi-bold": 600, "demi-bold": 600, "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]

    private func fontWeight(_ json: JSONNode) throws -> Double {
        if let number = json.number {
            guard (1...1000).contains(number) else { throw Problem(message: "a font weight must be from 1 to 1000") }
            return number
        }
        guard let name = json.string, let weight = Self.weightNames[name] else {
            throw Problem(message: "a font weight needs a number from 1 to 1000 or a name such as `bold`")
        }
        return weight
    }

    private func cubicBezier(_ json: JSONNode) throws -> [Double] {
        guard let points = json.array?.compactMap(\.number), points.count == 4, json.array?.count == 4 else {
            throw Problem(message: "a cubic Bézier needs an array of four numbers")
        }
        guard (0...1).contains(points[0]), (0...1).contains(points[2]) else { throw Problem(message: "a cubic Bézier's x values must be from 0 to 1") }
        return points
    }

    private func strokeStyle(_ json: JSONNode) throws -> String {
        let styles = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]
        if let style = json.string {
            guard styles.contains(style) else { throw Problem(message: "`\(style)` is not a stroke style (\(styles.joined(separator: ", ")))") }
            return style
        }
        guard json["dashArray"]?.array != nil, json["lineCap"]?.string != nil else {
            throw Problem(message: "a stroke style needs a keyword or `{dashArray, lineCap}`")
        }
        return "dashed"
    }
}
