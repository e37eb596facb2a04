/// Refuses, before cmark-gfm sees it, a Markdown body that Debian's cmark-gfm 0.29.0.gfm.6 would
/// take seconds, minutes or gigabytes to parse: that version lacks the fixes of 0.29.0.gfm.7–.13,
/// and a 30 KB page can abort the build or hold it for a minute. One pass over the bytes counts,
/// for each construct, the work cmark would do, and the first count over its limit becomes a
/// located SP006 (the body is then not parsed at all).
///
/// Each limit is set where cmark-gfm 0.29.0.gfm.6 still takes about 0.1 s (or 75 MB) at worst,
/// and lies orders of magnitude above anything a real page holds (the sample site, the fixtures
/// and the guidelines corpus are far below every one). Work is summed over the whole page, so
/// many small cases cannot add up to a slow page. Measured with the real library (parse and
/// render with Specimen's five extensions, 2 GiB address-space cap); the guards and their
/// upstream fixes, to be dropped when Debian ships a fixed version:
///
/// - Table cells, `maximumTableCells` = 200,000 (header width × rows, summed over tables).
///   gfm.6 pads every row to the header's width; a 14 KB table of 2,000 columns and 2,000
///   one-cell rows took 10 s and 957 MB, 3,000 of each aborted at 2 GiB. Fixed in 0.29.0.gfm.12/.13
///   (`MAX_AUTOCOMPLETED_CELLS` = 0x80000 in extensions/table.c).
/// - Wide table rows, `maximumTableRowWork` = 10,000,000 (the square of each table line's
///   cell count, the larger of its own and its table's, summed). Parsing a row and rendering its
///   cells are quadratic in its width: one row of 20,000 `|` under a two-column header took
///   12 s, a 10,000-column table 1.8 s. CVE-2023-37463 (GHSA-w4qg-3vf7-m9x5), fixed in 0.29.0.gfm.12.
/// - `www.` in one run, `maximumAutolinkRescan` = 4,000,000 (for each run of letters, digits,
///   `_`, `.`, `-` and non-ASCII bytes holding two or more `www.`: their count × the run's bytes).
///   The autolink extension scans the rest of the run for every `www.` and refuses the domain
///   for its `_`: `www.a_` × 10,000 (60 KB) took 18 s, × 40,000 about a minute. Domains with
///   underscores were reworked in 0.29.0.gfm.7 (CVE-2023-22483, GHSA-29g3-96g3-jg6c).
/// - Email autolinks, `maximumEmailTriggers` = 10,000 (`@` right after a byte that is not
///   white space, in the whole page). Each costs the autolink extension about 6 KB that is kept
///   until the page is freed: 40,000 `a@b.com` took 244 MB, a 4 MB page of them aborted at
///   2 GiB; `word@` × 40,000 took 1 s. Autolink post-processing was made linear in 0.29.0.gfm.7
///   (CVE-2023-22483; its out-of-bounds read in `validate_protocol`, CVE-2023-22485,
///   GHSA-c944-cv5f-hpvr, needs `mailto:`/`xmpp:` before the `@`, so it is bounded too).
/// - Emphasis delimiters, `maximumEmphasisWork` = 100,000,000 (the square of the number of
///   `*`, `_` and `~` runs in each paragraph, summed). Closers search past openers of another
///   kind: `*a ` × 10,000 then `_a*_ ` × 10,000 (80 KB, cmark issue #389) took 1.7 s, × 20,000
///   7.4 s. Fixed in cmark 0.30 and in cmark-gfm 0.29.0.gfm.10/.11 (CVE-2023-24824,
///   GHSA-66g8-4hjf-77xh, and CVE-2023-26485, GHSA-r8vr-c48j-fcc5).
/// - Raw HTML declarations, `maximumDeclarationWork` = 30,000,000 (the number of `<?`, `<!`
///   + letter and `<![CDATA[` in a paragraph × its bytes, summed). Each unclosed one is scanned
///   to the end of the paragraph: `x <![CDATA[` × 20,000 took 13 s, `<!A ` × 20,000 5.1 s,
///   `<?` × 20,000 1.9 s. CVE-2023-22483 (GHSA-29g3-96g3-jg6c), fixed in 0.29.0.gfm.7; the
///   `<!--` case of CVE-2023-22484 (GHSA-24f7-9frr-5h2r) measured linear in gfm.6 and is not counted.
/// - Image brackets, `maximumImageBracketWork` = 4,000,000 (`![` × `]` in each paragraph,
///   summed). `![[]()` × 5,000 took 0.55 s, × 10,000 2.2 s, × 20,000 9.9 s. CVE-2023-22486
///   (GHSA-r572-jvj2-3m8p), fixed in 0.29.0.gfm.7.
///
/// Paragraphs here are runs of lines between blank lines (a line of only spaces, tabs and `>`
/// is blank): no inline content crosses one, so each count is an upper bound of cmark's work.
/// The scan is one pass over the bytes, with no allocation, about a millisecond a megabyte.
package struct PathologicalInputGuard: Sendable {
    package static let maximumTableCells = 200_000
    package static let maximumTableRowWork = 10_000_000
    package static let maximumAutolinkRescan = 4_000_000
    package static let maximumEmailTriggers = 10_000
    package static let maximumEmphasisWork = 100_000_000
    package static let maximumDeclarationWork = 30_000_000
    package static let maximumImageBracketWork = 4_000_000

    package init() {}

    /// The first limit `markdown` exceeds, as an SP006 located in `file` (lines and byte columns
    /// of `markdown`, whose front matter is blanked so its lines are the file's); nil for every
    /// realistic page.
    package func check(_ markdown: String, file: String) -> Diagnostic? {
        var markdown = markdown
        return markdown.withUTF8 { bytes in
            var scan = Scan()
            guard let finding = scan.run(bytes) else { return nil }
            return Diagnostic(.limitExceeded, at: SourceLocation(file: file, line: finding.line, column: finding.column),
                              finding.kind.message(amount: finding.amount), hint: finding.kind.hint)
        }
    }

    /// What was over its limit, and where it starts.
    struct Finding: Equatable {
        var kind: Kind
        var line: Int
        var column: Int
        var amount: Int
    }

    enum Kind: Equatable {
        case tableCells, tableRowWork, autolinkRescan, emailTriggers, emphasisWork, declarationWork, imageBracketWork

        func message(amount: Int) -> String {
            let count = Self.grouped(amount)
            switch self {
            case .tableCells:
                return "tables here hold \(count) cells (rows × header width, empty cells included), more than Specimen's limit of "
                    + "\(Self.grouped(PathologicalInputGuard.maximumTableCells)): cmark-gfm 0.29.0.gfm.6 fills every short row up to the header's width, "
                    + "and a 14 KB table of 2,000 columns needed 957 MB"
            case .tableRowWork:
                return "table rows this wide make \(count) units of work (each row's cell count squared), more than Specimen's limit of "
                    + "\(Self.grouped(PathologicalInputGuard.maximumTableRowWork)): cmark-gfm 0.29.0.gfm.6 takes time growing with the square "
                    + "of a row's width (one row of 20,000 `|` took 12 s; CVE-2023-37463)"
            case .autolinkRescan:
                return "`www.` appears many times in runs of text without spaces or punctuation (\(count) bytes to rescan), more than "
                    + "Specimen's limit of \(Self.grouped(PathologicalInputGuard.maximumAutolinkRescan)): cmark-gfm 0.29.0.gfm.6's autolink "
                    + "extension rescans the rest of the run for each `www.` (`www.a_` × 10,000 took 18 s)"
            case .emailTriggers:
                return "the page has more than \(Self.grouped(PathologicalInputGuard.maximumEmailTriggers)) `@` signs inside words, Specimen's "
                    + "limit: cmark-gfm 0.29.0.gfm.6's autolink extension keeps about 6 KB for each (a 4 MB page of addresses needs over 2 GB)"
            case .emphasisWork:
                return "paragraphs here have so many `*`, `_` and `~` runs that matching them makes \(count) units of work (runs per "
                    + "paragraph, squared), more than Specimen's limit of \(Self.grouped(PathologicalInputGuard.maximumEmphasisWork)): cmark-gfm "
                    + "0.29.0.gfm.6 matches emphasis in time growing with the square of their number (CVE-2023-24824)"
            case .declarationWork:
                return "paragraphs here have so many `<?`, `<!` and `<![CDATA[` that scanning them makes \(count) units of work "
                    + "(openings × paragraph bytes), more than Specimen's limit of \(Self.grouped(PathologicalInputGuard.maximumDeclarationWork)): "
                    + "cmark-gfm 0.29.0.gfm.6 scans to the paragraph's end for each one that is not closed (CVE-2023-22483)"
            case .imageBracketWork:
                return "paragraphs here have so many `![` and `]` that matching them makes \(count) units of work (`![` × `]` per "
                    + "paragraph), more than Specimen's limit of \(Self.grouped(PathologicalInputGuard.maximumImageBracketWork)): cmark-gfm "
                    + "0.29.0.gfm.6 matches them in time growing with the square of their number (CVE-2023-22486)"
            }
        }

        /// `1234567` as `1,234,567`, whatever the locale.
        static func grouped(_ number: Int) -> String {
            let digits = String(number)
            var result = ""
            for (offset, digit) in digits.enumerated() {
                if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
                result.append(digit)
            }
            return result
        }

        var hint: String {
            switch self {
            case .tableCells: "split the table, or give it fewer columns; a list or a page per part reads better too"
            case .tableRowWork: "give the table fewer columns, or put a long row of `|` in a code block"
            case .autolinkRescan: "separate the addresses with spaces, or put the text in a code block"
            case .emailTriggers: "put long lists of addresses or `@` names in a code block, or split the page"
            case .emphasisWork: "split the paragraph with blank lines, or put the text in a code block"
            case .declarationWork: "close each `<?…?>`, `<!…>` or `<![CDATA[…]]>`, or put the markup in a code block"
            case .imageBracketWork: "split the paragraph with blank lines, or put the text in a code block"
            }
        }
    }

    /// The counters of one pass. Everything is an integer updated byte by byte; a paragraph's
    /// counts are folded into the page's totals at its end, a run's at its end.
    struct Scan {
        // Position.
        var line = 1, lineStart = 0
        // The current line.
        var linePipes = 0, lineBlank = true, lineDelimiterRow = true, lineHasDash = false
        var previousLinePipes = 0, previousLineBlank = true
        // The current table: its width (0 outside a table) and where it began.
        var tableWidth = 0, tableLine = 0
        var tableCells = 0, tableRowWork = 0
        // The current paragraph.
        var paragraphStart = 0
        var delimiterRuns = 0, firstDelimiter: (line: Int, column: Int)?
        var declarations = 0, firstDeclaration: (line: Int, column: Int)?
        var imageOpeners = 0, closeBrackets = 0, firstImage: (line: Int, column: Int)?
        var emphasisWork = 0, declarationWork = 0, imageBracketWork = 0
        // The current run of domain characters.
        var runStart = 0, runWWW = 0, firstWWW: (line: Int, column: Int)?
        var autolinkRescan = 0
        var emailTriggers = 0

        mutating func run(_ bytes: UnsafeBufferPointer<UInt8>) -> Finding? {
            let count = bytes.count
            var index = 0
            var previous: UInt8 = 10
            var inRun = false
            while index < count {
                let byte = bytes[index]
                if Self.isDomain(byte) {
                    if !inRun {
                        inRun = true
                        runStart = index
                    }
                    if byte == UInt8(ascii: "w"), index + 3 < count, bytes[index + 1] == UInt8(ascii: "w"), bytes[index + 2] == UInt8(ascii: "w"),
                       bytes[index + 3] == UInt8(ascii: "."), index == runStart || previous == UInt8(ascii: "_") {
                        runWWW += 1
                        if firstWWW == nil { firstWWW = (line, index - lineStart + 1) }
                    }
                    lineBlank = false
                    if byte == UInt8(ascii: "-") {
                        lineHasDash = true
                    } else {
                        lineDelimiterRow = false
                        if byte == UInt8(ascii: "_") { countDelimiter(byte, after: previous, at: index) }
                    }
                    previous = byte
                    index += 1
                    // Plain bytes (letters but `w`, digits, `.`, non-ASCII) change nothing but
                    // where the scan is: most of a page, skipped in a tight loop.
                    let skippedFrom = index
                    while index < count, Self.isPlain(bytes[index]) { index += 1 }
                    if index > skippedFrom {
                        previous = bytes[index - 1]
                        lineDelimiterRow = false
                    }
                    continue
                }
                if inRun {
                    inRun = false
                    if let finding = endRun(at: index) { return finding }
                }
                switch byte {
                case 10:
                    if let finding = endLine(at: index, in: bytes) { return finding }
                    line += 1
                    lineStart = index + 1
                case UInt8(ascii: " "), UInt8(ascii: "\t"), 13:
                    break
                case UInt8(ascii: ">"):
                    // A block quote's marker may come before a delimiter row, not inside it.
                    if lineHasDash || linePipes > 0 { markContent() }
                case UInt8(ascii: "|"):
                    linePipes += 1
                    lineBlank = false
                case UInt8(ascii: ":"):
                    lineBlank = false
                case UInt8(ascii: "*"), UInt8(ascii: "~"):
                    markContent()
                    countDelimiter(byte, after: previous, at: index)
                case UInt8(ascii: "@"):
                    markContent()
                    if previous != 32 && previous != 10 && previous != 9 {
                        emailTriggers += 1
                        if emailTriggers > PathologicalInputGuard.maximumEmailTriggers {
                            return Finding(kind: .emailTriggers, line: line, column: index - lineStart + 1, amount: emailTriggers)
                        }
                    }
                case UInt8(ascii: "!"):
                    markContent()
                    if index + 1 < count, bytes[index + 1] == UInt8(ascii: "[") {
                        imageOpeners += 1
                        if firstImage == nil { firstImage = (line, index - lineStart + 1) }
                    }
                case UInt8(ascii: "]"):
                    markContent()
                    closeBrackets += 1
                case UInt8(ascii: "<"):
                    markContent()
                    if index + 1 < count {
                        let next = bytes[index + 1]
                        let opens = next == UInt8(ascii: "?")
                            || (next == UInt8(ascii: "!") && index + 2 < count
                                && (Self.isASCIILetter(bytes[index + 2]) || bytes[index + 2] == UInt8(ascii: "[")))
                        if opens {
                            declarations += 1
                            if firstDeclaration == nil { firstDeclaration = (line, index - lineStart + 1) }
                        }
                    }
                default:
                    markContent()
                }
                previous = byte
                index += 1
            }
            if inRun, let finding = endRun(at: count) { return finding }
            if let finding = endLine(at: count, in: bytes) { return finding }
            return endParagraph(at: count)
        }

        private mutating func markContent() {
            lineBlank = false
            lineDelimiterRow = false
        }

        /// A `*`, `_` or `~` that starts a run of its kind.
        private mutating func countDelimiter(_ byte: UInt8, after previous: UInt8, at index: Int) {
            guard previous != byte else { return }
            delimiterRuns += 1
            if firstDelimiter == nil { firstDelimiter = (line, index - lineStart + 1) }
        }

        private mutating func endRun(at index: Int) -> Finding? {
            defer { runWWW = 0; firstWWW = nil }
            guard runWWW >= 2, let at = firstWWW else { return nil }
            autolinkRescan += runWWW * (index - runStart)
            guard autolinkRescan <= PathologicalInputGuard.maximumAutolinkRescan else {
                return Finding(kind: .autolinkRescan, line: at.line, column: at.column, amount: autolinkRescan)
            }
            return nil
        }

        private mutating func endLine(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Finding? {
            let blank = lineBlank
            let delimiterRow = !blank && lineDelimiterRow && linePipes > 0 && lineHasDash
            defer {
                previousLinePipes = linePipes
                previousLineBlank = blank
                linePipes = 0
                lineBlank = true
                lineDelimiterRow = true
                lineHasDash = false
            }
            if blank {
                tableWidth = 0
                return endParagraph(at: index)
            }
            if tableWidth == 0, delimiterRow, !previousLineBlank {
                // A delimiter row under a line: a table whose width is the delimiter row's cells
                // (its pipes, plus one, less an opening and a closing one).
                tableWidth = max(1, linePipes + 1 - Self.edgePipes(bytes, from: lineStart, to: index))
                tableLine = line - 1
                if let finding = addTableLine(pipes: previousLinePipes, line: line - 1) { return finding }
            }
            guard tableWidth > 0 else { return nil }
            return addTableLine(pipes: linePipes, line: line)
        }

        private mutating func addTableLine(pipes: Int, line: Int) -> Finding? {
            let cells = max(pipes + 1, tableWidth)
            tableRowWork += cells * cells
            tableCells += tableWidth
            if tableRowWork > PathologicalInputGuard.maximumTableRowWork {
                return Finding(kind: .tableRowWork, line: line, column: 1, amount: tableRowWork)
            }
            if tableCells > PathologicalInputGuard.maximumTableCells {
                return Finding(kind: .tableCells, line: tableLine, column: 1, amount: tableCells)
            }
            return nil
        }

        private mutating func endParagraph(at index: Int) -> Finding? {
            defer {
                delimiterRuns = 0; firstDelimiter = nil
                declarations = 0; firstDeclaration = nil
                imageOpeners = 0; closeBrackets = 0; firstImage = nil
                paragraphStart = index + 1
            }
            emphasisWork += delimiterRuns * delimiterRuns
            if emphasisWork > PathologicalInputGuard.maximumEmphasisWork, let at = firstDelimiter {
                return Finding(kind: .emphasisWork, line: at.line, column: at.column, amount: emphasisWork)
            }
            declarationWork += declarations * (index - paragraphStart)
            if declarationWork > PathologicalInputGuard.maximumDeclarationWork, let at = firstDeclaration {
                return Finding(kind: .declarationWork, line: at.line, column: at.column, amount: declarationWork)
            }
            imageBracketWork += imageOpeners * closeBrackets
            if imageBracketWork > PathologicalInputGuard.maximumImageBracketWork, let at = firstImage {
                return Finding(kind: .imageBracketWork, line: at.line, column: at.column, amount: imageBracketWork)
            }
            return nil
        }

        /// Letters, digits, `_`, `.`, `-` and every non-ASCII byte: what cmark-gfm 0.29.0.gfm.6's
        /// `check_domain` reads as one domain.
        /// Bytes that only continue a run of domain characters: ASCII letters but `w`, digits,
        /// `.` and every byte of a non-ASCII character (one mask test per byte).
        @inline(__always) static func isPlain(_ byte: UInt8) -> Bool {
            if byte >= 0x80 { return true }
            return byte < 64 ? (plainLow >> UInt64(byte)) & 1 == 1 : (plainHigh >> UInt64(byte - 64)) & 1 == 1
        }

        /// `isPlain`'s bytes 0–63 (digits and `.`) and 64–127 (letters but `w`) as bit masks,
        /// written as literals: a `static let` computed at first use costs a `swift_once` check
        /// on every byte of every page.
        static var plainLow: UInt64 { 0x03FF_4000_0000_0000 }
        static var plainHigh: UInt64 { 0x077F_FFFE_07FF_FFFE }

        static func isDomain(_ byte: UInt8) -> Bool {
            byte >= 0x80 || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "-")
        }

        /// How many of a delimiter row's ends are pipes (0, 1 or 2), ignoring white space and `>`.
        static func edgePipes(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
            var first = start, last = end - 1
            while first < end, bytes[first] == UInt8(ascii: " ") || bytes[first] == UInt8(ascii: "\t") || bytes[first] == UInt8(ascii: ">") { first += 1 }
            while last > first, bytes[last] == UInt8(ascii: " ") || bytes[last] == UInt8(ascii: "\t") || bytes[last] == 13 { last -= 1 }
            guard first <= last else { return 0 }
            return (bytes[first] == UInt8(ascii: "|") ? 1 : 0) + (last > first && bytes[last] == UInt8(ascii: "|") ? 1 : 0)
        }

        static func isASCIILetter(_ byte: UInt8) -> Bool {
            (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
        }
    }
}
