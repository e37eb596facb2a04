#!/usr/bin/env python3
"""Writes a deterministic design-system corpus for benchmarking Specimen.

    python3 Benchmarks/make_corpus.py N OUTDIR [--templates DIR] [--pages-per-component K]

OUTDIR gets:
    Content/site.yml               20 sections; the theme's logo, edit links, footer links, git dates
    Content/registry.yml           one component per page (or per K pages)
    Content/tokens/bench.tokens.json   DTCG: grey ramp, white, primary, opacity, spacing
    Content/tokens/system.resolver.json  a 1,000-token system in 5 themes (DTCG resolver):
                                   palette.tokens.json (200 colours, 800 roles) and
                                   themes/<theme>.json (every role again, per theme)
    Content/assets/images/bench.svg    the one image every page shows
    Content/<section>/<page>.md    N pages of about 7 KB each
    (no Templates/: the site uses the built-in theme, as most sites do; `--templates DIR`
    copies DIR there, to measure a site with its own)

Everything is derived from N and a fixed seed, so the same N always gives byte-identical files.
Every page passes `specimen check --strict`: links name pages and headings that exist, rule ids
are unique per component, rule bounds are inside the registry's, tokens exist, contrast pairs
pass WCAG AA, and each page's status and platforms are its component's.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import sys
from pathlib import Path

SEED = 20240611
SECTIONS = [
    "Foundations", "Layout", "Typography", "Colour usage", "Iconography", "Motion", "Navigation",
    "Actions", "Inputs", "Selection", "Feedback", "Overlays", "Data display", "Lists", "Media",
    "Content", "Forms", "Patterns", "Accessibility", "Writing",
]
NOUNS = [
    "badge", "banner", "card", "chip", "divider", "drawer", "tooltip", "toast", "slider", "stepper",
    "switch", "checkbox", "radio", "avatar", "breadcrumb", "pagination", "menu", "dialog", "sheet",
    "popover", "rating", "spinner", "skeleton", "tile", "toolbar", "carousel", "accordion",
    "calendar", "timeline", "tree", "uploader", "combobox", "tag", "link", "meter", "notice", "panel",
    "picker", "search", "table", "list", "header", "footer", "callout", "hint", "label", "legend",
]  # 47 nouns: prime, so noun and section (i % 20) vary independently
STATUSES = ["stable", "stable", "beta", "stable", "draft", "deprecated", "stable"]
PLATFORM_SETS = [["ios", "android", "web"], ["ios", "android"], ["web"], ["ios"], ["android", "web"]]
OWNERS = ["navigation-team", "inputs-team", "feedback-team", "content-team", "platform-team"]
WORDS = (
    "the a component people screen content action label view state layout spacing colour text icon "
    "value option item list group row column surface container control interaction feedback focus "
    "keyboard pointer touch target size density motion duration contrast token theme mode light dark "
    "platform native web design system guideline pattern example variant default emphasis hierarchy "
    "primary secondary tertiary inactive disabled selected pressed hovered error warning success info "
    "message title description summary heading paragraph link image alt caption grid margin padding "
    "gutter alignment baseline rhythm scale ramp grey neutral brand accent readable clear short "
    "consistent predictable accessible responsive compact comfortable narrow wide phone tablet desktop "
    "when where why how use avoid prefer keep show hide move open close choose confirm cancel undo "
    "with without before after between inside outside above below next previous first last every each"
).split()
SVG = """<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120" viewBox="0 0 320 120" role="img">
  <title>A component and its parts</title>
  <rect width="320" height="120" fill="#ffffff"/>
  <rect x="16" y="24" width="288" height="72" rx="8" fill="#f5f5f5" stroke="#adadad"/>
  <circle cx="52" cy="60" r="16" fill="#5c5c5c"/>
  <rect x="84" y="48" width="160" height="10" rx="2" fill="#333333"/>
  <rect x="84" y="66" width="120" height="8" rx="2" fill="#858585"/>
</svg>
"""


def slugify(title: str) -> str:
    return "-".join(title.lower().split())


SECTION_SLUGS = [slugify(s) for s in SECTIONS]


class Page:
    def __init__(self, i: int, n: int, k: int):
        self.i = i
        self.section = i % len(SECTIONS)
        self.order = i // len(SECTIONS) + 1
        self.noun = NOUNS[i % len(NOUNS)]
        self.slug = f"{self.noun}-{i + 1:05d}"
        self.title = f"{self.noun.capitalize()} {i + 1}"
        c = i // k
        self.component = f"{NOUNS[(c * k) % len(NOUNS)]}-c{c + 1:05d}"
        self.component_index = c
        self.suffix = "" if k == 1 else f"-p{i + 1}"  # keeps rule ids unique per component
        self.path = f"{SECTION_SLUGS[self.section]}/{self.slug}.md"

    def rule(self, base: str) -> str:
        return f"{base}{self.suffix}"


def component_facts(c: int):
    return STATUSES[c % len(STATUSES)], PLATFORM_SETS[c % len(PLATFORM_SETS)]


def rel(from_page: Page, to_page: Page) -> str:
    if from_page.section == to_page.section:
        return f"{to_page.slug}.md"
    return f"../{to_page.path}"


def sentence(rng: random.Random, lo=8, hi=18) -> str:
    words = [rng.choice(WORDS) for _ in range(rng.randint(lo, hi))]
    return " ".join(words).capitalize() + "."


def paragraph(rng: random.Random, sentences: int) -> str:
    text = " ".join(sentence(rng) for _ in range(sentences))
    # wrap at about 100 columns, as people write Markdown
    lines, line = [], ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > 100:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    lines.append(line)
    return "\n".join(lines)


def front_matter(p: Page) -> str:
    status, platforms = component_facts(p.component_index)
    return (
        "---\n"
        f"title: {p.title}\n"
        f"section: {SECTIONS[p.section]}\n"
        f"order: {p.order}\n"
        f"summary: How and when to use the {p.noun} {p.i + 1}, with its anatomy, sizes, behaviour and accessibility.\n"
        f"component: {p.component}\n"
        f"status: {status}\n"
        f"platforms: [{', '.join(platforms)}]\n"
        "---\n"
    )


def spec_main(p: Page, rng: random.Random) -> str:
    items, padding = rng.randint(3, 8), rng.choice([8, 12, 16])
    return f"""```spec
rules:
  - id: {p.rule('max-items')}
    level: must
    text: Show at most {items} items in one {p.noun}; group the rest behind a menu.
    property: items
    max: {items}
  - id: {p.rule('label-padding')}
    level: must
    text: Leave at least {padding} px of padding either side of the label.
    property: padding
    min: {padding}px
  - id: {p.rule('short-labels')}
    level: should
    text: Keep each label to one to three words, in sentence case.
    property: labelWords
    max: 3
  - id: {p.rule('not-decorative')}
    level: must-not
    text: Do not use the {p.noun} only as decoration; it must carry meaning or an action.
anatomy:
  - part: container
    note: Holds the other parts and sets the touch target.
  - part: label
    note: One to three words.
  - part: icon
    note: Optional; never the only carrier of meaning.
tokens:
  label: color.grey.80
  background: color.white
  border: color.grey.40
  padding: space.{rng.choice([8, 12, 16])}
contrast:
  - foreground: color.grey.80
    background: color.white
    use: text
  - foreground: color.grey.60
    background: color.grey.10
    use: text
  - foreground: color.grey.100
    opacity: opacity.strong
    background: color.white
    use: ui
states:
  - name: active
    opacity: opacity.full
  - name: inactive
    opacity: opacity.inactive
```"""


def spec_behaviour(p: Page, rng: random.Random) -> str:
    _, platforms = component_facts(p.component_index)
    duration = rng.choice([150, 200, 250, 300])
    return f"""```spec
rules:
  - id: {p.rule('motion-duration')}
    level: should
    text: Animate the change of state in {duration} ms or less.
    property: duration
    max: {duration}ms
    platforms: [{platforms[0]}]
    since: "2.{rng.randint(0, 3)}"
  - id: {p.rule('visible-opacity')}
    level: may
    text: Dim the {p.noun} when it does not apply, but keep it legible.
    property: opacity
    min: 0.{rng.randint(4, 6)}
    since: "2.{rng.randint(0, 3)}"
tokens:
  gap: space.{rng.choice([4, 8, 12])}
```"""


def page_markdown(p: Page, pages: list[Page], by_section: list[list[Page]], rng: random.Random) -> str:
    n = len(pages)
    same = [q for q in by_section[p.section] if q is not p]
    neighbours = [pages[(p.i + d) % n] for d in (1, 7, 53, 211, 997)]
    neighbours = [q for q in neighbours if q is not p] or [p]
    s1 = same[(p.order * 3) % len(same)] if same else p
    s2 = same[(p.order * 5 + 1) % len(same)] if same else p
    a, b, c = neighbours[0], neighbours[min(1, len(neighbours) - 1)], neighbours[-1]
    _, platforms = component_facts(p.component_index)
    has_second_spec = p.i % 2 == 0

    parts = [front_matter(p), ""]
    parts.append(paragraph(rng, 4))
    parts.append("")
    parts.append("## Overview")
    parts.append("")
    parts.append(paragraph(rng, 4))
    parts.append("")
    parts.append(
        f"The {p.noun} works with the [{s1.title}]({rel(p, s1)}#overview) and follows the "
        f"[anatomy of the {b.title.lower()}]({rel(p, b)}#anatomy); see also "
        f"[its rules]({rel(p, a)}#rule-{a.component}-{a.rule('max-items')}). Read more at "
        "https://design.example.org/guides and jump back to the [top](#top)."
    )
    parts.append("")
    parts.append("## When to use")
    parts.append("")
    parts.append("### Do")
    parts.append("")
    for _ in range(4):
        parts.append(f"- {sentence(rng, 6, 14)}")
    parts.append("")
    parts.append("### Avoid")
    parts.append("")
    for _ in range(3):
        parts.append(f"- ~~{sentence(rng, 3, 6)[:-1]}~~ {sentence(rng, 6, 12)}")
    parts.append("")
    # Guidance blocks, so their cost is part of every measured build: a callout and a do/don't
    # pair tied to the page's first rule.
    parts.append(f"> [!TIP]\n> {sentence(rng, 8, 14)}")
    parts.append("")
    parts.append(f"```do\nimage: ../assets/images/bench.svg\nalt: A {p.noun} with {rng.randint(2, 4)} short items\n"
                 f"caption: {sentence(rng, 5, 9)}\nrule: {p.rule('max-items')}\n```")
    parts.append("")
    parts.append(f"```dont\ntext: {sentence(rng, 6, 10)}\ncaption: {sentence(rng, 5, 9)}\nrule: {p.rule('max-items')}\n```")
    parts.append("")
    parts.append("## Anatomy")
    parts.append("")
    parts.append(f"![Diagram of the {p.noun} {p.i + 1}: a container with an icon and a two-line label]"
                 "(../assets/images/bench.svg)")
    parts.append("")
    parts.append(paragraph(rng, 3))
    parts.append("")
    parts.append(spec_main(p, rng))
    parts.append("")
    parts.append("## Sizes and spacing")
    parts.append("")
    parts.append("| Size | Height | Padding | Use |")
    parts.append("|---|---:|---:|---|")
    for size, height, pad in (("Compact", 32, 8), ("Default", 40, 12), ("Comfortable", 48, 16)):
        parts.append(f"| {size} | {height} px | `space.{pad}` | {sentence(rng, 4, 8)} |")
    parts.append("")
    parts.append("### Compact")
    parts.append("")
    parts.append(paragraph(rng, 3))
    parts.append("")
    parts.append("### Comfortable")
    parts.append("")
    parts.append(paragraph(rng, 3))
    parts.append("")
    parts.append("## Behaviour")
    parts.append("")
    parts.append("### Interaction")
    parts.append("")
    parts.append(paragraph(rng, 4))
    parts.append("")
    parts.append("1. " + sentence(rng, 6, 12))
    parts.append("2. " + sentence(rng, 6, 12))
    parts.append("3. " + sentence(rng, 6, 12))
    parts.append("")
    parts.append("### Motion")
    parts.append("")
    parts.append(paragraph(rng, 3))
    parts.append("")
    if has_second_spec:
        parts.append(spec_behaviour(p, rng))
        parts.append("")
    parts.append(f"On {', '.join(platforms)}, the {p.noun} follows the [behaviour of the "
                 f"{c.title.lower()}]({rel(p, c)}#interaction) and **never** moves focus by itself.")
    parts.append("")
    parts.append("## Content guidelines")
    parts.append("")
    parts.append(paragraph(rng, 4))
    parts.append("")
    parts.append(paragraph(rng, 3))
    parts.append("")
    parts.append("## Accessibility")
    parts.append("")
    parts.append(paragraph(rng, 2))
    parts.append("")
    for done in (True, False, True, False, False):
        parts.append(f"- [{'x' if done else ' '}] {sentence(rng, 6, 12)}")
    parts.append("")
    parts.append("## Related")
    parts.append("")
    parts.append(f"- [{s2.title}]({rel(p, s2)}#when-to-use): {sentence(rng, 5, 9)}")
    for q in neighbours[:4]:
        parts.append(f"- [{q.title}]({rel(p, q)}#sizes-and-spacing): {sentence(rng, 5, 9)}")
    parts.append(f"- [Accessibility of this {p.noun}](#accessibility)")
    parts.append("")
    return "\n".join(parts)


def registry(pages: list[Page], k: int) -> str:
    out = ["# Generated by Benchmarks/make_corpus.py", "platforms: [ios, android, web]", "", "components:"]
    seen = set()
    for p in pages:
        if p.component in seen:
            continue
        seen.add(p.component)
        c = p.component_index
        status, platforms = component_facts(c)
        out.append(f"""  {p.component}:
    name: {p.noun.capitalize()} component {c + 1}
    aliases: [{p.noun} {c + 1}, {p.noun} variant {c + 1}]
    owner: {OWNERS[c % len(OWNERS)]}
    since: "1.{c % 10}"
    status: {status}
    platforms: [{', '.join(platforms)}]
    sdk: {'true' if c % 3 else 'false'}
    anatomy: [container, label, icon]
    properties:
      items:      {{ type: integer, min: 1, max: 8 }}
      padding:    {{ type: dimension, min: 8px }}
      labelWords: {{ type: integer, min: 1, max: 4 }}
      duration:   {{ type: dimension, max: 400ms }}
      opacity:    {{ type: number, min: 0.3, max: 1 }}""")
    return "\n".join(out) + "\n"


def tokens() -> dict:
    greys = {10: "f5f5f5", 20: "e6e6e6", 30: "d1d1d1", 40: "adadad", 50: "858585",
             60: "5c5c5c", 70: "474747", 80: "333333", 90: "1f1f1f", 100: "0f0f0f"}

    def colour(hex_: str, description: str) -> dict:
        comps = [round(int(hex_[j:j + 2], 16) / 255, 3) for j in (0, 2, 4)]
        return {"$value": {"colorSpace": "srgb", "components": comps, "alpha": 1, "hex": f"#{hex_}"},
                "$description": description}

    grey = {"$description": "The grey ramp, from nearly white to nearly black."}
    for step, hex_ in greys.items():
        grey[str(step)] = colour(hex_, f"Grey {step}.")
    return {
        "$description": "Benchmark tokens (generated by Benchmarks/make_corpus.py).",
        "color": {
            "$type": "color",
            "white": colour("ffffff", "Backgrounds."),
            "primary": colour("4f46e5", "The brand colour."),
            "grey": grey,
            "text": {"$value": "{color.grey.80}", "$description": "Body text."},
        },
        "opacity": {
            "$type": "number",
            "full": {"$value": 1, "$description": "Active."},
            "strong": {"$value": 0.87, "$description": "High emphasis."},
            "medium": {"$value": 0.6, "$description": "Medium emphasis."},
            "inactive": {"$value": 0.38, "$description": "Inactive, not disabled."},
        },
        "space": {
            "$type": "dimension",
            **{str(v): {"$value": {"value": v, "unit": "px"}, "$description": f"{v} px."}
               for v in (4, 8, 12, 16, 24, 32, 48)},
        },
    }


HUES = ["red", "orange", "amber", "yellow", "lime", "green", "emerald", "teal", "cyan", "sky",
        "blue", "indigo", "violet", "purple", "fuchsia", "pink", "rose", "slate", "stone", "neutral"]
THEMES = ["light", "dark", "dim", "light-high-contrast", "dark-high-contrast"]
ROLE_AREAS = ["text", "icon", "border", "surface", "fill", "focus", "overlay", "chart"]


def palette_hex(hue: int, step: int) -> str:
    """A deterministic colour: lightness from the step (1 light … 10 dark), tint from the hue."""
    light = 0.97 - step * 0.088
    r, g, b = [(light + 0.12 * ((hue * k) % 7 - 3) / 3) for k in (1, 3, 5)]
    return "".join(f"{max(0, min(255, round(c * 255))):02x}" for c in (r, g, b))


def system_tokens() -> dict:
    """200 palette colours and 800 roles aliasing them (the light theme's values)."""
    palette = {"$type": "color"}
    for h, hue in enumerate(HUES):
        palette[hue] = {str(step * 10): {"$value": "#" + palette_hex(h, step)} for step in range(1, 11)}
    roles = {"$type": "color"}
    for a, area in enumerate(ROLE_AREAS):
        roles[area] = {f"{HUES[n % 20]}-{n // 20}": {"$value": f"{{palette.{HUES[n % 20]}.{(n * 7 + a) % 10 * 10 + 10}}}"}
                       for n in range(100)}
    return {"$description": "A 1,000-token system in five themes (generated by Benchmarks/make_corpus.py).",
            "palette": palette, "role": roles}


def theme_tokens(theme: int) -> dict:
    """Every role again, on other palette steps: what a theme changes."""
    roles = {"$type": "color"}
    for a, area in enumerate(ROLE_AREAS):
        roles[area] = {f"{HUES[n % 20]}-{n // 20}": {"$value": f"{{palette.{HUES[n % 20]}.{(n * 7 + a + theme * 3) % 10 * 10 + 10}}}"}
                       for n in range(100)}
    return {"role": roles}


def resolver() -> dict:
    return {
        "version": "2025.10",
        "name": "Benchmark system themes",
        "sets": {"system": {"sources": [{"$ref": "system/palette.tokens.json"}]}},
        "modifiers": {"theme": {"contexts": {theme: ([] if i == 0 else [{"$ref": f"system/themes/{theme}.json"}])
                                             for i, theme in enumerate(THEMES)},
                                "default": THEMES[0]}},
        "resolutionOrder": [{"$ref": "#/sets/system"}, {"$ref": "#/modifiers/theme"}],
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("pages", type=int)
    parser.add_argument("outdir", type=Path)
    parser.add_argument("--templates", type=Path, default=None)
    parser.add_argument("--pages-per-component", type=int, default=1)
    args = parser.parse_args()
    if args.pages < len(SECTIONS):
        parser.error(f"need at least {len(SECTIONS)} pages (one per section)")
    if args.templates is not None and not (args.templates / "layout.mustache").is_file():
        parser.error(f"no templates at {args.templates}")

    out: Path = args.outdir
    content = out / "Content"
    # Files are written only where they differ and stale ones removed, instead of deleting the
    # folder and writing it again: on ext4 without a journal, creating files within minutes of
    # deleting many is slow (see "Fresh folders" in Benchmarks/README.md), and regenerating the
    # same 10,000 pages before every benchmark made the builds measured after it pay for that.
    written: set[Path] = set()

    def put(path: Path, text: str) -> None:
        data = text.encode("utf-8")
        path.parent.mkdir(parents=True, exist_ok=True)
        written.add(path)
        if not path.is_file() or path.read_bytes() != data:
            path.write_bytes(data)

    k = max(1, args.pages_per_component)
    pages = [Page(i, args.pages, k) for i in range(args.pages)]
    by_section: list[list[Page]] = [[] for _ in SECTIONS]
    for p in pages:
        by_section[p.section].append(p)
    rng = random.Random(SEED)
    total = 0
    for p in pages:
        text = page_markdown(p, pages, by_section, rng)
        total += len(text.encode())
        put(content / p.path, text)

    sections = ", ".join(SECTIONS)
    put(content / "site.yml",
        "title: Benchmark Design System\n"
        'version: "2.3"\n'
        "baseURL: https://design.example.org/\n"
        "language: en\n"
        f"sections: [{sections}]\n"
        "rawHTML: false\n"
        # The built-in theme's settings, so their cost is in the measured build (the accent
        # needs a token that reads in light and dark mode, which the generated roles do not promise).
        "theme:\n"
        "  logo: assets/images/bench.svg\n"
        "  repository: https://github.com/acme/benchmark-design-system\n"
        "  footer: [{ text: Rules, link: rules/ }, { text: Tokens, link: tokens.css }]\n"
        "  lastUpdated: git\n")
    put(content / "registry.yml", registry(pages, k))
    put(content / "tokens/bench.tokens.json", json.dumps(tokens(), indent=2) + "\n")
    put(content / "tokens/system/palette.tokens.json", json.dumps(system_tokens(), indent=2) + "\n")
    for i, theme in enumerate(THEMES[1:], start=1):
        put(content / f"tokens/system/themes/{theme}.json", json.dumps(theme_tokens(i), indent=2) + "\n")
    put(content / "tokens/system.resolver.json", json.dumps(resolver(), indent=2) + "\n")
    put(content / "assets/images/bench.svg", SVG)
    for theme_file in sorted(args.templates.rglob("*")) if args.templates is not None else []:
        if theme_file.is_file():
            target = out / "Templates" / theme_file.relative_to(args.templates)
            target.parent.mkdir(parents=True, exist_ok=True)
            written.add(target)
            if not target.is_file() or target.read_bytes() != theme_file.read_bytes():
                shutil.copyfile(theme_file, target)
    for folder in (content, out / "Templates"):
        if not folder.is_dir():
            continue
        for stale in sorted(folder.rglob("*"), reverse=True):
            if stale.is_file() and stale not in written:
                stale.unlink()
            elif stale.is_dir() and not any(stale.iterdir()):
                stale.rmdir()
    if args.templates is None and (out / "Templates").is_dir() and not any((out / "Templates").iterdir()):
        (out / "Templates").rmdir()
    print(f"make_corpus: {args.pages} pages, {len({p.component for p in pages})} components, "
          f"{total / args.pages / 1024:.1f} KiB per page on average, in {out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
