import Testing
import SpecimenKit
import SpecimenTestSupport

/// The version order (`VersionKey`, Docs/content.md next to `since`) must be a total order whatever the
/// spellings, or a sort of them depends on the order they arrive in, which in a build came from a
/// `Set` (issue 20 point 8: `1.9`, `1.10`, `1.10a` formed a cycle).
@Suite struct VersionOrderTests {
    static let spellings = ["1.0", "1.00", "1", "1.10a", "1.9", "1.10", "2.0-beta", "2.0", "1.0.0", "1.11", "010", "10",
                            "2.0-beta.2", "2.0-alpha", "2.0-beta.10", "1.a", "1.b", "", "0.9.9", "1.", "1-0", "99999999999999999999999.1"]

    @Test func ordersAsDocumented() {
        let ascending = ["1.9", "1.10", "1.10a", "1.11", "2.0-alpha", "2.0-beta", "2.0-beta.2", "2.0-beta.10", "2.0"]
        for (older, newer) in zip(ascending, ascending.dropFirst()) {
            #expect(VersionOrder.isOlder(older, than: newer), "\(older) < \(newer)")
            #expect(!VersionOrder.isOlder(newer, than: older), "not \(newer) < \(older)")
        }
        #expect(VersionOrder.isOlder("1.a", than: "1.b") && VersionOrder.isOlder("1.0", than: "1.a"))
        #expect(VersionOrder.isOlder("9", than: "99999999999999999999999.1"))
    }

    @Test func spellingsOfOneVersionAreEqual() {
        for (a, b) in [("1", "1.0"), ("1.0", "1.00"), ("1", "1.0.0"), ("10", "010"), ("2.0-beta", "2.00-beta.0")] {
            #expect(VersionOrder.isSameVersion(a, b), "\(a) = \(b)")
            #expect(!VersionOrder.isOlder(a, than: b) && !VersionOrder.isOlder(b, than: a))
        }
        #expect(!VersionOrder.isSameVersion("1.10", "1.1") && !VersionOrder.isSameVersion("2.0-beta", "2.0"))
    }

    /// Every pair is ordered one way, or is one version; no three form a cycle; and the total
    /// order (`precedes`) breaks ties by bytes, so it equals only for equal strings.
    @Test func isATotalOrder() {
        let all = Self.spellings
        for a in all {
            for b in all {
                let older = VersionOrder.isOlder(a, than: b), newer = VersionOrder.isOlder(b, than: a), same = VersionOrder.isSameVersion(a, b)
                #expect([older, newer, same].filter { $0 }.count == 1, "\(a) vs \(b)")
                #expect(VersionOrder.precedes(a, b) != VersionOrder.precedes(b, a) || a == b, "\(a) vs \(b)")
                for c in all where VersionOrder.isOlder(a, than: b) && VersionOrder.isOlder(b, than: c) {
                    #expect(VersionOrder.isOlder(a, than: c), "\(a) < \(b) < \(c)")
                }
            }
        }
    }

    /// Sorting by `precedes` gives one order whatever order the spellings start in.
    @Test func sortingDoesNotDependOnTheStartingOrder() {
        var generator = SeededGenerator(seed: 20)
        let expected = Self.spellings.sorted(by: VersionOrder.precedes)
        for _ in 0..<100 {
            #expect(Self.spellings.shuffled(using: &generator).sorted(by: VersionOrder.precedes) == expected)
        }
        let fixture = ["1.0", "1.00", "1", "1.10a", "1.9", "1.10", "2.0-beta", "2.0"].sorted(by: VersionOrder.precedes)
        #expect(fixture == ["1", "1.0", "1.00", "1.9", "1.10", "1.10a", "2.0-beta", "2.0"])
    }

    @Test func groupsSpellingsUnderTheSmallestNewestFirst() {
        let items = ["1.0", "2.0", "1.00", "1.10a", "1", "1.9", "2.0-beta", "1.10"].enumerated().map { ($1, $0) }
        var generator = SeededGenerator(seed: 8)
        for _ in 0..<50 {
            let shuffled = items.shuffled(using: &generator)
            let groups = VersionOrder.groupsNewestFirst(shuffled) { $0.0 }
            #expect(groups.map(\.label) == ["2.0", "2.0-beta", "1.10a", "1.10", "1.9", "1"])
            // Items of one version stay in the order given.
            let ones = groups.last?.items.map(\.1) ?? []
            #expect(ones == shuffled.filter { VersionOrder.isSameVersion($0.0, "1") }.map(\.1))
            let newest = VersionOrder.newestFirst(shuffled) { $0.0 }.map(\.0)
            #expect(newest.prefix(5) == ["2.0", "2.0-beta", "1.10a", "1.10", "1.9"])
        }
    }
}
