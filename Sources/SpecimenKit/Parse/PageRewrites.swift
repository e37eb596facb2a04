import SpecimenMarkdown

/// What a page's own text decides about its HTML, made while parsing (one cmark pass gives the
/// outline and the HTML): heading ids, accessible names for tables and task checkboxes in the
/// page's language, keyboard-scrollable code blocks, and which links are left as placeholders
/// for the renderer. Parse, rendering and licence pages all make them here.
package enum PageRewrites {
    /// Whether a link's destination may be rewritten when rendering (it is not a URL with a
    /// scheme or host): such links get a placeholder in the HTML made while parsing.
    package static func isRewritable(_ destination: String) -> Bool {
        !LinkResolver.isExternal(destination)
    }

    /// What the page's own text decides about its HTML, made while parsing: heading ids,
    /// accessible names for tables and task checkboxes and callout titles, in the page's
    /// language, and code blocks that the keyboard can scroll.
    package static func make(outline: MarkdownOutline, headingIDs: [String], strings: InterfaceStrings) -> MarkdownRewrites {
        var rewrites = MarkdownRewrites()
        rewrites.taskLabels = .init(done: strings["taskDone"], toDo: strings["taskToDo"])
        rewrites.focusableCodeBlocks = true
        var above = 0  // headings before the table, found walking both in line order (not all headings per table)
        for (index, line) in outline.tableLines.enumerated() {
            while above < outline.headings.count, outline.headings[above].line < line { above += 1 }
            // Unique names: regions with the same name would confuse landmark navigation.
            let heading = above > 0 ? outline.headings[above - 1].text : nil
            rewrites.tableLabels[index] = "\(strings["table"]) \(index + 1)" + (heading.map { " – \($0)" } ?? "")
        }
        for (index, id) in headingIDs.enumerated() { rewrites.headingIDs[index] = id }
        for (index, callout) in outline.callouts.enumerated() {
            guard let type = callout.type else { continue }  // SP106; stays a block quote
            rewrites.calloutTitles[index] = strings["callout" + type.prefix(1).uppercased() + type.dropFirst()]
        }
        return rewrites
    }
}
