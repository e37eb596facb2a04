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
    /// The platforms of the page's platform switcher (registry order, then by name), empty when
    /// every rule on the page is for the same platforms.
    package let switcherPlatforms: [String]
    /// Where the first block with rules starts: the switcher goes above its table.
    package let firstRulesBlock: SourceLocation?

    package init(page: Page, tokens: DesignTokens, registry: Registry = Registry()) {
        sectionHeadings = page.outline.headings.filter { $0.level >= 2 }
        var lists = Set<[String]>(), used = Set<String>(), first: SourceLocation?
        for block in page.specBlocks {
            let component = registry.component(block.component ?? "")
            for rule in block.rules where rule.id != nil {
                let platforms = rule.platforms.isEmpty ? component?.platforms ?? [] : rule.platforms
                lists.insert(platforms)
                used.formUnion(platforms)
                if first == nil { first = block.location }
            }
        }
        firstRulesBlock = first
        if lists.count > 1, used.count > 1 {
            var seen = Set<String>()
            switcherPlatforms = (registry.platforms + used.sorted()).filter { used.contains($0) && seen.insert($0).inserted }
        } else {
            switcherPlatforms = []
        }
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
