import SpecimenTemplates
/// What `Templates/tokens.mustache` sees, on each page of the design tokens (`TokenPages`):
/// `tokens/` with the index of top-level groups (and, on a small system, every token below it),
/// or a group's page (`tokens/color/`) with its tokens, a section per subgroup.
package struct TokensView: Sendable {
    package var title: String
    /// The top-level groups, each with its size and a preview: links to their pages, or to their
    /// sections when every token is on `tokens/`. Empty on a group's page.
    package var index: [IndexEntry]
    package var hasIndex: Bool
    /// The tokens of the page, a section per group path (`color`, `color.grey`).
    package var sections: [Section]
    package var hasSections: Bool
    /// True when the page shows its tokens as a table until the reader chooses: a page of more
    /// than `TokensPageRenderer.cardsLimit` tokens; cards otherwise.
    package var startsAsTable: Bool
    /// Every modifier's default context: the lists are pinned to them, so each row shows the
    /// default's value and chip whatever the page's theme, its other contexts beside it.
    package var defaultContexts: [TokenSwatchView.ContextValue] = []
    /// Links to `tokens.css` and `tokens.resolved.json`.
    package var cssURL: String
    package var jsonURL: String
    /// `theme/tokens.js` (copy buttons, the cards/table switch), relative to this page.
    package var scriptURL: String
    package var strings: InterfaceStrings

    /// One top-level group in the index.
    package struct IndexEntry: Sendable {
        /// The group's name (`color`), or the interface's name for tokens outside any group.
        package var title: String
        package var url: String
        /// `34 tokens`.
        package var countLabel: String
        /// Up to `TokensPageRenderer.previewLimit` of its colours, else of its type styles.
        package var preview: [Preview]
        package var hasPreview: Bool
    }

    /// A token in a group's preview: a colour chip or an "Aa" in its type style.
    package struct Preview: Sendable {
        /// The token's name, the `data-token` its `token-swatches.css` rule matches.
        package var name: String
        package var isColor: Bool
    }

    /// One group of tokens (`color.grey`).
    package struct Section: Sendable {
        /// The group path (`color.grey`).
        package var title: String
        /// `group-color-grey`, the section's `id`.
        package var anchor: String
        /// True for a colour ramp (all colours, numeric names, ordered 10 → 100).
        package var isRamp: Bool
        package var tokens: [TokenSwatchView]
    }
}

/// Fields for templates without reflection (see `TemplateView`).
extension TokensView: TemplateView {
    package static let templateFields: TemplateFields<TokensView> = [
        "title": .of { $0.title },
        "index": .of { $0.index },
        "hasIndex": .of { $0.hasIndex },
        "sections": .of { $0.sections },
        "hasSections": .of { $0.hasSections },
        "startsAsTable": .of { $0.startsAsTable },
        "cssURL": .of { $0.cssURL },
        "jsonURL": .of { $0.jsonURL },
        "scriptURL": .of { $0.scriptURL },
        "strings": .strings { $0.strings },
        "defaultContexts": .of { $0.defaultContexts },
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension TokensView.IndexEntry: TemplateView {
    package static let templateFields: TemplateFields<TokensView.IndexEntry> = [
        "title": .of { $0.title },
        "url": .of { $0.url },
        "countLabel": .of { $0.countLabel },
        "preview": .of { $0.preview },
        "hasPreview": .of { $0.hasPreview },
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension TokensView.Preview: TemplateView {
    package static let templateFields: TemplateFields<TokensView.Preview> = [
        "name": .of { $0.name },
        "isColor": .of { $0.isColor },
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension TokensView.Section: TemplateView {
    package static let templateFields: TemplateFields<TokensView.Section> = [
        "title": .of { $0.title },
        "anchor": .of { $0.anchor },
        "isRamp": .of { $0.isRamp },
        "tokens": .of { $0.tokens },
    ]
}
