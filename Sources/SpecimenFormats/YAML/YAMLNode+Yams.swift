import Yams

extension YAMLNode {
    /// `yaml` composed by Yams (libyaml): everything outside `YAMLBlockParser`'s subset, and the
    /// reference that parser is tested against. Throws Yams' `YamlError`, with its positions.
    package static func composedByYams(_ yaml: String) throws -> YAMLNode? {
        try Yams.compose(yaml: yaml, resolver, .default, .utf8).map(YAMLNode.init)
    }

    /// No implicit tags at all: every rule is a regular expression tried on every scalar (and on
    /// every mapping key again when Yams checks for duplicates), which was most of the time spent
    /// parsing front matter and spec blocks. Readers of the nodes read nulls, flags and numbers
    /// from the scalar's text and style instead.
    private static let resolver = Resolver.basic
}
