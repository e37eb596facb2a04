import SpecimenFormats
import CCmarkGFM
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one place that talks to cmark-gfm. It owns a parser and its tree for the length of one
/// call from `Markdown`, converts what callers need into Swift values, and frees everything in
/// `deinit`. Not Sendable: each instance stays inside the call that made it.
///
/// Pitfalls handled here (Docs/architecture.md, "Markdown"):
/// - cmark-gfm 0.29.0.gfm.6 keeps its inline special-character table in a process-wide array that
///   every parse changes, so parsing is serialised by `parseLock`; rendering stays concurrent.
/// - `cmark_node_get_fenced` writes through all three out-pointers, so real variables are passed.
/// - The parser's extension list is passed to `cmark_render_html`, otherwise tagfilter is skipped.
/// - Strings that point into the tree are copied before the tree is freed.
final class CmarkDocument {
    private let parser: OpaquePointer
    private let root: OpaquePointer
    private let cmarkOptions: Int32
    /// True when raw HTML is kept and must go through `RawHTMLSanitizer`.
    let sanitizes: Bool
    /// True when raw HTML is kept.
    private let keepsRawHTML: Bool
    /// The nodes `outline` found, for `apply`, so the tree is walked once;
    /// dropped by `apply`, which changes the tree.
    private var collected: Nodes?
    /// The text parsed, to place raw HTML's links (`RawHTMLLinks.swift`).
    let markdown: String
    /// The links of raw-HTML nodes, once found; only when the sanitizer keeps raw HTML.
    var rawHTMLLinks: [RawHTMLLink]?
    /// Whether the rendered HTML can hold a task-list checkbox: the document has a task item, or
    /// raw HTML that may (so the search for checkboxes is skipped on most pages).
    private(set) var mayHaveCheckboxes = false

    /// Registration runs once, from a thread-safe `static let` initialiser.
    private static let registered: Bool = {
        cmark_gfm_core_extensions_ensure_registered()
        return true
    }()

    /// cmark-gfm's node type bits that tell inline nodes (`CMARK_NODE_TYPE_INLINE`), extensions'
    /// (strikethrough) included, from blocks: C macros Swift does not import.
    private static let nodeTypeMask: UInt32 = 0xc000
    private static let inlineNodeType: UInt32 = 0xc000

    /// Held around `finish`, the part of parsing that touches cmark-gfm's global table.
    private static let parseLock = Mutex(())

    init(_ markdown: String, options: MarkdownOptions) {
        _ = Self.registered
        var flags = CMARK_OPT_DEFAULT
        if options.allowsRawHTML { flags |= CMARK_OPT_UNSAFE }
        cmarkOptions = flags
        sanitizes = options.allowsRawHTML && options.sanitizesRawHTML
        keepsRawHTML = options.allowsRawHTML
        self.markdown = markdown
        // cmark_parser_new only fails when malloc fails, which aborts the process anyway.
        let parser = cmark_parser_new(flags)!
        for name in Markdown.extensionNames {
            if let ext = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, ext)
            }
        }
        var text = markdown
        var root: OpaquePointer?
        // Feeding parses blocks only (reference definitions and table rows included), which never
        // read the special-character table: only inline parsing in `finish` does, and only
        // `finish` changes it. So only `finish` holds the lock: it was held for half as long again,
        // and the other cores waited in the kernel (`concurrentParsingMatchesSerial` checks it).
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { cmark_parser_feed(parser, $0.baseAddress, $0.count) }
        }
        Self.parseLock.withLock { _ in
            root = cmark_parser_finish(parser)
        }
        self.parser = parser
        self.root = root!
    }

    deinit {
        cmark_node_free(root)
        cmark_parser_free(parser)
    }

    // MARK: - Reading

    /// Walks the tree once and copies headings, links and fenced blocks into values.
    func outline() -> MarkdownOutline {
        var outline = MarkdownOutline()
        let nodes = self.nodes()
        for node in nodes.headings {
            outline.headings.append(.init(
                level: Int(cmark_node_get_heading_level(node)), text: Self.plainText(of: node),
                line: Int(cmark_node_get_start_line(node)), column: Int(cmark_node_get_start_column(node))))
        }
        let texts = linkTexts(count: nodes.links.count)
        for (index, node) in nodes.links.enumerated() {
            outline.links.append(.init(
                destination: cmark_node_get_url(node).map { String(cString: $0) } ?? "",
                isImage: cmark_node_get_type(node) == CMARK_NODE_IMAGE, text: index < texts.count ? texts[index] : "",
                line: Int(cmark_node_get_start_line(node)), column: Int(cmark_node_get_start_column(node))))
        }
        outline.links += rawLinks(nodes.rawHTML).map(\.link)  // after cmark's: their indexes stay as they were
        outline.tableLines = nodes.tables.map { Int(cmark_node_get_start_line($0)) }
        outline.callouts = nodes.callouts.map { .init(marker: $0.marker, line: $0.line, column: $0.column) }
        for node in nodes.fencedBlocks {
            var length: Int32 = 0, offset: Int32 = 0, character: CChar = 0
            _ = cmark_node_get_fenced(node, &length, &offset, &character)
            let info = cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
            let language = info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init) ?? ""
            outline.fencedBlocks.append(.init(
                info: info, language: language,
                code: cmark_node_get_literal(node).map { String(cString: $0) } ?? "",
                line: Int(cmark_node_get_start_line(node)), column: Int(cmark_node_get_start_column(node)),
                fenceOffset: Int(offset)))
            if let next = cmark_node_next(node), cmark_node_get_type(next) == CMARK_NODE_CODE_BLOCK {
                var nextLength: Int32 = 0, nextOffset: Int32 = 0, nextCharacter: CChar = 0
                outline.fencedBlocks[outline.fencedBlocks.count - 1].isFollowedByFencedBlock = cmark_node_get_fenced(next, &nextLength, &nextOffset, &nextCharacter) != 0
            }
        }
        return outline
    }

    /// The document's prose as UTF-8: the text of its paragraphs, lists, tables, quotes, links
    /// and image descriptions, code spans included, each block on a line of its own. Headings
    /// (the outline has them), code blocks and raw HTML are left out: what a reader reads, for
    /// the search index. Call it before `apply`, which changes the tree.
    func prose() -> [UInt8] {
        nodes().prose
    }

    // MARK: - Changing

    /// Applies Specimen's deliberate changes to the tree before rendering.
    func apply(_ rewrites: MarkdownRewrites) {
        let nodes = self.nodes()
        collected = nil  // replaced nodes are freed below
        for (index, node) in nodes.links.enumerated() {
            if let destination = rewrites.destinations[index] { cmark_node_set_url(node, destination) }
        }
        if sanitizes, !rewrites.destinations.isEmpty {
            rewriteRawHTMLLinks(rawLinks(nodes.rawHTML), nodes: nodes.rawHTML, destinations: rewrites.destinations, firstIndex: nodes.links.count)
        }
        if sanitizes {
            // cmark keeps raw HTML and every link target in unsafe mode: keep only what cannot run script.
            for node in nodes.rawHTML {
                let literal = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
                let safe = RawHTMLSanitizer.sanitize(literal)
                if safe != literal { cmark_node_set_literal(node, safe) }
            }
            for node in nodes.links {
                let url = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
                if !RawHTMLSanitizer.isSafeURL(url, isImage: cmark_node_get_type(node) == CMARK_NODE_IMAGE) { cmark_node_set_url(node, "") }
            }
        }
        var replaced = Set<OpaquePointer>()
        for (index, node) in nodes.fencedBlocks.enumerated() {
            if let html = rewrites.fencedBlockHTML[index] {
                replace(node, withHTML: html)
                replaced.insert(node)
            }
        }
        if rewrites.focusableCodeBlocks {
            for node in nodes.codeBlocks where !replaced.contains(node) { makeFocusable(codeBlock: node) }
        }
        for (index, node) in nodes.tables.enumerated() {
            guard let label = rewrites.tableLabels[index] else { continue }
            insert("<div class=\"table-scroll\" role=\"region\" tabindex=\"0\" aria-label=\"\(MarkupEscaping.escape(label, apostrophe: false))\">", before: node)
            insert("</div>", after: node)
        }
        for (index, node) in nodes.headings.enumerated() {
            guard let id = rewrites.headingIDs[index] else { continue }
            addID(id, toHeading: node)
        }
        // Last: the quote's children move into the callout, and every node collected above stays valid.
        for (index, callout) in nodes.callouts.enumerated() {
            guard let title = rewrites.calloutTitles[index], let type = MarkdownOutline.Callout(marker: callout.marker, line: 0, column: 0).type else { continue }
            makeCallout(callout.node, type: type, title: title)
        }
    }

    /// cmark renders a heading as `<hN>inner</hN>\n`: the heading becomes a custom block with the
    /// same inner HTML and the id. Done in bytes, with cmark's own NUL-terminated text: through
    /// `String`s (prefix, suffix, interpolation) this was most of rewriting a page.
    private func addID(_ id: String, toHeading node: OpaquePointer) {
        let level = cmark_node_get_heading_level(node)
        guard (1...6).contains(level), let rendered = cmark_render_html(node, cmarkOptions, cmark_parser_get_syntax_extensions(parser)) else { return }
        defer { free(rendered) }
        let digit = UInt8(ascii: "0") + UInt8(level)
        let html = UnsafeBufferPointer(start: UnsafeRawPointer(rendered).assumingMemoryBound(to: UInt8.self), count: strlen(rendered))
        // `<hN>` … `</hN>\n`, compared in place (arrays for the two tags, and a replacement grown
        // piece by piece, were half the cost of rewriting a heading).
        let end = html.count - 1  // the line feed
        guard html.count >= 10, html[0] == UInt8(ascii: "<"), html[1] == UInt8(ascii: "h"), html[2] == digit, html[3] == UInt8(ascii: ">"),
              html[end] == UInt8(ascii: "\n"), html[end - 5] == UInt8(ascii: "<"), html[end - 4] == UInt8(ascii: "/"),
              html[end - 3] == UInt8(ascii: "h"), html[end - 2] == digit, html[end - 1] == UInt8(ascii: ">") else { return }
        let escaped = MarkupEscaping.escape(id, apostrophe: false).utf8
        var replacement: [UInt8] = []
        replacement.reserveCapacity(html.count + escaped.count + 8)
        replacement.append(contentsOf: html[0..<3])  // `<hN`
        replacement.append(contentsOf: " id=\"".utf8)
        replacement.append(contentsOf: escaped)
        replacement.append(UInt8(ascii: "\""))
        replacement.append(contentsOf: UnsafeBufferPointer(rebasing: html[3..<end]))  // `>`, the inner HTML and `</hN>`
        replacement.append(0)
        replacement.withUnsafeBufferPointer { replace(node, withCString: UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self)) }
    }

    /// cmark renders a code block as `<pre…>…</pre>\n`: it becomes a custom block with the same
    /// HTML and `tabindex="0"` in the `<pre` tag, as `addID` does for headings.
    private func makeFocusable(codeBlock node: OpaquePointer) {
        guard let rendered = cmark_render_html(node, cmarkOptions, cmark_parser_get_syntax_extensions(parser)) else { return }
        defer { free(rendered) }
        let html = UnsafeBufferPointer(start: UnsafeRawPointer(rendered).assumingMemoryBound(to: UInt8.self), count: strlen(rendered))
        guard html.count > 4, html[0] == UInt8(ascii: "<"), html[1] == UInt8(ascii: "p"), html[2] == UInt8(ascii: "r"), html[3] == UInt8(ascii: "e"),
              html[4] == UInt8(ascii: ">") || html[4] == UInt8(ascii: " ") else { return }
        var replacement: [UInt8] = []
        replacement.reserveCapacity(html.count + 16)
        replacement.append(contentsOf: "<pre tabindex=\"0\"".utf8)
        replacement.append(contentsOf: UnsafeBufferPointer(rebasing: html[4...]))
        replacement.append(0)
        replacement.withUnsafeBufferPointer { replace(node, withCString: UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self)) }
    }

    /// Renders the whole document, as UTF-8 bytes.
    func renderHTML() -> [UInt8] {
        guard let html = cmark_render_html(root, cmarkOptions, cmark_parser_get_syntax_extensions(parser)) else { return [] }
        defer { free(html) }
        let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(html).assumingMemoryBound(to: UInt8.self), count: strlen(html))
        // Valid, as cmark writes it for valid input: copied as it is. Otherwise repaired as
        // `String(cString:)` repairs it (invalid sequences become U+FFFD).
        if UTF8Validation.isValid(bytes) { return Array(bytes) }
        return Array(String(decoding: bytes, as: UTF8.self).utf8)
    }

    // MARK: - Private

    private struct Nodes {
        var headings: [OpaquePointer] = []
        var links: [OpaquePointer] = []
        var fencedBlocks: [OpaquePointer] = []
        /// Every code block, fenced or indented.
        var codeBlocks: [OpaquePointer] = []
        var tables: [OpaquePointer] = []
        var rawHTML: [OpaquePointer] = []
        /// Block quotes with an alert marker.
        var callouts: [(node: OpaquePointer, marker: String, line: Int, column: Int)] = []
        var hasTaskItems = false
        /// The document's prose (see `prose()`), gathered in the same walk.
        var prose: [UInt8] = []
    }

    private func nodes() -> Nodes {
        if let collected { return collected }
        let nodes = collectNodes()
        collected = nodes
        mayHaveCheckboxes = nodes.hasTaskItems || (keepsRawHTML && !nodes.rawHTML.isEmpty)
        return nodes
    }

    private func collectNodes() -> Nodes {
        var nodes = Nodes()
        guard let iterator = cmark_iter_new(root) else { return nodes }
        defer { cmark_iter_free(iterator) }
        var inHeading = false
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard let node = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(node)
            // Prose: inline text and code outside headings; a block's start and end end a word
            // (inline containers do not: `**swi**pe` is one word, as it reads).
            let isInline = type.rawValue & Self.nodeTypeMask == Self.inlineNodeType
            if event == CMARK_EVENT_EXIT {
                if type == CMARK_NODE_HEADING { inHeading = false }
                if !isInline { nodes.prose.append(UInt8(ascii: "\n")) }
                continue
            }
            guard event == CMARK_EVENT_ENTER else { continue }
            if !isInline {
                nodes.prose.append(UInt8(ascii: "\n"))
            } else if !inHeading, type == CMARK_NODE_TEXT || type == CMARK_NODE_CODE, let literal = cmark_node_get_literal(node) {
                nodes.prose.append(contentsOf: UnsafeBufferPointer(start: UnsafeRawPointer(literal).assumingMemoryBound(to: UInt8.self), count: strlen(literal)))
            } else if !inHeading, type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK {
                nodes.prose.append(UInt8(ascii: " "))
            }
            if type == CMARK_NODE_HEADING {
                inHeading = true
                nodes.headings.append(node)
            } else if type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE {
                nodes.links.append(node)
            } else if let name = cmark_node_get_type_string(node), strcmp(name, "table") == 0 {  // no String per node
                nodes.tables.append(node)
            } else if type == CMARK_NODE_ITEM, let name = cmark_node_get_type_string(node), strcmp(name, "tasklist") == 0 {
                nodes.hasTaskItems = true
            } else if type == CMARK_NODE_HTML_BLOCK || type == CMARK_NODE_HTML_INLINE {
                nodes.rawHTML.append(node)
            } else if type == CMARK_NODE_BLOCK_QUOTE, let marker = Self.calloutMarker(of: node) {
                nodes.callouts.append((node, marker.marker, marker.line, marker.column))
            } else if type == CMARK_NODE_CODE_BLOCK {
                nodes.codeBlocks.append(node)
                var length: Int32 = 0, offset: Int32 = 0, character: CChar = 0
                if cmark_node_get_fenced(node, &length, &offset, &character) != 0 { nodes.fencedBlocks.append(node) }
            }
        }
        return nodes
    }

    /// Puts a custom block whose HTML is `html` where `node` was. cmark writes a custom block's
    /// `on_enter` text as it is, between the same line breaks a heading or code block gets.
    private func replace(_ node: OpaquePointer, withHTML html: String) {
        html.withCString { replace(node, withCString: $0) }
    }

    /// `replace(_:withHTML:)` for HTML that is already a C string.
    private func replace(_ node: OpaquePointer, withCString html: UnsafePointer<CChar>) {
        guard let custom = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { return }
        cmark_node_set_on_enter(custom, html)
        cmark_node_set_on_exit(custom, "")
        guard cmark_node_insert_before(node, custom) != 0 else {
            cmark_node_free(custom)
            return
        }
        cmark_node_unlink(node)
        cmark_node_free(node)
    }

    /// A custom block holding raw HTML, next to `node`; the pair around a table opens and closes a wrapper.
    private func insert(_ html: String, before node: OpaquePointer) {
        guard let custom = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { return }
        cmark_node_set_on_enter(custom, html)
        cmark_node_set_on_exit(custom, "")
        if cmark_node_insert_before(node, custom) == 0 { cmark_node_free(custom) }
    }

    private func insert(_ html: String, after node: OpaquePointer) {
        guard let custom = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { return }
        cmark_node_set_on_enter(custom, html)
        cmark_node_set_on_exit(custom, "")
        if cmark_node_insert_after(node, custom) == 0 { cmark_node_free(custom) }
    }

    /// Every link's and image's text, in the order `collectNodes` lists them, from one walk (see
    /// `LinkTextCollector`); pages without links are not walked.
    private func linkTexts(count: Int) -> [String] {
        var collector = LinkTextCollector()
        guard count > 0, let iterator = cmark_iter_new(root) else { return collector.texts }
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard let node = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(node)
            if type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE {
                if event == CMARK_EVENT_ENTER { collector.enterLink() } else { collector.exitLink() }
            } else if !collector.isCollecting {
                continue
            } else if event == CMARK_EVENT_ENTER, type == CMARK_NODE_TEXT || type == CMARK_NODE_CODE {
                collector.add(cmark_node_get_literal(node).map { String(cString: $0) } ?? "")
            } else if event == CMARK_EVENT_ENTER, type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK {
                collector.add(" ")
            }
        }
        return collector.texts
    }

    /// The text of a node's inline content: text and code literals, breaks as spaces.
    private static func plainText(of node: OpaquePointer) -> String {
        var text = ""
        guard let iterator = cmark_iter_new(node) else { return text }
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let child = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(child)
            if type == CMARK_NODE_TEXT || type == CMARK_NODE_CODE {
                text += cmark_node_get_literal(child).map { String(cString: $0) } ?? ""
            } else if type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK {
                text += " "
            }
        }
        return text
    }
}
