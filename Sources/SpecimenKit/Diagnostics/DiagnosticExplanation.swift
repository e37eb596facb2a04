/// A code's entry in Docs/diagnostics.md ("Each code, with an example and its fix") as data: what
/// it means, content that triggers it with what `specimen check` prints, and how to fix it.
/// `specimen explain` prints it; a test checks the manual's section is `markdown`, word for word.
package struct DiagnosticExplanation: Sendable, Hashable {
    /// What the code means, in a sentence or a paragraph.
    package var meaning: String
    /// Markdown code blocks: the content, then the diagnostics it gives.
    package var example: String
    /// How to fix it (the manual's paragraph after "Fix: ").
    package var fix: String
    /// What else the manual says: related cases, more examples (Markdown; may be empty).
    package var more: String

    package init(meaning: String, example: String, fix: String, more: String = "") {
        self.meaning = meaning
        self.example = example
        self.fix = fix
        self.more = more
    }

    /// The section's body in Docs/diagnostics.md, between its `### SPnnn` heading and the next.
    package var markdown: String {
        "\(meaning)\n\n\(example)\n\nFix: \(fix)" + (more.isEmpty ? "" : "\n\n\(more)")
    }
}
