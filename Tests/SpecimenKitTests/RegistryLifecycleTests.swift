import Testing
@testable import SpecimenKit

/// Registry lifecycles: platform display names, the status vocabulary, per-platform statuses and
/// deprecation with a replacement (Docs/content.md, The component registry), and SP206 per platform.
@Suite struct RegistryLifecycleTests {
    private func parse(_ text: String) -> Diagnosed<Registry> {
        RegistryParser().parse(SourceFile(path: "Content/registry.yml", relativePath: "registry.yml", text: text))
    }

    private func lines(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.location.line):\($0.location.column) \($0.code.rawValue) \($0.message)" + ($0.hint.map { " (\($0))" } ?? "") }
    }

    private static let registry = """
        platforms: { react: React, rails: Primer ViewComponents, figma: Figma }
        statuses: [experimental, alpha, beta, stable, deprecated]
        components:
          banner:
            name: Banner
            status: { react: alpha, rails: beta, figma: stable }
            deprecated: { since: "3.0", use: inline-message }
          inline-message:
            name: Inline message
            status: stable
          toast:
            name: Toast
            status: deprecated
            deprecated:
              use: { text: App Bridge toast, link: "https://example.com/toast" }
        """

    @Test func readsTheLongForms() {
        let parsed = parse(Self.registry)
        #expect(parsed.diagnostics.isEmpty, "\(lines(parsed.diagnostics))")
        let registry = parsed.value
        #expect(registry.platforms == ["react", "rails", "figma"])
        #expect(registry.platformName("rails") == "Primer ViewComponents" && registry.platformName("web") == "web")
        #expect(registry.statuses == ["experimental", "alpha", "beta", "stable", "deprecated"])
        let banner = registry.component("banner")
        #expect(banner?.status == nil)
        #expect(banner?.lifecycle.perPlatform.map { "\($0.platform)=\($0.status)" } == ["react=alpha", "rails=beta", "figma=stable"])
        #expect(banner?.lifecycle.on("rails") == "beta" && banner?.lifecycle.words == ["alpha", "beta", "stable"])
        #expect(banner?.lifecycle.perPlatform.first?.location == SourceLocation(file: "Content/registry.yml", line: 6, column: 22))
        #expect(banner?.deprecation?.since == "3.0" && banner?.deprecation?.replacement == .component("inline-message"))
        #expect(banner?.deprecation?.replacementLocation == SourceLocation(file: "Content/registry.yml", line: 7, column: 38))
        #expect(registry.component("inline-message")?.lifecycle.on("figma") == "stable")
        #expect(registry.component("toast")?.deprecation?.replacement == .external(text: "App Bridge toast", link: "https://example.com/toast"))
    }

    /// A platform named per language: a page in that language (or a regional variant of it) gets
    /// that name, anything else the first one written; a name that is neither text nor a mapping is SP001.
    @Test func namesPlatformsPerLanguage() {
        let parsed = parse("platforms: { ios: iOS, web: { en: Web, vi: Trang web } }\ncomponents: {}\n")
        #expect(parsed.diagnostics.isEmpty, "\(lines(parsed.diagnostics))")
        let registry = parsed.value
        #expect(registry.platforms == ["ios", "web"])
        #expect(registry.platformName("web") == "Web" && registry.platformName("web", language: "vi") == "Trang web")
        #expect(registry.platformName("web", language: "vi-VN") == "Trang web" && registry.platformName("web", language: "fr") == "Web")
        #expect(registry.platformName("ios", language: "vi") == "iOS")
        let wrong = parse("platforms: { web: [Web, Trang web] }\ncomponents: {}\n")
        #expect(lines(wrong.diagnostics) == ["1:19 SP001 platform `web` in registry.yml must be named by a text or a mapping of language codes to texts (e.g. `web: { en: Web, vi: Trang web }`)"])
        #expect(wrong.value.platforms == ["web"])
    }

    @Test func theShortFormsStayValid() {
        let parsed = parse("platforms: [ios, android]\ncomponents:\n  tabs:\n    name: Tabs\n    status: beta\n")
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.value.platformNames.isEmpty && parsed.value.platformName("ios") == "ios")
        #expect(parsed.value.statuses == ["draft", "beta", "stable", "deprecated"])
        #expect(parsed.value.component("tabs")?.status == "beta" && parsed.value.component("tabs")?.lifecycle.on("android") == "beta")
        #expect(parsed.value.component("tabs")?.deprecation == nil)
    }

    @Test func reportsWordsPlatformsReplacementsAndLinks() {
        let text = """
            platforms: { react: React, rails: Rails }
            statuses: [alpha, beta, stable]
            components:
              banner:
                name: Banner
                status: { react: alpah, figma: beta }
                deprecated: { use: inline-mesage }
              notice:
                name: Notice
                status: draft
                deprecated: { use: { text: Old notice, link: "http://example.com" } }
              inline-message:
                name: Inline message
            """
        #expect(lines(parse(text).diagnostics) == [
            "6:22 SP001 `alpah` is not a component status (allowed: alpha, beta, stable) (did you mean `alpha`?)",
            "6:29 SP205 platform `figma` is not one of the registry's `platforms` (declare it under `platforms` in registry.yml)",
            "10:13 SP001 `draft` is not a component status (allowed: alpha, beta, stable) (use one of alpha, beta, stable, or add it to `statuses`)",
            "11:50 SP001 `link` of `notice`'s replacement must be an https:// address (write the full address, starting with https://)",
            "7:24 SP202 `banner` is replaced by `inline-mesage`, which is not in the registry (did you mean `inline-message`?)",
        ])
    }

    private func site(page: String, spec: String = "") -> Site {
        var site = makeSite(["components/banner.md": page + "# Banner\n" + spec])
        site.registry = parse(Self.registry).value
        return site
    }

    @Test func sp206ComparesEachPlatform() {
        let page = "---\ntitle: Banner\ncomponent: banner\nstatus: { react: alpha, rails: stable, web: beta }\n---\n"
        let spec = "\n```spec\nstatus: beta\n```\n"
        let diagnostics = ComponentChecker().check(site(page: page, spec: spec)).filter { $0.code == .componentMismatch }
        #expect(lines(diagnostics) == [
            "4:32 SP206 the page says `banner` is stable on `rails` but the registry says beta (change one of them: the registry is the source of truth)",
            "4:45 SP206 the page gives a status on `web`, but the registry gives `banner` only react, rails, figma",
            "9:9 SP206 the spec block says `status: beta` but the registry says `banner` is alpha on `react`, stable on `figma` (state the status per platform (`status: { react: alpha }`), or change the registry)",
        ], "\(lines(diagnostics))")
    }

    @Test func sp206AcceptsAgreeingStatuses() {
        let page = "---\ntitle: Banner\ncomponent: banner\nstatus: { figma: stable }\n---\n"
        #expect(ComponentChecker().check(site(page: page, spec: "\n```spec\nstatus: { react: alpha }\n```\n")).filter { $0.code == .componentMismatch }.isEmpty)
    }
}
