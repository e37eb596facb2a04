/// The text of every link and image of a document (text and code literals, breaks as spaces;
/// leading white space dropped, at most `maximumBytes` bytes kept), gathered in one walk.
///
/// Each link's text used to be taken in a walk of its own subtree, so nested images (`![![![a](x)](x)](x)`,
/// 50,000 deep) were walked again for each enclosing one: 16 s where cmark-gfm parses in 0.1 s.
/// Now the walk hands each piece of text to the links open around it, and only to those still
/// short of the cap: an enclosing link has seen all its inner links have and more, so the full
/// ones are the outermost of the open links, the empty ones the innermost, and every piece of
/// work adds a byte to some text. Only whether a link has any text is read (SP104), so the cap
/// changes no result: leading white space is not kept, so a kept text is never white space only.
struct LinkTextCollector {
    /// Bytes kept of each text.
    static let maximumBytes = 1_000

    /// Texts by link index, in the order the links are entered.
    private(set) var texts: [String] = []
    /// Indices of the links entered and not yet left, outermost first.
    private var open: [Int] = []
    /// How many of the outermost open links are full.
    private var full = 0

    /// Whether a piece of text now would be kept anywhere (text outside links is not read).
    var isCollecting: Bool { full < open.count }

    /// A link or image is entered.
    mutating func enterLink() {
        open.append(texts.count)
        texts.append("")
    }

    /// The innermost open link is left.
    mutating func exitLink() {
        _ = open.popLast()
        full = min(full, open.count)
    }

    /// A piece of text inside whatever links are open.
    mutating func add(_ piece: String) {
        guard !piece.isEmpty, isCollecting else { return }
        let trimmed = piece.drop(while: \.isWhitespace)
        var position = full
        while position < open.count {
            let index = open[position]
            if texts[index].isEmpty {
                // This one and every inner one are empty: they take the piece without its leading white space.
                guard !trimmed.isEmpty else { return }
                Self.append(trimmed, to: &texts[index])
            } else {
                Self.append(Substring(piece), to: &texts[index])
            }
            if Self.isFull(texts[index]), position == full { full += 1 }
            position += 1
        }
    }

    static func isFull(_ text: String) -> Bool {
        text.utf8.count > maximumBytes - 4  // room for one more scalar of any length
    }

    /// Appends as much of `piece` as fits under the cap, whole scalars only.
    static func append(_ piece: Substring, to text: inout String) {
        let room = maximumBytes - text.utf8.count
        guard piece.utf8.count > room else { text += piece; return }
        var end = piece.unicodeScalars.startIndex
        var used = 0
        for scalar in piece.unicodeScalars {
            let length = UTF8.width(scalar)
            guard used + length <= room else { break }
            used += length
            end = piece.unicodeScalars.index(after: end)
        }
        text.unicodeScalars.append(contentsOf: piece.unicodeScalars[..<end])
    }
}
