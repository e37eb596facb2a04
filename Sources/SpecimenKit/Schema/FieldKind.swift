/// The kind of value a key of Specimen's YAML takes, as its parser reads it: what a JSON Schema
/// says about the value (`JSONSchemaGenerator`) and what an editor offers while an author types.
package indirect enum FieldKind: Sendable, Hashable {
    /// One value read as the text written (`version: 2.3` is "2.3"), so a number or `true` is
    /// taken as written too.
    case text
    /// Text of a set form (a date, an address), with an example of it for the description.
    case textMatching(pattern: String, example: String)
    /// A whole number, at least `minimum` when one is given.
    case integer(minimum: Int? = nil)
    /// `true` or `false`.
    case boolean
    /// One word of a fixed list (a rule's level): anything else is a diagnostic.
    case choice([String])
    /// A word of an open vocabulary (component statuses, which a registry may extend): the words
    /// are offered, others are accepted.
    case suggested([String])
    /// A list of values of a kind.
    case list(FieldKind)
    /// A mapping of names the author chooses (component ids, token roles) to values of a kind.
    case map(FieldKind)
    /// A mapping with keys of its own.
    case object(InputSchema)
    /// Any of several forms (`status: beta`, or `status: { react: alpha }`).
    case either([FieldKind])
    /// A key the parser knows only to refuse with a message of its own (a figure's `rule`).
    case refused
}
