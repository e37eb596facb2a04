/// The stable codes of DESIGN.md section 4. The README's table and the test that every code has a
/// fixture site are both driven by `allCases`, so a new code cannot ship undocumented or untested.
public enum DiagnosticCode: String, Sendable, Hashable, CaseIterable, Codable {
    case frontMatterSyntax = "SP001"
    case missingField = "SP002"
    case unknownKey = "SP003"
    case duplicateURL = "SP004"
    case brokenPageLink = "SP101"
    case brokenAnchor = "SP102"
    case missingImage = "SP103"
    case imageWithoutAlt = "SP104"
    case templateError = "SP501"

    /// The severity this code always has.
    public var severity: Severity {
        switch self {
        case .unknownKey: .warning
        default: .error
        }
    }

    /// One line saying what the code means, for the README and `--help`.
    public var summary: String {
        switch self {
        case .frontMatterSyntax: "front matter or a YAML file is not valid YAML, or a value has the wrong type"
        case .missingField: "a required field is missing (page `title`, site `title`)"
        case .unknownKey: "an unknown key in front matter or site.yml, or an unknown section"
        case .duplicateURL: "two pages would be written to the same URL"
        case .brokenPageLink: "a link to a page or file that does not exist"
        case .brokenAnchor: "a link to a heading anchor that does not exist"
        case .missingImage: "an image that does not exist"
        case .imageWithoutAlt: "an image without alt text"
        case .templateError: "a template that fails to parse or render"
        }
    }
}
