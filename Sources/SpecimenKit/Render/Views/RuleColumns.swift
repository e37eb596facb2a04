/// Which columns of a rule table say something, decided when rendering so that a table does not
/// spend a phone's width on a column of dashes or of the same value on every row.
package struct RuleColumns: Sendable, Equatable {
    /// Some rule has a bound.
    package var showsBound: Bool
    /// Some rule's platforms differ from `expectedPlatforms` (the component's in a spec block;
    /// the first rule's on the rules page, so the column is left out when all rules agree).
    package var showsPlatforms: Bool
    /// Some rule names the version it was introduced in.
    package var showsSince: Bool

    /// The columns for rows with these bounds, platforms and versions (one entry per row).
    package init(bounds: [String?], platforms: [[String]], since: [String?], expectedPlatforms: [String]) {
        showsBound = bounds.contains { $0 != nil }
        showsPlatforms = platforms.contains { $0 != expectedPlatforms }
        showsSince = since.contains { $0 != nil }
    }
}
