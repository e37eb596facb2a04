/// What a stage made and the problems it found making it: the one way a stage function whose
/// product is a value (the parsers, the token resolver, `YAMLRegion.compose`, `SiteParser`,
/// `ParseCache`) hands back its diagnostics, so every caller keeps them the same way
/// (`DiagnosticLog.take`). A checker makes nothing but diagnostics, so `Checker.check` still
/// returns `[Diagnostic]`.
package struct Diagnosed<Value> {
    package var value: Value
    /// In the order they were found (output is sorted later, by `sortedForOutput`).
    package var diagnostics: [Diagnostic]

    package init(_ value: Value, diagnostics: [Diagnostic] = []) {
        self.value = value
        self.diagnostics = diagnostics
    }
}

extension Diagnosed: Sendable where Value: Sendable {}
extension Diagnosed: Equatable where Value: Equatable {}

/// The diagnostics of one stage as it runs: code reports into a log (helpers take it `inout`),
/// takes over what the stages it calls found (`take`), and hands back its product with them
/// (`result`). Diagnostics stay in the order they were reported, and are appended in place,
/// since front matter is read this way for every page of a 10,000-page site.
package struct DiagnosticLog: Sendable, Equatable {
    package private(set) var diagnostics: [Diagnostic] = []

    package init() {}

    /// True when nothing has been reported.
    package var isEmpty: Bool { diagnostics.isEmpty }

    /// Adds one problem.
    package mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Adds problems found by something that makes only diagnostics (a checker, the templates).
    package mutating func report(contentsOf found: [Diagnostic]) {
        append(found)
    }

    /// Keeps `diagnosed`'s diagnostics after those already reported and returns its value.
    /// Discardable: a value with nothing in it (a failed `compose`) is often dropped.
    @discardableResult
    package mutating func take<Value>(_ diagnosed: consuming Diagnosed<Value>) -> Value {
        append(diagnosed.diagnostics)
        return diagnosed.value
    }

    /// Keeps another log's diagnostics after those already reported (a nested `YAMLFields`).
    package mutating func merge(_ other: consuming DiagnosticLog) {
        append(other.diagnostics)
    }

    /// The stage's product with every diagnostic reported.
    package consuming func result<Value>(_ value: consuming Value) -> Diagnosed<Value> {
        Diagnosed(value, diagnostics: diagnostics)
    }

    /// Appends `found`, taking its storage over when nothing is reported yet (most pages have no
    /// problem at all, and most that have one get it from a single place).
    private mutating func append(_ found: consuming [Diagnostic]) {
        if diagnostics.isEmpty {
            diagnostics = found
        } else if !found.isEmpty {
            diagnostics.append(contentsOf: found)
        }
    }
}
