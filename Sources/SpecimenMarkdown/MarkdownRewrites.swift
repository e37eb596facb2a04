/// The changes Specimen makes to cmark's HTML on purpose, keyed by the indexes of
/// `MarkdownOutline`: everything else renders exactly as `cmark_render_html` renders it.
package struct MarkdownRewrites: Sendable, Hashable {
    /// The `id` of each heading, by heading index; a heading without an entry keeps cmark's plain tag.
    package var headingIDs: [Int: String]
    /// A new destination for a link or image, by link index (relative `.md` links become page URLs).
    package var destinations: [Int: String]
    /// HTML that replaces a fenced code block, by fenced-block index (spec blocks become rule tables).
    package var fencedBlockHTML: [Int: String]

    /// By table index, the accessible name of a keyboard-scrollable region (`role="region"`,
    /// `tabindex="0"`, class `table-scroll`) wrapped around the table, so wide tables scroll
    /// inside their own container and keyboard users can scroll them.
    package var tableLabels: [Int: String] = [:]
    /// True to make every code block that stays a code block (`<pre>`) reachable with the
    /// keyboard (`tabindex="0"`), so that code wider than a phone scrolls with the arrow keys too
    /// (WCAG 2.1.1; axe's scrollable-region-focusable); false leaves cmark's plain `<pre>`.
    package var focusableCodeBlocks = false
    /// The title of each callout rendered as one, by callout index, in the page's language
    /// (`Note`, `Lưu ý`): the block quote becomes `<div class="callout callout-note" role="note">`
    /// with the title first; a callout without an entry stays a block quote.
    package var calloutTitles: [Int: String] = [:]
    /// Accessible names for task-list checkboxes (`Done`, `To do`), which cmark writes without
    /// one; nil leaves them as cmark writes them.
    package var taskLabels: TaskLabels?

    package init(headingIDs: [Int: String] = [:], destinations: [Int: String] = [:], fencedBlockHTML: [Int: String] = [:],
                tableLabels: [Int: String] = [:], focusableCodeBlocks: Bool = false, taskLabels: TaskLabels? = nil) {
        self.headingIDs = headingIDs
        self.destinations = destinations
        self.fencedBlockHTML = fencedBlockHTML
        self.tableLabels = tableLabels
        self.focusableCodeBlocks = focusableCodeBlocks
        self.taskLabels = taskLabels
    }

    /// The words for a done and a not-done task, in the page's language.
    package struct TaskLabels: Sendable, Hashable {
        package var done: String
        package var toDo: String
        package init(done: String, toDo: String) {
            self.done = done
            self.toDo = toDo
        }
    }
}
