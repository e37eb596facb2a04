import SpecimenTemplates
/// One change computed between two published versions (`VersionChange`) as pages show it
/// (`partials/change.mustache`): on `changes/`, in a component page's history and in a rule's row
/// of `rules/`. What the change is about links to where it lives now; old and new values are side
/// by side, each labelled, and a breaking change says so in words, not by colour alone.
package struct ChangeView: Sendable {
    /// The kind (`ruleChanged`, `tokenRemoved` …), for a class.
    package var kind: String
    /// True when designs that followed the older version may not follow the newer one.
    package var isBreaking: Bool
    /// What the change is about, as named where it lives now: a component's name, a rule's id,
    /// a token's path, a licence's title.
    package var subject: String
    /// True for rule ids and token paths, which are shown as code.
    package var subjectIsCode: Bool
    /// False where every change listed is about the same subject, already named (a rule's row).
    package var showsSubject: Bool
    /// Where the subject lives now, or, once removed, where it lived; relative to the page.
    /// (Never nil, with `hasURL`, here and below: the partial is shown inside other views, and a
    /// nil field would let a template find their field of the same name.)
    package var url: String
    /// False when no version publishes the subject.
    package var hasURL: Bool
    /// A rule's component (where changes of several components are listed), or the token
    /// context a value is in (`theme: dark`).
    package var context: String
    package var hasContext: Bool
    /// `added`, `removed`, `renamed` or `changed`, in the page's language.
    package var action: String
    /// The field that changed (`max`, `level`, `status`), as written in the sources; empty for
    /// additions, removals and renames.
    package var aspect: String
    package var hasAspect: Bool
    /// The value before, nil for an addition.
    package var old: Value?
    /// The value after, nil for a removal.
    package var new: Value?
    /// True when `old` or `new` is shown.
    package var hasValues: Bool

    /// One side of a change.
    package struct Value: Sendable {
        /// The value as text; "none" in the page's language when the field was not set.
        package var text: String
        /// True for values that are code (bounds, ids, token values).
        package var isCode: Bool
        /// True when the field was not set.
        package var isNone: Bool
        /// A token value that is a colour, as `#rrggbb` (or `#rrggbbaa`), for a chip drawn beside
        /// the text; empty for anything else.
        package var color: String
        package var hasColor: Bool
    }
}

/// Fields for templates without reflection (see `TemplateView`).
extension ChangeView: TemplateView {
    package static let templateFields: TemplateFields<ChangeView> = [
        "kind": .of { $0.kind },
        "isBreaking": .of { $0.isBreaking },
        "subject": .of { $0.subject },
        "subjectIsCode": .of { $0.subjectIsCode },
        "showsSubject": .of { $0.showsSubject },
        "url": .of { $0.url },
        "hasURL": .of { $0.hasURL },
        "context": .of { $0.context },
        "hasContext": .of { $0.hasContext },
        "action": .of { $0.action },
        "aspect": .of { $0.aspect },
        "hasAspect": .of { $0.hasAspect },
        "old": .of { $0.old },
        "new": .of { $0.new },
        "hasValues": .of { $0.hasValues },
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension ChangeView.Value: TemplateView {
    package static let templateFields: TemplateFields<ChangeView.Value> = [
        "text": .of { $0.text },
        "isCode": .of { $0.isCode },
        "isNone": .of { $0.isNone },
        "color": .of { $0.color },
        "hasColor": .of { $0.hasColor },
    ]
}
