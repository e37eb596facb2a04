import Foundation

/// A bound as written in the registry or a rule: `3`, `8px`, `50%`, `true`, `compact`.
/// Numbers keep their unit so that dimensions are compared with units (`8px` vs `1rem`).
package enum BoundValue: Sendable, Hashable, CustomStringConvertible {
    case number(Double, unit: String?)
    case text(String)
    case boolean(Bool)

    /// Reads a YAML scalar: a number with an optional unit, `true`/`false`, or text.
    package init(parsing raw: String) {
        let trimmed = Self.trimmed(raw)
        if trimmed == "true" || trimmed == "false" {
            self = .boolean(trimmed == "true")
            return
        }
        if let ascii = Self.parsingASCII(trimmed) {
            self = ascii
            return
        }
        var numberEnd = trimmed.startIndex
        for index in trimmed.indices {
            let character = trimmed[index]
            if character.isNumber || character == "." || ((character == "-" || character == "+") && index == trimmed.startIndex) {
                numberEnd = trimmed.index(after: index)
            } else {
                break
            }
        }
        if numberEnd > trimmed.startIndex, let value = Double(trimmed[..<numberEnd]) {
            let unit = Self.trimmed(String(trimmed[numberEnd...]))
            if unit.isEmpty || unit.allSatisfy({ $0.isLetter || $0 == "%" }) {
                self = .number(value, unit: unit.isEmpty ? nil : unit.lowercased())
                return
            }
        }
        self = .text(trimmed)
    }

    /// `init(parsing:)` for ASCII text (nil for anything else), byte by byte: walking characters
    /// and asking each for its Unicode properties cost thousands of instructions per bound. For
    /// ASCII the rules are the same: digits are the numbers, `a`–`z` and `A`–`Z` the letters.
    private static func parsingASCII(_ trimmed: String) -> BoundValue? {
        let bytes = trimmed.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        var numberEnd = 0
        for (offset, byte) in bytes.enumerated() {
            let isSign = (byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")) && offset == 0
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".") || isSign else { break }
            numberEnd = offset + 1
        }
        let end = bytes.index(bytes.startIndex, offsetBy: numberEnd)
        if numberEnd > 0, let value = Self.digits(bytes[..<end]) ?? Double(trimmed[..<end]) {
            let unit = numberEnd == bytes.count ? "" : Self.trimmed(String(trimmed[end...]))
            let isLetter = { (byte: UInt8) in (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
            if unit.utf8.allSatisfy({ isLetter($0) || $0 == UInt8(ascii: "%") }) {
                let lower = unit.utf8.contains { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") } ? unit.lowercased() : unit
                return .number(value, unit: unit.isEmpty ? nil : lower)
            }
        }
        return .text(trimmed)
    }

    /// The value of up to 15 decimal digits (exact in a `Double`, as `Double(_:)` reads them),
    /// without the C library's `strtod`: most bounds are whole numbers (`3`, `8px`). Nil for
    /// anything else, which `Double(_:)` then reads.
    private static func digits(_ bytes: Substring.UTF8View) -> Double? {
        guard !bytes.isEmpty, bytes.count <= 15 else { return nil }
        var value: Int64 = 0
        for byte in bytes {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int64(byte - UInt8(ascii: "0"))
        }
        return Double(value)
    }

    /// `text` without the white space around it (`CharacterSet.whitespaces`). Foundation is
    /// asked only when an end could be white space: every rule bound passes through here.
    static func trimmed(_ text: String) -> String {
        guard let first = text.utf8.first, let last = text.utf8.last else { return text }
        func isPlain(_ byte: UInt8) -> Bool { byte < 0x80 && byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") }
        return isPlain(first) && isPlain(last) ? text : text.trimmingCharacters(in: .whitespaces)
    }

    /// As a person reads it: `3`, `8 px`, `50 %`, `2.5`.
    package var description: String {
        switch self {
        case .number(let value, let unit):
            let number = value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
            return unit.map { "\(number) \($0)" } ?? number
        case .text(let text): return text
        case .boolean(let value): return value ? "true" : "false"
        }
    }

    /// As written in YAML, without spaces: `3`, `8px`, `50%`.
    package var raw: String {
        switch self {
        case .number(let value, let unit):
            let number = value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
            return number + (unit ?? "")
        case .text(let text): return text
        case .boolean(let value): return value ? "true" : "false"
        }
    }

    /// The number converted to the base unit of its family (px for lengths, ms for times), with
    /// the family's name, or nil for text and booleans.
    package var normalised: (value: Double, family: UnitFamily)? {
        guard case .number(let value, let unit) = self else { return nil }
        guard let unit else { return (value, .plain) }
        guard let (family, factor) = UnitFamily.units[unit] else { return (value, .other(unit)) }
        return (value * factor, family)
    }
}

/// Units that can be compared with each other. Mobile design systems write logical pixels as
/// `px`, `pt` (iOS) or `dp` (Android): they are taken as equal. `rem` and `em` are 16 px.
package enum UnitFamily: Sendable, Hashable, CustomStringConvertible {
    case plain
    case length
    case time
    case percent
    case other(String)

    static let units: [String: (UnitFamily, Double)] = [
        "px": (.length, 1), "pt": (.length, 1), "dp": (.length, 1), "rem": (.length, 16), "em": (.length, 16),
        "ms": (.time, 1), "s": (.time, 1000), "%": (.percent, 1),
    ]

    package var description: String {
        switch self {
        case .plain: "a plain number"
        case .length: "a length (px, pt, dp, rem)"
        case .time: "a duration (ms, s)"
        case .percent: "a percentage"
        case .other(let unit): "a value in \(unit)"
        }
    }
}
