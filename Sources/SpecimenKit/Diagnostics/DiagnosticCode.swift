/// The stable codes of Specimen's checks (Docs/diagnostics.md). The manual's table and the test that every code has a
/// fixture site are both driven by `allCases`, so a new code cannot ship undocumented or untested.
public enum DiagnosticCode: String, Sendable, Hashable, CaseIterable, Codable {
    case frontMatterSyntax = "SP001"
    case missingField = "SP002"
    case unknownKey = "SP003"
    case duplicateURL = "SP004"
    case notText = "SP005"
    case limitExceeded = "SP006"
    case brokenPageLink = "SP101"
    case brokenAnchor = "SP102"
    case missingImage = "SP103"
    case imageWithoutAlt = "SP104"
    case remoteImage = "SP105"
    case unknownCallout = "SP106"
    case embedNotAllowed = "SP107"
    case videoWithoutCaptions = "SP108"
    case specSyntax = "SP201"
    case unknownComponent = "SP202"
    case invalidRule = "SP203"
    case boundContradiction = "SP204"
    case undeclaredName = "SP205"
    case componentMismatch = "SP206"
    case undocumentedComponent = "SP207"
    case unknownExampleRule = "SP208"
    case sinceContradicted = "SP209"
    case tokenFileInvalid = "SP301"
    case unknownToken = "SP302"
    case aliasCycle = "SP303"
    case tokenValueMismatch = "SP304"
    case contrastFailure = "SP305"
    case resolverInvalid = "SP306"
    case missingAsset = "SP401"
    case unknownLicence = "SP402"
    case pathOutsideContent = "SP403"
    case templateError = "SP501"

    /// The severity this code always has.
    public var severity: Severity {
        switch self {
        case .unknownKey, .undocumentedComponent, .sinceContradicted, .remoteImage, .unknownCallout: .warning
        default: .error
        }
    }

    /// One line saying what the code means, for Docs/diagnostics.md and `--help`.
    public var summary: String {
        switch self {
        case .frontMatterSyntax: "front matter or a YAML file is not valid YAML, or a value has the wrong type"
        case .missingField: "a required field is missing (page `title`, site `title`, component `name`, property `type`, licence `can`/`cannot`, asset `path`)"
        case .unknownKey: "an unknown key in front matter, a spec block, the registry or site.yml, an unknown section, token property or token type; a missing or unknown interface string"
        case .duplicateURL: "two files would be written to the same path (pages, content files, theme and generated files; names that differ only in case or Unicode normalisation)"
        case .notText: "a source file that is not UTF-8 text (an invalid byte sequence or a NUL byte)"
        case .limitExceeded: "a file or a structure beyond Specimen's limits (file size, YAML keys and aliases, JSON nesting, alias and `$extends` chains, inherited tokens, Markdown that cmark-gfm 0.29.0.gfm.6 is slow on; see Limits)"
        case .brokenPageLink: "a link to a page or file that does not exist"
        case .brokenAnchor: "a link to a heading anchor that does not exist"
        case .missingImage: "an image that does not exist"
        case .imageWithoutAlt: "an image without alt text"
        case .remoteImage: "a remote image (`http(s)://`): the site would need the network"
        case .embedNotAllowed: "an embed whose origin `site.yml` `embeds:` does not allow"
        case .videoWithoutCaptions: "a video without `captions:` (a WebVTT file) or `audio: none`"
        case .unknownCallout: "a callout type GitHub's alert syntax does not have (`> [!NOTE]`, `TIP`, `IMPORTANT`, `WARNING` and `CAUTION` are)"
        case .specSyntax: "a spec block is not valid YAML or not an object, or a value has the wrong type"
        case .unknownComponent: "a spec block or page names a component the registry does not have"
        case .invalidRule: "a rule with a missing or duplicate id, a missing text, or an unknown level"
        case .boundContradiction: "a rule's bound contradicts the registry's bound for that property"
        case .undeclaredName: "a property, anatomy part or platform the registry does not declare for that component"
        case .componentMismatch: "a page's status or platforms disagree with the registry"
        case .undocumentedComponent: "a registered component that no page documents"
        case .unknownExampleRule: "a do/don't block names a rule the page's component does not have"
        case .sinceContradicted: "a rule's `since` that the versions' own history contradicts (`site.yml` `versions:`)"
        case .tokenFileInvalid: "a token file that is not valid JSON or not valid DTCG"
        case .unknownToken: "a reference to a token that does not exist (in a spec block, an alias, a `tokens` block)"
        case .aliasCycle: "an alias cycle"
        case .tokenValueMismatch: "a token value that does not fit its `$type`"
        case .contrastFailure: "a contrast pair below the WCAG 2.2 AA ratio for its use (in the context named, when a resolver gives the tokens several)"
        case .resolverInvalid: "a token resolver (`*.resolver.json`) that names a missing source, set, modifier or context, or that is malformed"
        case .missingAsset: "a downloadable asset that does not exist or is empty"
        case .unknownLicence: "an asset whose licence does not exist"
        case .pathOutsideContent: "a path that leaves `Content/` (`../`, absolute paths, symbolic links out), or a published file that would run script on the site (an HTML page, an SVG or XML file with script) while `rawHTML` is false"
        case .templateError: "a template that fails to parse or render"
        }
    }
}
