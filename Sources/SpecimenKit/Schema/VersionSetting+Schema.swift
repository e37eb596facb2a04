/// The keys of one entry of `site.yml`'s `versions:` (Docs/versions.md).
extension VersionSetting {
    package static let schema = InputSchema(
        name: "Version",
        description: "An older version of the design system, published beside the current one under its id.",
        fields: [
            FieldDefinition("id", .textMatching(pattern: "^[A-Za-z0-9_][A-Za-z0-9._-]*$", example: "1.0"), required: true,
                            "The folder the version is published under (`1.0` → `Public/1.0/`): letters, digits, `.`, `_` and `-`."),
            FieldDefinition("label", .text, required: true, "What the version switcher and the old-version banner call it (`1.x`)."),
            FieldDefinition("content", .text, required: true,
                            "The version's content folder (a checkout: `git worktree add ../v1 v1.0`), relative to the folder that holds this content folder (`../v1/Content`)."),
        ])
}
