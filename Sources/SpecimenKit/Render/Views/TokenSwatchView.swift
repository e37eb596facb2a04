import SpecimenTemplates
/// One token drawn as a swatch: a row of the token pages (`partials/token-swatch.mustache`), a
/// card in ```` ```tokens ```` grids and, small, in spec-block tables. Swatches are real elements
/// with text; their colours and sizes come from `token-swatches.css` rules keyed by `data-token`, so
/// pages need no inline styles.
package struct TokenSwatchView: Sendable {
    /// Dot-path name (`color.grey.60`), also the `data-token` value the swatch's CSS rule matches.
    package var name: String
    /// The last segment (`60`), for compact ramps.
    package var shortName: String
    /// `token-color-grey-60`: the swatch's `id` on `tokens/`.
    package var anchor: String
    /// Link to the token on its page (`TokenPages`), relative to the current page.
    package var url: String
    /// `color`, `dimension`, … or the unknown type as written.
    package var type: String
    /// The resolved value as shown (`#5c5c5c`, `16px`, `25 %`).
    package var value: String
    package var isColor: Bool
    /// A number token from 0 to 1 used or named as an opacity: drawn as a colour at that opacity.
    package var isOpacity: Bool
    package var isDimension: Bool
    /// Typography, font families and weights, and dimensions that are font sizes: drawn as text.
    package var isTypography: Bool
    package var isShadow: Bool
    package var isBorder: Bool
    package var isGradient: Bool
    /// Any other type: shown as its value only.
    package var isPlain: Bool
    /// The aliases followed to the value, nearest first.
    package var aliasChain: [String]
    package var hasAliasChain: Bool
    package var description: String?
    /// The deprecation reason, "" when deprecated without one, nil when not deprecated.
    package var deprecated: String?
    /// For colours: contrast against white and black (`6.68:1`).
    package var contrastOnWhite: String?
    package var contrastOnBlack: String?
    /// Where the token is used: components' roles, contrast pairs and states.
    /// Filled on the token pages only (`TokenSwatchFactory.swatch(_:from:withUsages:)`).
    package var usages: [Usage]
    package var hasUsages: Bool
    /// The token's CSS custom property (`--color-grey-60`), named as `tokens.css` names it; nil
    /// for a token `tokens.css` has no value for.
    package var cssVariable: String? = nil
    /// How it is drawn, as one word for a class: `color`, `opacity`, `dimension`, `type`,
    /// `shadow`, `border`, `gradient` or `plain`.
    package var kind: String = "plain"
    /// True when the row has notes below its value: a description, a deprecation or usages.
    package var hasNotes: Bool = false
    /// `aliasChain` with a link to each token's row; filled on the token pages only.
    package var aliasLinks: [Usage] = []
    /// The default context of each modifier that changes the token (`data-theme="light"`): the
    /// row is pinned to it, so its value and chip are the default's whatever the page's theme.
    package var defaultContexts: [ContextValue] = []
    /// The token's value in each context that changes it (`dark: #f5f5f5`), beside the default's.
    package var contextValues: [ContextValue] = []
    package var hasContexts: Bool = false

    /// A value in one context: the attribute that selects the context (the theme's CSS labels
    /// the value with it and draws the chip in it) and the value as shown.
    package struct ContextValue: Sendable {
        package var attribute: String
        package var context: String
        package var value: String
    }

    /// One use of the token, or one step of its alias chain.
    package struct Usage: Sendable {
        /// `Tabs · indicator`, or the aliased token's name.
        package var label: String
        package var url: String
    }
}

/// Fields for templates without reflection (see `TemplateView`).
extension TokenSwatchView: TemplateView {
    package static let templateFields: TemplateFields<TokenSwatchView> = [
        "name": .of { $0.name },
        "shortName": .of { $0.shortName },
        "anchor": .of { $0.anchor },
        "url": .of { $0.url },
        "type": .of { $0.type },
        "value": .of { $0.value },
        "isColor": .of { $0.isColor },
        "isOpacity": .of { $0.isOpacity },
        "isDimension": .of { $0.isDimension },
        "isTypography": .of { $0.isTypography },
        "isShadow": .of { $0.isShadow },
        "isBorder": .of { $0.isBorder },
        "isGradient": .of { $0.isGradient },
        "isPlain": .of { $0.isPlain },
        "aliasChain": .of { $0.aliasChain },
        "hasAliasChain": .of { $0.hasAliasChain },
        "description": .of { $0.description },
        "deprecated": .of { $0.deprecated },
        "contrastOnWhite": .of { $0.contrastOnWhite },
        "contrastOnBlack": .of { $0.contrastOnBlack },
        "usages": .of { $0.usages },
        "hasUsages": .of { $0.hasUsages },
        "cssVariable": .of { $0.cssVariable },
        "kind": .of { $0.kind },
        "hasNotes": .of { $0.hasNotes },
        "aliasLinks": .of { $0.aliasLinks },
        "defaultContexts": .of { $0.defaultContexts },
        "contextValues": .of { $0.contextValues },
        "hasContexts": .of { $0.hasContexts },
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension TokenSwatchView.Usage: TemplateView {
    package static let templateFields: TemplateFields<TokenSwatchView.Usage> = [
        "label": .of { $0.label },
        "url": .of { $0.url },
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension TokenSwatchView.ContextValue: TemplateView {
    package static let templateFields: TemplateFields<TokenSwatchView.ContextValue> = [
        "attribute": .of { $0.attribute },
        "context": .of { $0.context },
        "value": .of { $0.value },
    ]
}
