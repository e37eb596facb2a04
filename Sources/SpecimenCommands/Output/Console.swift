/// Where commands print: standard output for machine-readable results, standard error for
/// people. Injected so tests can read what a command printed.
package struct Console: Sendable {
    package var out: @Sendable (String) -> Void
    package var err: @Sendable (String) -> Void
    /// True when standard error is a terminal that takes colour.
    package var usesColour: Bool
    /// True when standard error is a terminal, where a long build shows which stage it is in on
    /// a line it rewrites (`ProgressLine`); never in a log or a pipe.
    package var showsProgress: Bool

    package init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void, usesColour: Bool,
                showsProgress: Bool = false) {
        self.out = out
        self.err = err
        self.usesColour = usesColour
        self.showsProgress = showsProgress
    }
}
