import Testing
@testable import SpecimenKit
import SpecimenTestSupport

/// Link destinations as authors write them, resolved against the site (`LinkResolver`).
@Suite struct LinkResolverTests {
    let site = makeSite(["components/tabs.md": "---\ntitle: T\n---\n## Fixed tabs\n", "patterns/create.md": "---\ntitle: C\n---\n"],
                        files: ["assets/a b.svg"])

    @Test func resolvesEveryKindOfDestination() {
        let resolver = LinkResolver(site: site)
        let page = site.page(atPath: "patterns/create.md")!
        #expect(resolver.resolve("https://x.org/a.md", from: page) == .external)
        #expect(resolver.resolve("mailto:a@b.c", from: page) == .external)
        #expect(resolver.resolve("#top", from: page) == .samePage(fragment: "top"))
        #expect(resolver.resolve("../components/tabs.md#fixed-tabs", from: page) == .page(path: "components/tabs.md", fragment: "fixed-tabs"))
        #expect(resolver.resolve("/components/tabs.md", from: page) == .page(path: "components/tabs.md", fragment: nil))
        #expect(resolver.resolve("../components/tabs/", from: page) == .page(path: "components/tabs.md", fragment: nil))
        #expect(resolver.resolve("../assets/a%20b.svg", from: page) == .file(path: "assets/a b.svg", fragment: nil))
        #expect(resolver.resolve("../../outside.md", from: page) == .outside)
        #expect(resolver.resolve("tabs.md", from: page) == .missing(path: "patterns/tabs.md"))
        #expect(resolver.resolve("../components/tabs.md?x=1#a:b", from: page) == .page(path: "components/tabs.md", fragment: "a:b"))
        #expect(resolver.resolve("../components/tabs.md#fixed-tabs%C3%A9", from: page) == .page(path: "components/tabs.md", fragment: "fixed-tabsé"))
        // `%` is decoded in the path only before `?`, and in the fragment; `?` after `#` is the fragment's.
        #expect(resolver.resolve("tabs.md?x%2F=1", from: page) == .missing(path: "patterns/tabs.md"))
        #expect(resolver.resolve("#a%20b?c", from: page) == .samePage(fragment: "a b?c"))
        #expect(resolver.resolve("?only", from: page) == .samePage(fragment: ""))
        #expect(resolver.resolve("../assets/a%20b.svg?v=2#x", from: page) == .file(path: "assets/a b.svg", fragment: "x"))
    }

    /// The byte-wise scheme test agrees with the rule it implements (a letter, then letters,
    /// digits, `+`, `-` or `.` before the colon; or `//`), here written with characters.
    @Test func externalMeansASchemeOrAHost() {
        func reference(_ text: String) -> Bool {
            if text.hasPrefix("//") { return true }
            guard let colon = text.firstIndex(of: ":") else { return false }
            let scheme = text[..<colon]
            guard let first = scheme.first, first.isASCII, first.isLetter else { return false }
            return scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") }
        }
        var generator = SeededGenerator(seed: 5)
        let pieces = ["a", "Z", "0", "9", "+", "-", ".", ":", "/", "#", "?", "é", "@", "[", "`", "{", " ", "%3A", "ab", "http"]
        var samples = ["https://x.org", "mailto:a@b.c", "//cdn", "/a", "a.md", "C:\\x", "1a:b", "#a:b", "é:x", "a+b.c-d:x", ""]
        for _ in 0..<3000 {
            samples.append((0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined())
        }
        for sample in samples { #expect(LinkResolver.isExternal(sample) == reference(sample), "\(sample)") }
    }

    /// Normalising over bytes gives what splitting into parts and joining them (the code it replaced) gives,
    /// and paths returned as they are (no `.`, `..` or empty part) need no work.
    @Test func normalisedPathsAreTheOnesSplittingGives() {
        func reference(_ path: String) -> String? {
            var parts: [Substring] = []
            for part in path.utf8.split(separator: UInt8(ascii: "/")).map(Substring.init) {
                if part == "." { continue }
                if part == ".." {
                    guard !parts.isEmpty else { return nil }
                    parts.removeLast()
                } else {
                    parts.append(part)
                }
            }
            let joined = parts.joined(separator: "/")
            return path.utf8.last == UInt8(ascii: "/") && !joined.isEmpty ? joined + "/" : joined
        }
        var generator = SeededGenerator(seed: 11)
        let pieces = ["a", "bc", ".", "..", "/", "//", "é", ".a", "a.", "...", "x/", "\u{301}", "%2E"]
        var samples = ["", "/", "a", "a/", "./a", "a/./b", "a/../b", "../a", "a//b", "/a", "a/.", "a/..", ".hidden/x", "a/b.md"]
        for _ in 0..<4000 {
            samples.append((0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined())
        }
        for sample in samples {
            #expect(LinkResolver.normalise(sample) == reference(sample), "\(sample)")
            #expect(LinkResolver.normalisingParts(sample) == reference(sample), "\(sample)")
            if LinkResolver.isNormal(sample) { #expect(reference(sample) == sample, "\(sample)") }
        }
    }
}

@Suite struct ResolvedLinkTests {
    let pages = ["components/tabs.md": "---\ntitle: T\n---\n## Fixed tabs\n[c](../patterns/create.md) [a](../assets/a%20b.svg)\n",
                 "patterns/create.md": "---\ntitle: C\n---\n[t](../components/tabs.md#fixed-tabs) [x](nope.md) [w](https://x.org)\n"]

    @Test func resolvedOnceEqualsResolvingEachLink() {
        var site = makeSite(pages, files: ["assets/a b.svg"])
        let resolver = LinkResolver(site: site)
        let fresh = site.pages.map { page in page.outline.links.map { resolver.resolve($0.destination, from: page) } }
        #expect(site.linkTargets.isEmpty)
        site.resolveLinks(parallelism: .serial)
        #expect(site.linkTargets == fresh)
        #expect(fresh.joined().count == 5)
        site.resolveLinks(parallelism: .parallel)
        #expect(site.linkTargets == fresh)
    }

    @Test func aNewerTextOfAPageIsNeverGivenTheOldTargets() {
        var site = makeSite(pages, files: ["assets/a b.svg"])
        site.resolveLinks()
        let edited = makeSite(["patterns/create.md": "---\ntitle: C\n---\n[t](../assets/a%20b.svg) [x](nope.md) [w](https://x.org)\n"]).pages[0]
        #expect(site.linkTargets(of: edited).first == .file(path: "assets/a b.svg", fragment: nil))
        site.replacePage(at: 1, with: edited)
        #expect(site.linkTargets(ofPage: 1).first == .file(path: "assets/a b.svg", fragment: nil))
        #expect(site.linkTargets[1] == site.linkTargets(of: edited))
    }

    /// Each page's outline key is found once with the links, and again for a replaced page
    /// (`serve`): the output keys and the comparison of versions read it.
    @Test func theOutlineKeysFollowAReplacedPage() {
        var site = makeSite(pages, files: ["assets/a b.svg"])
        let fresh = site.pages.indices.map { site.outlineKey(ofPage: $0) }
        #expect(fresh == site.pages.map { OutputKeys.outline(of: $0) })
        site.resolveLinks()
        #expect(site.pages.indices.map { site.outlineKey(ofPage: $0) } == fresh)
        let edited = makeSite(["patterns/create.md": "---\ntitle: C\n---\n## A new heading\n[x](nope.md)\n"]).pages[0]
        site.replacePage(at: 1, with: edited)
        #expect(site.outlineKey(ofPage: 1) == OutputKeys.outline(of: edited))
        #expect(site.outlineKey(ofPage: 1) != fresh[1] && site.outlineKey(ofPage: 0) == fresh[0])
    }

    /// The published files are found once with the links, and again for a replaced page, which
    /// may publish other files (`serve`).
    @Test func thePublishedFilesFollowAReplacedPage() {
        var site = makeSite(pages, files: ["assets/a b.svg"])
        site.resolveLinks()
        #expect(site.publishedFiles.map(\.path) == ["assets/a b.svg"])
        #expect(site.publishedFiles.map(\.location) == PublishedFiles.of(site).map(\.location))
        let edited = makeSite(["patterns/create.md": "---\ntitle: C\n---\n[t](../assets/a%20b.svg) [x](nope.md) [w](https://x.org)\n"]).pages[0]
        site.replacePage(at: 1, with: edited)
        #expect(site.publishedFiles.map(\.path) == ["assets/a b.svg", "assets/a b.svg"])
    }
}
