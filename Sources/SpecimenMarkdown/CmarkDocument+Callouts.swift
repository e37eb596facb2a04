import CCmarkGFM
import SpecimenFormats

/// GitHub's alert syntax (`> [!NOTE]`): finding the marker of a block quote, and turning a
/// marked quote into a callout (see `MarkdownOutline.Callout`).
extension CmarkDocument {
    /// The alert marker of a block quote: its first paragraph starts with text that reads
    /// `[!WORD]` and nothing else before the paragraph's first line break (cmark may split the
    /// brackets into text nodes of their own).
    static func calloutMarker(of quote: OpaquePointer) -> (marker: String, line: Int, column: Int)? {
        guard let paragraph = cmark_node_first_child(quote), cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH else { return nil }
        var text = ""
        var child = cmark_node_first_child(paragraph)
        while let node = child {
            let type = cmark_node_get_type(node)
            if type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK { break }
            guard type == CMARK_NODE_TEXT, text.utf8.count < 64 else { return nil }
            text += cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
            child = cmark_node_next(node)
        }
        while text.last == " " || text.last == "\t" { text.removeLast() }
        guard text.hasPrefix("[!"), text.hasSuffix("]"), text.count > 3 else { return nil }
        let word = text.dropFirst(2).dropLast()
        guard word.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        return (String(word), Int(cmark_node_get_start_line(paragraph)), Int(cmark_node_get_start_column(paragraph)))
    }

    /// A marked block quote becomes a custom block that writes the callout's opening (its class,
    /// `role="note"` and title) and closing, with the quote's children, less the marker, inside.
    /// Not `<aside>`: an aside in `<main>` is a complementary landmark nested in another.
    func makeCallout(_ quote: OpaquePointer, type: String, title: String) {
        guard let paragraph = cmark_node_first_child(quote), let custom = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { return }
        cmark_node_set_on_enter(custom, "<div class=\"callout callout-\(type)\" role=\"note\">\n<p class=\"callout-title\">\(MarkupEscaping.escape(title, apostrophe: false))</p>")
        cmark_node_set_on_exit(custom, "</div>")
        guard cmark_node_insert_before(quote, custom) != 0 else {
            cmark_node_free(custom)
            return
        }
        // The marker's text nodes and the line break after it.
        while let node = cmark_node_first_child(paragraph) {
            let type = cmark_node_get_type(node)
            cmark_node_unlink(node)
            cmark_node_free(node)
            if type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK { break }
        }
        if cmark_node_first_child(paragraph) == nil {
            cmark_node_unlink(paragraph)
            cmark_node_free(paragraph)
        }
        while let child = cmark_node_first_child(quote) {
            guard cmark_node_append_child(custom, child) != 0 else { return }  // cannot happen: a custom block holds any block
        }
        cmark_node_unlink(quote)
        cmark_node_free(quote)
    }
}
