/// What Docs/diagnostics.md says about each code under "Each code, with an example and its fix",
/// as data: `specimen explain` prints it, and `ManualDiagnosticsTableTests` checks that the manual's
/// section of every code is exactly this, so the two cannot drift apart.
extension DiagnosticCode {
    package var explanation: DiagnosticExplanation {
        switch self {
        case .frontMatterSyntax:
            DiagnosticExplanation(
                meaning: "Front matter or a YAML file that does not parse, or a value of the wrong type.",
                example: #"""
                ```yaml
                ---
                title: Tabs
                order: third
                updated: 28/09/2017
                ---
                ```
                ```
                Content/components/order.md:3:8: error[SP001]: `order` in front matter must be a whole number
                Content/components/order.md:4:10: error[SP001]: `updated` must be a date written YYYY-MM-DD, not `28/09/2017`
                ```
                """#,
                fix: #"""
                write the value in the type the key takes (`order: 3`, `updated: 2017-09-28`). For a YAML
                syntax error the message is libyaml's and the position is where it stopped reading; duplicate
                keys, a list where a mapping belongs and unclosed front matter are SP001 too.
                """#,
                more: #"""
                In `site.yml`, a `tokens:` setting with a value it does not take is SP001 (`cssNames: camelCase`,
                `references: sometimes`); an unknown key under `tokens:` is SP003.

                In `registry.yml`, a component `status` outside the registry's `statuses` (by default draft,
                beta, stable, deprecated) is SP001, naming the allowed words, and so is a replacement outside the
                design system whose `link` is not an `https://` address:

                ```
                Content/registry.yml:6:22: error[SP001]: `alpah` is not a component status (allowed: experimental, alpha, beta, stable, deprecated)
                  hint: did you mean `alpha`?
                Content/registry.yml:7:70: error[SP001]: `link` of `banner`'s replacement must be an https:// address
                  hint: write the full address, starting with https://
                ```
                """#)
        case .missingField:
            DiagnosticExplanation(
                meaning: "A required field is missing.",
                example: #"""
                ```markdown
                ---
                section: Components
                ---
                ```
                ```
                Content/components/no-title.md:1:1: error[SP002]: front matter has no `title`
                  hint: add `title: …`
                ```
                """#,
                fix: #"""
                add the field. A page needs `title`, `site.yml` needs `title`, a registry component needs
                `name`, a registry property needs `type`, a licence needs `can` and `cannot`, an asset needs
                `path`.
                """#)
        case .unknownKey:
            DiagnosticExplanation(
                meaning: "A warning: a key Specimen does not know, usually a typo, or a section `site.yml` does not list.",
                example: #"""
                ```yaml
                ---
                titel: Tabs
                section: Componets
                ---
                ```
                ```
                Content/components/tabs.md:2:1: warning[SP003]: unknown key `titel` in front matter
                  hint: did you mean `title`?
                Content/components/tabs.md:3:10: warning[SP003]: section `Componets` is not listed in site.yml's `sections`
                  hint: did you mean `Components`?
                ```
                """#,
                fix: #"""
                correct the spelling, or add the section to `sections` in `site.yml`. A language without
                built-in interface strings, an unknown token property and a `$type` that DTCG does not define are
                SP003 too. So is vendor data beside a token's `$value` that DTCG does not define, such as
                Primer's `alpha`; the token is read without it, and the hint says where DTCG puts it:
                """#,
                more: #"""
                ```
                Content/tokens/primer.tokens.json:4:39: warning[SP003]: token `bgColor.overlay` has a member `alpha`, which DTCG does not define; it is ignored
                  hint: DTCG has no `alpha` member: fold it into the colour's `$value` (`"#00000026"`, or `{"colorSpace": "srgb", "components": [...], "alpha": 0.15}`), or move it under `$extensions` with your reverse domain name (`"$extensions": {"org.example": {"alpha": 0.15}}`)
                ```

                With `--strict` every warning fails the run.
                """#)
        case .duplicateURL:
            DiagnosticExplanation(
                meaning: "Two files would be written to the same path.",
                example: #"""
                ```
                Content/components/tabs.md
                Content/components/tabs/index.md      both become components/tabs/index.html
                ```
                ```
                Content/components/tabs/index.md:1:1: error[SP004]: this page and `components/tabs.md` would both be written to `/components/tabs/`
                  hint: rename or move one of them
                ```
                """#,
                fix: #"""
                rename or move one of them. Names that differ only in case (`Buttons.md`, `buttons.md`) or
                Unicode normalisation clash too, and so does a content file that would replace a theme file
                (`theme/search.js`) or a generated page (`components/`, `rules/`, `tokens/`, `licensing/`,
                `changes/`, a long section's index under `sections/`, `search-index.js`…).
                """#)
        case .notText:
            DiagnosticExplanation(
                meaning: "A source file that is not UTF-8 text.",
                example: #"""
                ```
                Content/patterns/latin1.md:2:11: error[SP005]: file is not valid UTF-8 text: the bytes here are not a UTF-8 character
                  hint: save the file as UTF-8 in your editor
                ```
                """#,
                fix: #"""
                save the file as UTF-8 (or remove the NUL byte, or keep binary files out of pages). The
                position is the first bad byte.
                """#)
        case .limitExceeded:
            DiagnosticExplanation(
                meaning: "A file or structure beyond one of Specimen's limits.",
                example: #"""
                ```
                Content/patterns/huge.md:1:1: error[SP006]: file is 4295739 bytes, more than Specimen's limit of 4194304 bytes for this kind of file; it was not read
                  hint: split it into smaller files
                ```
                """#,
                fix: #"""
                split the file or simplify the structure the message points at. Each limit, and why it is
                where it is, is in [limits.md](limits.md); real pages are far from all of them.
                """#)
        case .brokenPageLink:
            DiagnosticExplanation(
                meaning: "A link to a page or file that does not exist.",
                example: #"""
                ```markdown
                See [tabs](../components/tab.md).
                ```
                ```
                Content/patterns/create.md:5:5: error[SP101]: link to `../components/tab.md`, which does not exist
                  hint: did you mean `../components/tabs.md`?
                ```
                """#,
                fix: #"""
                link to the `.md` file by its relative path from the page (or site-absolute,
                `/components/tabs.md`).
                """#,
                more: #"""
                With `rawHTML: true`, raw HTML's `<a href>` and `<img src>` are checked exactly as Markdown's
                links and images are (SP101–SP105, SP403), with character references decoded
                (`href="a&amp;b.md"` names `a&b.md`); a tag the allow-list shows escaped is text, not a link.
                """#)
        case .brokenAnchor:
            DiagnosticExplanation(
                meaning: "A link to a heading that does not exist on the target page.",
                example: #"""
                ```markdown
                [fixed tabs](../components/tabs.md#fixed-tab)
                ```
                ```
                Content/patterns/create.md:5:5: error[SP102]: link to `../components/tabs.md#fixed-tab`: `components/tabs.md` has no heading with the id `fixed-tab`
                  hint: did you mean `#fixed-tabs`?
                ```
                """#,
                fix: #"""
                use the heading's id (see [content.md](content.md#links-and-headings) for how ids are
                made), a rule's anchor `#rule-<component>-<id>`, or `#top`.
                """#)
        case .missingImage:
            DiagnosticExplanation(
                meaning: "An image that does not exist.",
                example: #"""
                ```markdown
                ![Three tabs](../assets/tab.svg)
                ```
                ```
                Content/components/tabs.md:7:1: error[SP103]: image `../assets/tab.svg` does not exist
                  hint: did you mean `../assets/tabs.svg`?
                ```
                """#,
                fix: "correct the path; images are relative to the page and must be inside `Content/`.")
        case .imageWithoutAlt:
            DiagnosticExplanation(
                meaning: "An image without alt text.",
                example: #"""
                ```markdown
                ![](../assets/tabs.svg)
                ```
                ```
                Content/components/tabs.md:7:1: error[SP104]: image `../assets/tabs.svg` has no alt text
                  hint: describe the image: `![what it shows](../assets/tabs.svg)`, so screen-reader users get it too
                ```
                """#,
                fix: "say what the image shows between the brackets.",
                more: #"""
                With `rawHTML: true`, an `<img>` of raw HTML needs an `alt` attribute; `alt=""` is allowed
                there, and says the image is only decoration:

                ```
                Content/components/tabs.md:13:18: error[SP104]: image `../assets/tabs.svg` has no `alt` attribute
                  hint: describe the image: `<img src="…" alt="what it shows">`, or write `alt=""` if it is only decoration
                ```
                """#)
        case .remoteImage:
            DiagnosticExplanation(
                meaning: #"""
                A warning (an error with `--strict`): an image shown from another host, in Markdown or in raw
                HTML's `<img src>` — `http://`, `https://` or protocol-relative `//host/…`. The site promises to
                work offline (from a folder, a zip, an intranet), and this image would need the network; it
                would also tell that host who reads the page. The image is rendered as written, not downloaded.
                Links to other sites (`[guidelines](https://…)`, `<a href="https://…">`) are fine.
                """#,
                example: #"""
                ```markdown
                ![Tabs on a phone](https://example.com/tabs.png)
                ```
                ```
                Content/components/tabs.md:7:1: warning[SP105]: image `https://example.com/tabs.png` is remote: the site would need the network, and it promises to work offline
                  hint: copy the image into Content/ (for example Content/assets/) and show it from there
                ```
                """#,
                fix: #"""
                download the image into `Content/` (for example `Content/assets/tabs.png`) and show it
                from there: `![Tabs on a phone](../assets/tabs.png)`.
                """#)
        case .unknownCallout:
            DiagnosticExplanation(
                meaning: #"""
                A block quote marked as a callout with a type GitHub's alert syntax does not have. It is shown
                as a plain quote, marker and all, as GitHub shows it.
                """#,
                example: #"""
                ```markdown
                > [!WARN]
                > Tabs that scroll hide their labels.
                ```
                ```
                Content/components/tabs.md:7:3: warning[SP106]: callout type `[!WARN]` is not one of GitHub's alert types; it is shown as a plain quote
                  hint: did you mean `[!WARNING]`?
                ```
                """#,
                fix: #"""
                use `[!NOTE]`, `[!TIP]`, `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]` (in any case),
                alone on the quote's first line; or remove the marker for a plain quote.
                """#)
        case .embedNotAllowed:
            DiagnosticExplanation(
                meaning: #"""
                An `embed` block whose address is not `https://`, or whose origin `site.yml` does not list in
                `embeds:`: a site shows other sites' pages only where its team chose to.
                """#,
                example: #"""
                ````markdown
                ```embed
                url: https://storybook.example.org/iframe.html?id=tabs--fixed
                title: The fixed tabs story
                ```
                ````
                ```
                Content/components/tabs.md:14:6: error[SP107]: embeds from `https://storybook.example.org` are not allowed by site.yml
                  hint: add `https://storybook.example.org` to `embeds:` in site.yml if the site should show pages from it
                ```
                """#,
                fix: #"""
                add the origin (scheme and host, as `https://storybook.example.org`) to `embeds:` in
                site.yml, or link to the page instead.
                """#)
        case .videoWithoutCaptions:
            DiagnosticExplanation(
                meaning: #"""
                A video in a figure or a do/don't block without captions: readers who cannot hear it get
                nothing from it.
                """#,
                example: #"""
                ````markdown
                ```figure
                video: ../assets/switching.mp4
                alt: Switching between three tabs
                ```
                ````
                ```
                Content/components/tabs.md:9:8: error[SP108]: video `../assets/switching.mp4` has no captions
                  hint: add `captions: video.vtt` (WebVTT), or `audio: none` for a video without sound
                ```
                """#,
                fix: #"""
                add `captions:` with a WebVTT (`.vtt`) file inside `Content/` (it is checked like an image
                and published with the video), or `audio: none` when the video has no sound.
                """#)
        case .specSyntax:
            DiagnosticExplanation(
                meaning: "A spec block that is not valid YAML, not a mapping, or has a value of the wrong type.",
                example: #"""
                ````markdown
                ```spec
                component: tabs
                rules: max-tabs
                ```
                ````
                ```
                Content/components/tabs.md:8:8: error[SP201]: `rules` in spec block must be a list
                ```
                """#,
                fix: "follow the shape in [content.md](content.md#spec-blocks); an empty block is SP201 too.")
        case .unknownComponent:
            DiagnosticExplanation(
                meaning: "A spec block or a page names a component the registry does not have, or a spec block names none.",
                example: #"""
                ```yaml
                component: tab
                ```
                ```
                Content/components/tabs.md:11:12: error[SP202]: component `tab` is not in the registry
                  hint: did you mean `tabs`?
                ```
                """#,
                fix: #"""
                use the registry's id (not its name or an alias), or add the component to `registry.yml`. A
                spec block without `component:` takes the page's front-matter `component`; with neither it may
                hold `contrast:` and `tokens:` only (a foundations page), and rules, states, anatomy or a status
                are SP202 ("spec block names no component").
                """#,
                more: #"""
                A deprecated component's replacement (`deprecated: { use: … }`) must be in the registry too:

                ```
                Content/registry.yml:6:38: error[SP202]: `banner` is replaced by `inline-mesage`, which is not in the registry
                  hint: did you mean `inline-message`?
                ```

                For a replacement outside the design system, write `use: { text: …, link: https://… }`.
                """#)
        case .invalidRule:
            DiagnosticExplanation(
                meaning: "A rule with a missing or duplicate id, a missing text, or an unknown level.",
                example: #"""
                ```yaml
                rules:
                  - id: bad-level
                    level: musnt
                    text: Typo in the level.
                ```
                ```
                Content/components/tabs.md:20:12: error[SP203]: `musnt` is not a rule level
                  hint: did you mean `must`?
                ```
                """#,
                fix: #"""
                give every rule an `id` unique within its component (across all pages), a `text`, and a
                level: `must`, `must-not`, `should`, `should-not` or `may`.
                """#)
        case .boundContradiction:
            DiagnosticExplanation(
                meaning: "A rule's bound contradicts the registry's bound for its property.",
                example: #"""
                ```yaml
                # registry.yml: tabs: { type: integer, min: 2, max: 3 }
                rules:
                  - id: too-many
                    level: must
                    text: Show at most five tabs.
                    property: tabs
                    max: 5
                ```
                ```
                Content/components/tabs.md:16:10: error[SP204]: `max: 5` allows more than the registry's `max: 3` for `tabs.tabs`
                  hint: the registry allows 2 – 3 (Content/registry.yml:10)
                ```
                """#,
                fix: #"""
                a rule may be stricter than the registry, never looser; change the rule or the registry.
                Units are compared as families (`px`, `pt`, `dp` are equal; `rem`, `em` are 16 px); a duration
                against a length, a fraction for an integer property, or a bound without `property:` are SP204
                too.
                """#)
        case .undeclaredName:
            DiagnosticExplanation(
                meaning: "A property, anatomy part or platform the registry does not declare for the component.",
                example: #"""
                ```yaml
                anatomy:
                  - part: lable
                ```
                ```
                Content/components/tabs.md:22:11: error[SP205]: `tabs` has no anatomy part `lable`
                  hint: did you mean `label`?
                ```
                """#,
                fix: "correct the name, or declare it for the component in `registry.yml`.",
                more: #"""
                In `registry.yml` itself, a per-platform `status` for a platform the registry's `platforms` do
                not declare is SP205 too:

                ```
                Content/registry.yml:6:29: error[SP205]: platform `rials` is not one of the registry's `platforms`
                  hint: did you mean `rails`?
                ```
                """#)
        case .componentMismatch:
            DiagnosticExplanation(
                meaning: "A page's `status` or `platforms` disagree with the registry.",
                example: #"""
                ```yaml
                ---
                title: Tabs
                component: tabs
                status: beta
                ---
                ```
                ```
                Content/components/tabs.md:5:9: error[SP206]: the page says `status: beta` but the registry says `tabs` is stable
                  hint: change one of them: the registry is the source of truth
                ```
                """#,
                fix: "change the page or the registry so they agree.",
                more: #"""
                A page or a spec block may state the status per platform (`status: { react: alpha }`); each
                platform is compared with the registry's status on that platform, and the message names it. One
                word against a registry that differs by platform lists the platforms that disagree:

                ```
                Content/components/tabs.md:5:33: error[SP206]: the page says `tabs` is beta on `figma` but the registry says stable
                Content/components/tabs.md:5:46: error[SP206]: the page gives a status on `rails`, but the registry gives `tabs` only react, figma
                Content/components/banner.md:5:9: error[SP206]: the page says `status: beta` but the registry says `banner` is alpha on `react`, stable on `figma`
                ```
                """#)
        case .undocumentedComponent:
            DiagnosticExplanation(
                meaning: "A warning: a registered component that no page documents.",
                example: #"""
                ```
                Content/registry.yml:13:3: warning[SP207]: component `snackbar` is in the registry but no page documents it
                  hint: give a page `component: snackbar`, or add a spec block with `component: snackbar`
                ```
                """#,
                fix: "write its page, or remove it from the registry.")
        case .unknownExampleRule:
            DiagnosticExplanation(
                meaning: #"""
                A do, don't or caution block names a rule that no spec block of the page's component has (or the
                page documents no component).
                """#,
                example: #"""
                ````markdown
                ```dont
                text: Seven tabs squeezed into one row.
                caption: Too many tabs to read.
                rule: max-tab
                ```
                ````
                ```
                Content/components/tabs.md:27:7: error[SP208]: component `tabs` has no rule `max-tab`
                  hint: did you mean `max-tabs`?
                ```
                """#,
                fix: "give the `id` of one of the component's rules, or drop `rule:`.")
        case .sinceContradicted:
            DiagnosticExplanation(
                meaning: #"""
                A warning: a rule's `since` that the versions' own data contradict. When `site.yml` lists older
                versions (`versions:`), each rule of this version is followed back through them (and through
                component renames, by `aliases`) to the first version that has it. Its `since` is contradicted
                when it is newer than that version, or no newer than the published version before it, which
                does not have the rule. Each version is named by its own `site.yml` `version:` (an older one
                without it, by its `versions:` id).
                """#,
                example: #"""
                ```yaml
                # site.yml: version: "2.3", versions: [{ id: "2.0", label: "2.x", content: v2/Content }]
                # v2/Content/site.yml: version: "2.0"; its tabs page has the rule max-tabs only
                rules:
                  - id: max-tabs
                    level: must
                    text: Show at most four fixed tabs.
                    property: tabs
                    max: 4
                    since: "2.1"
                  - id: scroll
                    level: should
                    text: Let the tabs scroll when they do not fit.
                    since: "1.5"
                  - id: short-labels
                    level: should
                    text: Keep each label to one or two words.
                    since: "2.2"
                ```
                ```
                Content/components/tabs.md:16:12: warning[SP209]: rule `tabs/max-tabs` has `since: 2.1` but first appears in 2.0
                  hint: set `since: "2.0"` or remove it: the versions' own data say when the rule appeared
                Content/components/tabs.md:20:12: warning[SP209]: rule `tabs/scroll` has `since: 1.5` but first appears in 2.3 (2.0 does not have it)
                  hint: set `since: "2.3"` or remove it: the versions' own data say when the rule appeared
                ```
                """#,
                fix: #"""
                set the `since` to the version the rule first appears in, or remove it. A `since` between
                that version and the published one before it (`2.2` above: a release that was not published)
                is believed, and so is one older than the oldest version listed. Without older versions, or
                without this version's own `version:`, there is nothing to compare with and SP209 is not
                checked.
                """#)
        case .tokenFileInvalid:
            DiagnosticExplanation(
                meaning: "A token file that is not valid JSON or not valid DTCG.",
                example: #"""
                ```json
                { "color": { "grey": { "60": { "value": "#5c5c5c", "type": "color" } } } }
                ```
                ```
                Content/tokens/legacy.tokens.json:1:30: error[SP301]: this file uses the legacy Style Dictionary format (`value` and `type` without `$`), not DTCG
                  hint: rename `value` to `$value` and `type` to `$type` (Style Dictionary 4 can convert it)
                ```
                """#,
                fix: #"""
                write `$value` and `$type`; a token is a JSON object, names may not be empty or contain `.`,
                `{` or `}`, and a token cannot also be a group (a member of a token that is itself a token or a
                group of tokens is SP301; other members, vendor data such as `"alpha": 0.15`, are SP003).
                """#)
        case .unknownToken:
            DiagnosticExplanation(
                meaning: "A reference to a token that does not exist: in a spec block, an alias, or a `tokens` block.",
                example: #"""
                ```yaml
                contrast:
                  - foreground: color.grey.5
                    background: color.white
                    use: text
                ```
                ```
                Content/components/dots.md:10:8: error[SP302]: `color.grey.5` is not a design token
                  hint: did you mean `color.grey.50`?
                ```
                """#,
                fix: "use the token's dot path as it is in the token files.")
        case .aliasCycle:
            DiagnosticExplanation(
                meaning: "An alias cycle (or a `$extends` cycle).",
                example: #"""
                ```json
                "accent": { "$value": "{color.link}" },
                "link":   { "$value": "{color.accent}" }
                ```
                ```
                Content/tokens/base.tokens.json:5:27: error[SP303]: alias cycle: color.accent → color.link → color.accent
                  hint: one of these tokens needs a value of its own
                ```
                """#,
                fix: "give one token of the cycle a value of its own.")
        case .tokenValueMismatch:
            DiagnosticExplanation(
                meaning: "A token value that does not fit its `$type`, or a token used where another type is needed.",
                example: #"""
                ```json
                "size": { "$type": "dimension", "bad": { "$value": { "value": 8, "unit": "furlong" } } }
                ```
                ```
                Content/tokens/base.tokens.json:10:24: error[SP304]: `size.bad` is a dimension token, but its value does not fit: `furlong` is not a unit of a dimension (%, dp, em, pt, px, rem, vh, vw)
                ```
                """#,
                fix: #"""
                write the value in the form its type takes, or give the token the type its value has: when
                the value fits another type, the hint names it (`"16px"` on a colour token: "looks like a
                dimension: set `$type` to `dimension`"; `"#fff"` a color, `"400ms"` a duration, a number a
                number, four numbers a cubicBezier, a comma-separated string a fontFamily). A token with no
                `$type` (and no group giving one), an opacity outside 0–1 and a non-colour token in a contrast
                pair are SP304 too.
                """#)
        case .contrastFailure:
            DiagnosticExplanation(
                meaning: "A contrast pair below the WCAG 2.2 AA ratio for its use.",
                example: #"""
                ```yaml
                contrast:
                  - foreground: color.grey.50
                    background: color.white
                    use: text
                ```
                ```
                Content/components/dots.md:10:5: error[SP305]: `color.grey.50` on `color.white` has a contrast of 3.69:1; text needs 4.50:1
                  hint: `color.grey.60` would pass with 6.68:1
                ```
                """#,
                fix: #"""
                choose the token the hint names (or others that pass), or, when the exception is deliberate,
                add `accepted: "why"` to the pair: it is then shown as failing, with its reason, and not reported.
                """#,
                more: #"""
                With a resolver (themes and modes, [content.md](content.md#themes-and-modes)), every pair is
                checked again in each context of each modifier that changes one of its tokens, and the message
                names the context:

                ```
                Content/components/banner.md:12:5: error[SP305]: `color.text.muted` on `color.surface` in theme: dark has a contrast of 2.46:1; text needs 4.50:1
                ```

                The theme's accent (`site.yml` `theme: accent:`, [theming.md](theming.md#settings)) is checked as
                link text on the built-in theme's surfaces in light and dark mode, in the token contexts each
                mode selects:

                ```
                Content/site.yml:14:11: error[SP305]: the accent `color.brand` on the theme's --current-bg in dark mode has a contrast of 2.14:1; links need 4.50:1
                ```
                """#)
        case .resolverInvalid:
            DiagnosticExplanation(
                meaning: #"""
                A token resolver (`Content/tokens/*.resolver.json`, the DTCG Resolver Module 2025.10) that names
                a token file that does not exist, a set or modifier it does not declare, a `default` that is not
                one of the modifier's contexts, or a source that may not be named there (a modifier, a
                `resolutionOrder` item, a remote URL); a modifier without contexts; a resolver without
                `resolutionOrder`; a second resolver; a `site.yml` `tokens.colorScheme` naming a modifier or
                context the resolver does not have.
                """#,
                example: #"""
                ```json
                "modifiers": { "theme": { "contexts": { "light": [{ "$ref": "theme/light.json" }], "dark": [...] }, "default": "dim" } },
                "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/sets/brand" }]
                ```
                ```
                Content/tokens/system.resolver.json:9:29: error[SP306]: token source `tokens/theme/light.json` does not exist
                Content/tokens/system.resolver.json:12:18: error[SP306]: the `default` of modifier `theme` is `dim`, not one of its contexts
                  hint: its contexts are `light`, `dark`
                Content/tokens/system.resolver.json:17:15: error[SP306]: set `brand` is not declared in this resolver
                ```
                """#,
                fix: #"""
                correct the path (relative to the resolver's folder, inside `Content/tokens/`), the name or
                the `default`; declare the set or modifier under `sets` or `modifiers`.
                """#)
        case .missingAsset:
            DiagnosticExplanation(
                meaning: "A downloadable asset that does not exist or is empty.",
                example: #"""
                ```yaml
                assets:
                  - path: assets/rael.sketch
                    title: Sketch file
                ```
                ```
                Content/components/tabs.md:7:11: error[SP401]: asset `assets/rael.sketch` does not exist
                  hint: did you mean `assets/real.sketch`?
                ```
                """#,
                fix: "correct the path (relative to `Content/`), or replace an empty file with the real one.")
        case .unknownLicence:
            DiagnosticExplanation(
                meaning: "An asset whose licence does not exist.",
                example: #"""
                ```yaml
                assets:
                  - path: assets/tabs.sketch
                    title: Sketch file
                    licence: design-asset
                ```
                ```
                Content/components/tabs.md:9:14: error[SP402]: licence `design-asset` does not exist
                  hint: did you mean `design-assets`?
                ```
                """#,
                fix: "name a licence that has a file `Content/licences/<id>.md`, or write that file.")
        case .pathOutsideContent:
            DiagnosticExplanation(
                meaning: #"""
                A path that leaves `Content/`, or a file that would run script on the site's origin while
                `rawHTML` is false.
                """#,
                example: #"""
                ```yaml
                assets:
                  - path: ../secret.sketch
                    title: Sketch file
                ```
                ```
                Content/components/tabs.md:5:11: error[SP403]: asset `../secret.sketch` leaves Content/
                  hint: put the file inside Content/ (for example Content/assets/) and give its path from there
                ```
                """#,
                fix: #"""
                keep every linked file inside `Content/`. For an HTML document or an SVG with script, export
                it again without scripts or event handlers, write it as a Markdown page, link to where it is
                hosted, or (only when every author is trusted) set `rawHTML: true`; see
                [content.md](content.md#raw-html-and-what-may-be-published).
                """#)
        case .templateError:
            DiagnosticExplanation(
                meaning: #"""
                A template that fails to parse or render, a missing required template, or a partial that does not
                exist.
                """#,
                example: #"""
                ```
                Templates/layout.mustache:3:1: error[SP501]: partial `partials/hedaer` does not exist
                  hint: did you mean `partials/header`?
                ```
                """#,
                fix: #"""
                correct the template. Lambdas, transforms, template inheritance and dynamic partials are
                SP501 ("not supported") by design; see [architecture.md](architecture.md#templates).
                """#)
        }
    }
}
