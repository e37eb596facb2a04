/// DTCG group inheritance (`"$extends": "{base}"`, or `"$ref": "#/base"` on a group): a group gets
/// every token of the group it names that it does not define itself, at the same relative path.
///
/// Token files come from many people, and inheritance multiplies: a 1.2 KB file whose groups each
/// extend several others made 945 MB of tokens, and a chain of 1,000 groups each extending the
/// previous took 24 s (every extension scanned every token). So, as for aliases:
/// - each extension is applied once, after every extension that can add tokens to its base (one
///   on the base, inside it or around it), so a base is complete when it is copied, whatever the
///   file order, and the work is proportional to the tokens copied;
/// - a chain deeper than `maximumDepth` groups is SP006 at the `$extends` value, and extending a
///   group that (through others) extends back, or one inside or around the group, is SP303;
/// - at most `maximumTokens` inherited tokens (overridden ones included) and `maximumNameBytes`
///   bytes of their names are made in all; beyond that, SP006 and no further inheritance.
/// An extension that fails makes nothing, and the ones built on it fail without a report of their own.
struct GroupInheritance {
    /// Groups in one inheritance chain: as many as links in an alias chain.
    static let maximumDepth = TokenResolver.maximumChain
    /// Tokens inheritance may make (or find overridden) in all.
    static let maximumTokens = 100_000
    /// Bytes of the names of those tokens (a long group name, copied many times, is the other way to grow).
    static let maximumNameBytes = 8 << 20
    /// Unknown bases that get a "did you mean" (each compares the name with every group).
    static let maximumSuggestions = 20

    private(set) var byName: [String: Token]
    private(set) var order: [String]
    /// What applying the extensions found; the resolver merges it into its own.
    private(set) var log = DiagnosticLog()

    private let extensions: [TokenFileParser.GroupExtension]
    /// Extension indices by the group that extends.
    private var byGroup: [String: [Int]] = [:]
    /// The groups that extend, sorted by their UTF-8 bytes: a group's descendants are one run.
    private let extendingGroups: [String]
    /// The tokens and groups directly inside each group (`""` is the top level); full names.
    private var members: [String: Members] = [:]
    private var progress: [Progress]
    /// The chain depth a base needs, once every extension that can change it is applied; nil when one failed.
    private var readyBases: [String: Int?] = [:]
    private var madeTokens = 0
    private var madeBytes = 0
    private var isExhausted = false
    private var suggestions = 0
    private var reportedCycles = Set<[Int]>()

    private struct Members {
        var tokens: [String] = []
        var groups: [String] = []
    }

    private enum Progress {
        case pending, active, failed
        case done(depth: Int)
    }

    init(byName: [String: Token], order: [String], extensions: [TokenFileParser.GroupExtension]) {
        self.byName = byName
        self.order = order
        self.extensions = extensions
        progress = Array(repeating: .pending, count: extensions.count)
        for (index, ext) in extensions.enumerated() { byGroup[ext.group, default: []].append(index) }
        extendingGroups = byGroup.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        for name in order { register(name) }
    }

    /// Applies every extension, in file order where nothing else decides.
    mutating func applyAll() {
        for index in extensions.indices { _ = apply(index, stack: []) }
    }

    /// The chain depth of extension `index` once applied, or nil when it failed.
    private mutating func apply(_ index: Int, stack: [Int]) -> Int? {
        switch progress[index] {
        case .done(let depth): return depth
        case .failed: return nil
        case .active:
            reportCycle(stack.firstIndex(of: index).map { Array(stack[$0...]) } ?? [index])
            return nil
        case .pending: break
        }
        let ext = extensions[index]
        guard !isExhausted else { progress[index] = .failed; return nil }
        guard stack.count < Self.maximumDepth else { return tooDeep(index) }
        progress[index] = .active
        guard let baseDepth = readyBase(ext.base, stack: stack + [index]) else {
            // A cycle found below may already have settled this one.
            if case .active = progress[index] { progress[index] = .failed }
            return nil
        }
        guard case .active = progress[index] else { return nil }
        guard baseDepth + 1 <= Self.maximumDepth else { return tooDeep(index) }
        guard !ext.base.isEmpty, members[ext.base] != nil else {
            let hint = suggestions < Self.maximumSuggestions ? Suggestion.didYouMean(ext.base, in: members.keys.filter { !$0.isEmpty }) : nil
            suggestions += 1
            log.report(Diagnostic(.unknownToken, at: ext.location, "`$extends` names `\(ext.base)`, which is not a group", hint: hint))
            progress[index] = .failed
            return nil
        }
        guard copy(ext.base, into: ext.group, for: ext) else { progress[index] = .failed; return nil }
        progress[index] = .done(depth: baseDepth + 1)
        return baseDepth + 1
    }

    private mutating func tooDeep(_ index: Int) -> Int? {
        progress[index] = .failed
        log.report(Diagnostic(.limitExceeded, at: extensions[index].location,
                              "`$extends` chain is longer than \(Self.maximumDepth) groups, Specimen's limit",
                              hint: "extend a group nearer the start of the chain"))
        return nil
    }

    /// Applies every extension that can add tokens to `base`: on it or a group around it, and
    /// inside it. Returns the deepest of their chains (0 when there is none), nil when one failed.
    private mutating func readyBase(_ base: String, stack: [Int]) -> Int? {
        if let known = readyBases[base] { return known }
        var depth = 0
        var failed = false
        var around = base
        while true {
            for index in byGroup[around] ?? [] {
                if let inner = apply(index, stack: stack) { depth = max(depth, inner) } else { failed = true }
            }
            if around.isEmpty { break }
            around = Self.parent(of: around)
        }
        let prefix = Array((base + ".").utf8)
        var position = lowerBound(of: prefix)
        while position < extendingGroups.count, extendingGroups[position].utf8.starts(with: prefix) {
            for index in byGroup[extendingGroups[position]] ?? [] {
                if let inner = apply(index, stack: stack) { depth = max(depth, inner) } else { failed = true }
            }
            position += 1
        }
        // Final either way: an extension still open below this one is part of a cycle, which
        // `reportCycle` has failed for good.
        let result: Int? = failed ? nil : depth
        readyBases[base] = .some(result)
        return result
    }

    /// Copies the tokens under `base` into `group`, except those `group` defines itself (which keep
    /// the base's type when they declare none). False when the budget runs out.
    private mutating func copy(_ base: String, into group: String, for ext: TokenFileParser.GroupExtension) -> Bool {
        var pending = [base]
        var copies: [String] = []
        while let current = pending.popLast() {
            guard let entry = members[current] else { continue }
            pending += entry.groups.reversed()
            for name in entry.tokens {
                let relative = name[name.utf8.index(name.startIndex, offsetBy: base.utf8.count + 1)...]
                let copyName = group.isEmpty ? String(relative) : group + "." + relative
                madeTokens += 1
                madeBytes += copyName.utf8.count
                guard madeTokens <= Self.maximumTokens, madeBytes <= Self.maximumNameBytes else {
                    isExhausted = true
                    for name in copies { byName[name] = nil }
                    log.report(Diagnostic(.limitExceeded, at: ext.location,
                                          "`$extends` makes more than \(Self.maximumTokens) tokens (or \(Self.maximumNameBytes >> 20) MiB of token names), Specimen's limit",
                                          hint: "groups that each extend several others multiply: extend fewer groups"))
                    return false
                }
                guard var token = byName[name] else { continue }
                if var own = byName[copyName] {
                    // An override keeps the extended group's type when it declares none.
                    if own.type == nil, own.unknownType == nil { own.type = token.type; byName[copyName] = own }
                    continue
                }
                token.name = copyName
                byName[copyName] = token
                copies.append(copyName)
            }
        }
        // Registered after the walk: the base and the group are disjoint (cycles are refused), but
        // a copy's new groups must not be walked as part of this base.
        for name in copies {
            order.append(name)
            register(name)
        }
        return true
    }

    /// Adds `name` to its group's members, and each new group to the one around it.
    private mutating func register(_ name: String) {
        var child = name
        var isToken = true
        while true {
            let parent = Self.parent(of: child)
            let existed = members[parent] != nil
            if isToken { members[parent, default: Members()].tokens.append(child) } else { members[parent, default: Members()].groups.append(child) }
            if existed || parent.isEmpty { return }
            child = parent
            isToken = false
        }
    }

    private mutating func reportCycle(_ indices: [Int]) {
        let key = indices.sorted()
        guard let first = key.first, reportedCycles.insert(key).inserted else { return }
        for index in indices { progress[index] = .failed }
        let start = indices.firstIndex(of: first) ?? 0
        let path = Array(indices[start...] + indices[..<start]).map { index in
            let ext = extensions[index]
            return "`\(ext.group.isEmpty ? "(top level)" : ext.group)` extends `\(ext.base)`"
        }
        log.report(Diagnostic(.aliasCycle, at: extensions[first].location, "`$extends` cycle: " + path.joined(separator: ", "),
                              hint: "a group cannot inherit from itself, from a group inside or around it, or from one that inherits from it"))
    }

    /// The first position in `extendingGroups` not before `prefix`.
    private func lowerBound(of prefix: [UInt8]) -> Int {
        var low = 0, high = extendingGroups.count
        while low < high {
            let middle = (low + high) / 2
            if extendingGroups[middle].utf8.lexicographicallyPrecedes(prefix) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// `a.b.c` → `a.b`; `a` → `""`.
    static func parent(of name: String) -> String {
        guard let dot = name.lastIndex(of: ".") else { return "" }
        return String(name[..<dot])
    }
}
