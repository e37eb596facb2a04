/// SP003 for a page whose `section` is not one of `site.yml`'s `sections`: most often a typo,
/// which would otherwise quietly give the page a navigation section of its own.
package struct SectionChecker: Checker {
    package init() {}

    package var readsOnlyData: Bool { true }

    package func check(_ site: Site) -> [Diagnostic] {
        site.pages.compactMap { page in
            guard let section = page.frontMatter.section, !site.config.sections.contains(section),
                  let location = page.frontMatter.valueLocations["section"] else { return nil }
            return Diagnostic(.unknownKey, at: location, "section `\(section)` is not listed in site.yml's `sections`",
                              hint: Suggestion.didYouMean(section, in: site.config.sections) ?? "add it to `sections` in site.yml")
        }
    }
}
