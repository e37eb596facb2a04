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
    public static let templateFields: [String: TemplateField<TokenSwatchView>] = [
        "name": .of(\.name),
        "shortName": .of(\.shortName),
        "anchor": .of(\.anchor),
        "url": .of(\.url),
        "type": .of(\.type),
        "value": .of(\.value),
        "isColor": .of(\.isColor),
        "isOpacity": .of(\.isOpacity),
        "isDimension": .of(\.isDimension),
        "isTypography": .of(\.isTypography),
        "isShadow": .of(\.isShadow),
        "isBorder": .of(\.isBorder),
        "isGradient": .of(\.isGradient),
        "isPlain": .of(\.isPlain),
        "aliasChain": .of(\.aliasChain),
        "hasAliasChain": .of(\.hasAliasChain),
        "description": .of(\.description),
        "deprecated": .of(\.deprecated),
        "contrastOnWhite": .of(\.contrastOnWhite),
        "contrastOnBlack": .of(\.contrastOnBlack),
        "usages": .of(\.usages),
        "hasUsages": .of(\.hasUsages),
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension TokenSwatchView.Usage: TemplateView {
    public static let templateFields: [String: TemplateField<TokenSwatchView.Usage>] = [
        "label": .of(\.label),
        "url": .of(\.url),
    ]
}
