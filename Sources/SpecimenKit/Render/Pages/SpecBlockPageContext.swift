import SpecimenMarkdown

/// What each spec block needs from the rest of its page, worked out once per page: the heading
/// above a block (for its label) and the first colour role of each component's blocks (states
/// are drawn in it). Found per block, by scanning the page's headings and blocks, this made a
/// page of 16,000 spec blocks take 58 s.
package struct SpecBlockPageContext: Sendable {
    /// Headings of level 2 and deeper, in line order.
    private let sectionHeadings: [MarkdownOutline.Heading]
    /// The first role naming a colour token among the page's blocks for each component (nil: blocks naming none).
    private let firstColorByComponent: [String?: String]

    package init(page: Page, tokens: DesignTokens) {
        sectionHeadings = page.outline.headings.filter { $0.level >= 2 }
        var firstColors: [String?: String] = [:]
        // Only blocks with states read it.
        if page.specBlocks.contains(where: { !$0.states.isEmpty }) {
            for block in page.specBlocks where firstColors[block.component] == nil {
                if let role = block.tokens.first(where: { tokens.color($0.token) != nil }) { firstColors[block.component] = role.token }
            }
        }
        firstColorByComponent = firstColors
    }

    /// The text of the last heading of level 2 or deeper before `line`.
    func heading(before line: Int) -> String? {
        var low = 0, high = sectionHeadings.count
        while low < high {
            let middle = (low + high) / 2
            if sectionHeadings[middle].line < line { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? sectionHeadings[low - 1].text : nil
    }

    /// The first colour role among the page's blocks for `component`.
    func firstColor(for component: String?) -> String? {
        firstColorByComponent[component]
    }
}
