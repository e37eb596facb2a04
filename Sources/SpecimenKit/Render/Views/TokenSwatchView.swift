import SpecimenTemplates
/// One token drawn as a swatch (`partials/token-swatch.mustache`), on `tokens/`, in
/// ```` ```tokens ```` grids and, small, in spec-block tables. Swatches are real elements with
/// text; their colours and sizes come from `tokens.css` rules keyed by `data-token`, so pages
/// need no inline styles.
public struct TokenSwatchView: Sendable {
    /// Dot-path name (`color.grey.60`), also the `data-token` value the swatch's CSS rule matches.
    public var name: String
    /// The last segment (`60`), for compact ramps.
    public var shortName: String
    /// `token-color-grey-60`: the swatch's `id` on `tokens/`.
    public var anchor: String
    /// Link to the token on `tokens/`, relative to the current page.
    public var url: String
    /// `color`, `dimension`, … or the unknown type as written.
    public var type: String
    /// The resolved value as shown (`#5c5c5c`, `16px`, `25 %`).
    public var value: String
    public var isColor: Bool
    /// A number token from 0 to 1 used or named as an opacity: drawn as a colour at that opacity.
    public var isOpacity: Bool
    public var isDimension: Bool
    public var isTypography: Bool
    public var isShadow: Bool
    public var isBorder: Bool
    public var isGradient: Bool
    /// Any other type: shown as its value only.
    public var isPlain: Bool
    /// The aliases followed to the value, nearest first.
    public var aliasChain: [String]
    public var hasAliasChain: Bool
    public var description: String?
    /// The deprecation reason, "" when deprecated without one, nil when not deprecated.
    public var deprecated: String?
    /// For colours: contrast against white and black (`6.68:1`).
    public var contrastOnWhite: String?
    public var contrastOnBlack: String?
    /// Where the token is used: components' roles, contrast pairs and states, and aliases to it.
    /// Filled on the tokens page only (`TokenSwatchFactory.swatch(_:from:withUsages:)`).
    public var usages: [Usage]
    public var hasUsages: Bool

    /// One use of the token.
    public struct Usage: Sendable {
        /// `Tabs · indicator`, `alias of color.border.strong`.
        public var label: String
        public var url: String
    }
}

/// Fields for templates without reflection (see `TemplateView`).
extension TokenSwatchView: TemplateView {
    public static let templateFields: TemplateFields<TokenSwatchView> = [
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
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension TokenSwatchView.Usage: TemplateView {
    public static let templateFields: TemplateFields<TokenSwatchView.Usage> = [
        "label": .of { $0.label },
        "url": .of { $0.url },
    ]
}
