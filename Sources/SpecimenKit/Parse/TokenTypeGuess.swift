import SpecimenFormats

/// The `$type` a value that does not fit its own type looks like (`"16px"` on a colour token
/// looks like a dimension), for SP304's hint: most such values are right and the type is wrong,
/// often inherited from a group that holds tokens of several kinds.
package struct TokenTypeGuess: Sendable {
    package init() {}

    /// The types tried, in order: the first whose decoder takes the value is the guess. Numbers
    /// come before dimensions (a bare `0` is a number) and font families last, and only for a
    /// stack (`"Inter, sans-serif"`) or a list of names: any other string would be a family.
    static let candidates: [TokenType] = [.color, .number, .dimension, .duration, .cubicBezier, .fontWeight, .strokeStyle,
                                          .shadow, .border, .typography, .transition, .gradient, .fontFamily]

    /// "looks like a dimension: set `$type` to `dimension`", or nil when the value fits no other type.
    package func hint(for json: JSONNode, declared: TokenType) -> String? {
        guard let type = guess(json, declared: declared) else { return nil }
        return "\(Self.describe(json)) looks like a \(type.rawValue): set `$type` to `\(type.rawValue)`"
    }

    /// The first other type whose decoder takes the value.
    func guess(_ json: JSONNode, declared: TokenType) -> TokenType? {
        let decoder = TokenValueDecoder()
        return Self.candidates.first { type in
            guard type != declared else { return false }
            if type == .fontFamily {
                let isStack = json.string?.contains(",") ?? false
                let isList = (json.array.map { !$0.isEmpty && $0.allSatisfy { $0.string != nil } }) ?? false
                guard isStack || isList else { return false }
            }
            return decoder.fits(json, as: type)
        }
    }

    /// The value as the hint quotes it: a short string or number as written, else "the value".
    static func describe(_ json: JSONNode) -> String {
        switch json.value {
        case .string(let text) where text.count <= 40: "`\"\(text)\"`"
        case .number(let number): "`\(JSONWriter.number(number))`"
        default: "the value"
        }
    }
}
