/// Where commands print: standard output for machine-readable results, standard error for
/// people. Injected so tests can read what a command printed.
public struct Console: Sendable {
    public var out: @Sendable (String) -> Void
    public var err: @Sendable (String) -> Void
    /// True when standard error is a terminal that takes colour.
    public var usesColour: Bool

    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void, usesColour: Bool) {
        self.out = out
        self.err = err
        self.usesColour = usesColour
    }
}
