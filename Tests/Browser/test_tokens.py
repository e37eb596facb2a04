"""Browser tests of the design-token pages: tokens/ (the index of top-level groups, or every token
on a small system) and each group's page, the swatch grids in prose and the token, state and
contrast tables of spec blocks.

Expectations are computed from the built site's tokens.resolved.json (and, for the accepted
contrast exceptions, from the sample content), never hard-coded. Colours, opacities and sizes
are read back with getComputedStyle, so the test proves that tokens.css reaches every swatch
through its `data-token` attribute, with no inline styles. See conftest.py for the server and
the browser.
"""

import json
import re
from functools import cached_property
from pathlib import Path
from urllib.parse import urljoin, urlsplit

import pytest

from site_checks import (axe_path, describe_violations, open_page, run_axe, set_color_scheme, set_viewport,
                         severe_console_entries, version_folder)

TOKENS = "tokens/index.html"
COLOUR_TOKENS = "tokens/color/index.html"
VIEW_KEY = "specimen-token-view"
COLOUR = "foundations/colour/index.html"
PROGRESS_DOTS = "components/progress-dots/index.html"
RATIO = re.compile(r"^\d+\.\d\d:1$")
REPO_ROOT = Path(__file__).resolve().parents[2]


# ── helpers ──────────────────────────────────────────────────────────────────────────────────



def rgba(text):
    """(r, g, b, a) of `#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb(…)` or `rgba(…)`, a from 0 to 1."""
    text = text.strip().lower()
    if text.startswith("#"):
        digits = text[1:]
        if len(digits) in (3, 4):
            digits = "".join(digit * 2 for digit in digits)
        channels = [int(digits[i:i + 2], 16) for i in range(0, len(digits), 2)]
        return (*channels[:3], channels[3] / 255 if len(channels) == 4 else 1.0)
    match = re.fullmatch(r"rgba?\(([^)]*)\)", text)
    assert match, f"not a colour: {text!r}"
    parts = [part for part in re.split(r"[\s,/]+", match.group(1)) if part]
    alpha = float(parts[3]) if len(parts) > 3 else 1.0
    return (*(round(float(part)) for part in parts[:3]), alpha)


def same_colour(computed, expected):
    (r1, g1, b1, a1), (r2, g2, b2, a2) = rgba(computed), rgba(expected)
    return (r1, g1, b1) == (r2, g2, b2) and abs(a1 - a2) <= 1 / 255 + 1e-9


def luminance(colour):
    """Relative luminance of (r, g, b[, a]) with channels from 0 to 1."""
    def linear(channel):
        return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4
    r, g, b = (linear(channel) for channel in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(foreground, background, opacity=1.0):
    """WCAG 2.x ratio of a foreground drawn at `opacity` over an opaque background (0–1 channels)."""
    alpha = opacity * foreground[3]
    blended = tuple(alpha * f + (1 - alpha) * b for f, b in zip(foreground[:3], background[:3]))
    lighter, darker = sorted((luminance(blended), luminance(background)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


class Tokens:
    """tokens.resolved.json, read once."""

    def __init__(self, folder: Path):
        with open(folder / "tokens.resolved.json", encoding="utf-8") as file:
            # `$contexts` holds the other contexts of a resolver; tokens are the other members.
            data = json.load(file)
        self.all = {name: token for name, token in data.items() if not name.startswith("$")}
        self.contexts = data.get("$contexts", {})

    def of_type(self, kind):
        return {name: token for name, token in self.all.items() if token.get("type") == kind}

    @cached_property
    def colours(self):
        return {name: token["css"] for name, token in self.of_type("color").items() if "css" in token}

    def token(self, name, context=None):
        """The token in `context` ((modifier, context) or None for the default): the context's
        entry when it changes the token, else the default's."""
        if context:
            changed = self.contexts.get(context[0], {}).get("contexts", {}).get(context[1], {})
            if name in changed:
                return changed[name]
        return self.all[name]

    def exact_colour(self, name, context=None):
        """(r, g, b, a) from 0 to 1: the sRGB components as written when there are some (the
        contrast is computed from them, not from the rounded hex), else the CSS value."""
        token = self.token(name, context)
        value = token.get("value")
        if isinstance(value, dict) and value.get("colorSpace") == "srgb" and len(value.get("components", [])) == 3:
            return (*map(float, value["components"]), float(value.get("alpha", 1)))
        r, g, b, a = rgba(token["css"])
        return (r / 255, g / 255, b / 255, a)

    def in_group(self, group):
        return [name for name in self.all if name.startswith(group + ".")]

    def number(self, name):
        value = self.all[name].get("value")
        return float(value) if isinstance(value, (int, float)) else None


@pytest.fixture(scope="module")
def tokens(site):
    if not (site.folder / "tokens.resolved.json").is_file():
        pytest.skip("the site has no design tokens")
    return Tokens(site.folder)


def token_pages(site):
    """The pages that show tokens: each group's page linked from the index of tokens/, or tokens/
    itself when its index links to sections of the page."""
    html = (site.folder / TOKENS).read_text(encoding="utf-8")
    links = re.findall(r'<a class="token-index__link" href="([^"]+)"', html)
    if not links or all(link.startswith("#") for link in links):
        return [TOKENS]
    return [urljoin(TOKENS, link) for link in links]


ROW_FACTS = """
    const style = (element, pseudo) => element ? getComputedStyle(element, pseudo) : null;
    return [...document.querySelectorAll('.token-list > li')].map(row => {
      const kind = [...row.classList].find(name => name.startsWith('tk-') && name !== 'tk-deprecated').slice(3);
      const before = style(row, '::before'), after = style(row, '::after');
      const padding = parseFloat(style(row).paddingLeft) + parseFloat(style(row).paddingRight);
      return {
        token: row.querySelector(':scope > b').textContent,
        data: row.dataset.token ?? null,
        id: row.id,
        kind,
        text: row.textContent.replace(/\\s+/g, ' '),
        variable: row.querySelector(':scope > code, .tk__copy > code')?.textContent ?? null,
        chip: kind === 'color' ? before.backgroundColor : null,
        fill: kind === 'opacity' ? after.opacity : null,
        bar: kind === 'dimension' ? [parseFloat(after.width), row.clientWidth - padding] : null,
        type: kind === 'type' ? [before.content, before.fontSize, before.fontWeight, before.fontFamily] : null,
      }; });"""


@pytest.fixture(scope="module")
def tokens_page(browser, site, tokens):
    """Facts read once from every token page at 1280 px: every row, its chip, fill, bar and sample."""
    browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    facts = {"cards": [], "pages": {}, "inline": 0, "images": 0}
    for path in token_pages(site):
        open_page(browser, site.url(path))
        rows = browser.execute_script(ROW_FACTS)
        facts["cards"] += rows
        facts["pages"][path] = {row["id"] for row in rows}
        facts["inline"] += browser.execute_script("return document.querySelectorAll('main [style]').length")
        facts["images"] += browser.execute_script("return document.querySelectorAll('main img').length")
    facts["by_token"] = {card["token"]: card for card in facts["cards"]}
    return facts


def pages_with(site, marker):
    return sorted(page.relative_to(site.folder).as_posix()
                  for page in site.folder.rglob("*.html") if marker in page.read_text(encoding="utf-8"))


def assert_links_to_its_row(site, tokens_page, href, name):
    """`href` (absolute) leads to the row of token `name` on the page that shows it."""
    parts = urlsplit(href)
    path = parts.path[len(urlsplit(site.base_url).path):]
    assert path in tokens_page["pages"], f"{href} is not a token page"
    assert parts.fragment == "token-" + re.sub(r"[^\w-]", "-", name), href
    assert parts.fragment in tokens_page["pages"][path], f"{href}: no such row on {path}"


# ── tokens/ ──────────────────────────────────────────────────────────────────────────────────

def test_tokens_index_lists_every_group_with_its_size(site, tokens):
    html = (site.folder / TOKENS).read_text(encoding="utf-8")
    groups = {name.split(".")[0] if "." in name else "" for name in tokens.all}
    counts = re.findall(r'<a class="token-index__link" href="[^"]+"><code>([^<]+)</code></a>\s*'
                        r'<span class="token-index__count">(\d+) tokens?</span>', html)
    named = {name: int(count) for name, count in counts}
    assert set(named) >= groups - {""}, f"groups missing from the index: {groups - set(named)}"
    for group in groups - {""}:
        assert named[group] == sum(1 for name in tokens.all if name.startswith(group + ".")), group


def test_every_token_has_one_row_with_its_name_and_variable(tokens, tokens_page):
    names = [card["token"] for card in tokens_page["cards"]]
    assert sorted(names) == sorted(tokens.all), "rows and tokens.resolved.json differ"
    for name, card in tokens_page["by_token"].items():
        assert card["id"], f"the row of {name} has no id to link to"
        if "css" in tokens.all[name]:
            # Style Dictionary's kebab case, the default `cssNames` (the sample's names are words and digits).
            kebab = "--" + "-".join(re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "-", part).lower() for part in name.split("."))
            assert card["variable"] == kebab, card
            assert card["variable"] in card["text"]
    assert len({card["id"] for card in tokens_page["cards"]}) == len(names), "row ids repeat"


def test_swatches_use_no_inline_styles_and_no_images(tokens_page):
    assert tokens_page["inline"] == 0
    assert tokens_page["images"] == 0


def test_colour_chips_show_the_token_colour(tokens, tokens_page):
    assert tokens.colours, "no colour tokens"
    for name, css in tokens.colours.items():
        chip = tokens_page["by_token"][name]["chip"]
        assert chip is not None, f"{name} has no colour chip"
        assert same_colour(chip, css), f"{name}: chip is {chip}, token is {css}"


def test_ramps_are_in_numeric_order(tokens, tokens_page):
    order = [card["token"] for card in tokens_page["cards"]]
    grey = [name for name in order if name.startswith("color.grey.")]
    assert len(grey) == 10, "the sample's grey ramp has ten steps"
    assert grey == sorted(grey, key=lambda name: float(name.rsplit(".", 1)[1]))


def test_opacity_swatches_are_drawn_at_the_token_opacity(tokens, tokens_page):
    opacity_cards = {name: card for name, card in tokens_page["by_token"].items() if card["kind"] == "opacity"}
    named = {name for name, token in tokens.of_type("number").items()
             if any(part.lower().startswith("opacity") for part in name.split("."))
             and 0 <= (tokens.number(name) or -1) <= 1}
    assert named <= set(opacity_cards), f"opacity tokens drawn otherwise: {named - set(opacity_cards)}"
    assert opacity_cards, "no opacity swatch"
    for name, card in opacity_cards.items():
        value = tokens.number(name)
        assert value is not None and 0 <= value <= 1, f"{name} is drawn as an opacity but is {value!r}"
        assert card["fill"] is not None, f"{name} has no fill"
        assert float(card["fill"]) == pytest.approx(value, abs=1e-3), f"{name}: fill opacity {card['fill']} ≠ {value}"


def is_font_size(name):
    parts = [part.lower() for part in name.split(".")]
    return "font" in parts and "size" in parts


def test_dimension_bars_are_as_long_as_the_token(tokens, tokens_page):
    checked = 0
    for name, token in tokens.of_type("dimension").items():
        if is_font_size(name):
            continue
        bar = tokens_page["by_token"][name]["bar"]
        assert bar is not None, f"{name} has no bar"
        match = re.fullmatch(r"(-?\d+(?:\.\d+)?)px", token.get("css", ""))
        if not match:
            continue
        width, room = bar
        expected = float(match.group(1))
        if expected <= room:
            assert width == pytest.approx(expected, abs=0.5), f"{name}: bar is {width}px, token is {expected}px"
            checked += 1
        else:
            assert width == pytest.approx(room, abs=0.5), f"{name}: a bar wider than its card is capped"
    assert checked, "no px dimension token to check"


def test_font_sizes_weights_and_families_are_shown_as_type(tokens, tokens_page):
    """An "Aa" at the token's size, weight or family (from tokens.css), not a bar or a number."""
    sizes = {name: token for name, token in tokens.of_type("dimension").items() if is_font_size(name)}
    assert sizes, "the sample has font sizes"
    for name, token in sizes.items():
        card = tokens_page["by_token"][name]
        assert card["type"], f"{name} is not drawn as type"
        content, size, _weight, _family = card["type"]
        assert "Aa" in content
        assert size == token["css"], f"{name}: the sample is {size}, the token {token['css']}"
    for name, token in tokens.of_type("fontWeight").items():
        card = tokens_page["by_token"][name]
        assert card["type"] and card["type"][2] == token["css"], f"{name}: {card['type']}"
    for name, token in tokens.of_type("fontFamily").items():
        card = tokens_page["by_token"][name]
        assert card["type"] and token["value"][0] in card["type"][3], f"{name}: {card['type']}"
    styles = tokens.of_type("typography")
    assert styles and all(tokens_page["by_token"][name]["type"] for name in styles)


def test_aliases_link_to_the_rows_they_alias(driver, site, tokens, tokens_page):
    checked = 0
    for path in token_pages(site):
        open_page(driver, site.url(path))
        for href, name in driver.execute_script("return [...document.querySelectorAll('.tk__val > small a')].map(a => [a.href, a.textContent])"):
            assert_links_to_its_row(site, tokens_page, href, name)
            checked += 1
    assert checked == sum(len(token.get("aliasOf", [])) for token in tokens.all.values()), "an alias step without its link"


def test_group_pages_show_tokens_without_javascript(site, tokens):
    """The served HTML: every fact in the view the build chose, no copy button, no view switch."""
    for path in token_pages(site):
        html = (site.folder / path).read_text(encoding="utf-8")
        assert "copy-button" not in html
        assert re.search(r'<div class="token-view"[^>]* data-token-view-switch hidden>', html), path
        assert re.search(r'class="token-sections token-sections--(cards|table)"', html), path
        assert "<script>" not in html, "no inline script"


def test_copy_button_copies_the_css_variable(driver, site, tokens):
    """The button copies the variable (the Clipboard API where the page may use it) and says so."""
    page = next(path for path in token_pages(site) if path != TOKENS)
    open_page(driver, site.url(page))
    origin = "{0.scheme}://{0.netloc}".format(urlsplit(site.base_url))
    driver.execute_cdp_cmd("Browser.grantPermissions", {"origin": origin, "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
    # Every variable got its button.
    counts = driver.execute_script("""return [document.querySelectorAll('.token-list > li > code').length,
        document.querySelectorAll('.tk__copy > code').length, document.querySelectorAll('.tk__copy > .copy-button').length]""")
    assert counts[0] == 0 and counts[1] == counts[2] > 0, counts
    variable, label = driver.execute_script("""
        const button = document.querySelector('.tk__copy > .copy-button');
        return [button.parentNode.querySelector('code').textContent, button.textContent];""")
    assert variable.startswith("--") and label.endswith(variable), label
    driver.find_element("css selector", ".tk__copy > .copy-button").click()
    copied = driver.execute_async_script("""
        const done = arguments[arguments.length - 1];
        setTimeout(() => navigator.clipboard.readText().then(done, () => done(null)), 200);""")
    status = driver.execute_script("return document.querySelector('[data-copy-status]').textContent")
    assert copied == variable, f"clipboard holds {copied!r}"
    assert status == "Copied"
    driver.execute_cdp_cmd("Browser.resetPermissions", {})


def test_copy_button_selects_the_variable_from_file_urls(driver, site, tokens):
    """From file://, where the page may have no clipboard, the name is copied or at least selected."""
    page = next(path for path in token_pages(site) if path != TOKENS)
    open_page(driver, site.file_url(page))
    variable = driver.execute_script("return document.querySelector('.tk__copy > code').textContent")
    driver.find_element("css selector", ".tk__copy > .copy-button").click()
    selected, status = driver.execute_async_script("""
        const done = arguments[arguments.length - 1];
        setTimeout(() => done([String(getSelection()), document.querySelector('[data-copy-status]').textContent]), 200);""")
    assert status in ("Copied", "Selected, copy it with your keyboard"), status
    if status != "Copied":
        assert selected == variable


def test_table_view_is_chosen_and_remembered(driver, site, tokens):
    pages = [path for path in token_pages(site)]
    open_page(driver, site.url(pages[0]))
    driver.execute_script("localStorage.removeItem(arguments[0])", VIEW_KEY)
    open_page(driver, site.url(pages[0]))
    switch = driver.execute_script("return !document.querySelector('[data-token-view-switch]').hidden")
    assert switch, "the switch is shown with JavaScript"
    driver.find_element("css selector", "[data-token-view=table]").click()
    state = driver.execute_script("""return [document.querySelector('[data-token-sections]').className,
        document.querySelector('[data-token-view=table]').getAttribute('aria-pressed'), localStorage.getItem(arguments[0])]""", VIEW_KEY)
    assert "token-sections--table" in state[0] and "token-sections--cards" not in state[0]
    assert state[1:] == ["true", "table"]
    # Remembered on the next page and after a reload.
    for path in (pages[-1], pages[0]):
        open_page(driver, site.url(path))
        assert "token-sections--table" in driver.execute_script("return document.querySelector('[data-token-sections]').className"), path
    driver.find_element("css selector", "[data-token-view=cards]").click()
    assert driver.execute_script("return localStorage.getItem(arguments[0])", VIEW_KEY) == "cards"
    driver.execute_script("localStorage.removeItem(arguments[0])", VIEW_KEY)


@pytest.mark.parametrize("view", ["cards", "table"])
def test_token_pages_fit_a_phone(driver, site, tokens, view):
    """At 375 px nothing scrolls sideways, in either view: long names wrap."""
    set_viewport(driver, 375, 812)
    open_page(driver, site.url(TOKENS))
    driver.execute_script("localStorage.setItem(arguments[0], arguments[1])", VIEW_KEY, view)
    for path in token_pages(site) + [TOKENS]:
        open_page(driver, site.url(path))
        width = driver.execute_script("return document.documentElement.scrollWidth")
        assert width <= 375, f"{path} is {width} px wide at 375 px in the {view} view"
        wide = driver.execute_script("""return [...document.querySelectorAll('.token-list > li, .token-index__group')]
            .filter(row => row.getBoundingClientRect().right > innerWidth + 0.5).map(row => row.id || row.textContent.slice(0, 40))""")
        assert wide == [], f"{path}: {wide}"
    driver.execute_script("localStorage.removeItem(arguments[0])", VIEW_KEY)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_table_view_passes_axe(driver, site, tokens, scheme):
    """test_site.py checks every page in the view it starts in (cards, for the sample's short
    pages); the table, with the copy buttons, must pass axe too."""
    source = axe_path().read_text(encoding="utf-8")
    set_color_scheme(driver, scheme)
    open_page(driver, site.url(TOKENS))
    driver.execute_script("localStorage.setItem(arguments[0], 'table')", VIEW_KEY)
    try:
        lines = []
        for path in token_pages(site):
            open_page(driver, site.url(path))
            assert "token-sections--table" in driver.execute_script("return document.querySelector('[data-token-sections]').className")
            lines += describe_violations(path, run_axe(driver, source)["violations"])
        assert lines == [], "\n".join(lines)
    finally:
        driver.execute_script("localStorage.removeItem(arguments[0])", VIEW_KEY)
        set_color_scheme(driver, None)


# ── prose grids ──────────────────────────────────────────────────────────────────────────────

def test_colour_page_shows_the_grey_ramp_in_numeric_order(driver, site, tokens):
    expected = sorted(tokens.in_group("color.grey"), key=lambda name: float(name.rsplit(".", 1)[1]))
    assert len(expected) == 10, "the sample's grey ramp has ten steps"
    open_page(driver, site.url(COLOUR))
    steps = driver.execute_script("""
        const grid = document.querySelector('.token-grid[data-group="color.grey"]');
        return grid ? [...grid.querySelectorAll('.ramp__link[data-token]')].map(link => [
            link.dataset.token, getComputedStyle(link.querySelector('.ramp__chip')).backgroundColor,
            link.querySelector('.ramp__chip').getBoundingClientRect().height, link.textContent]) : null;""")
    assert steps is not None, "no grid for color.grey"
    assert [step[0] for step in steps] == expected
    for name, colour, height, text in steps:
        assert same_colour(colour, tokens.colours[name]), f"{name}: {colour}"
        assert height > 0, f"{name} has no visible chip"
        assert tokens.colours[name] in text.lower(), f"{name} does not show its value"
    # The chips share one row at this width: same top, left to right.
    boxes = driver.execute_script("""
        return [...document.querySelector('.token-grid[data-group="color.grey"]').querySelectorAll('.ramp__chip')]
            .map(chip => { const box = chip.getBoundingClientRect(); return [box.top, box.left]; });""")
    assert len({round(top) for top, _ in boxes}) == 1, "the ramp wraps at 1280 px"
    assert [left for _, left in boxes] == sorted(left for _, left in boxes)


def test_prose_grids_link_to_each_tokens_row(driver, site, tokens_page):
    open_page(driver, site.url(COLOUR))
    links = driver.execute_script("""
        return [...document.querySelectorAll('.token-grid a[href]')].map(a => [a.href,
            a.dataset.token ?? a.closest('[data-token]').dataset.token]);""")
    assert links, "no grid links"
    for href, name in links:
        assert_links_to_its_row(site, tokens_page, href, name)


# ── spec blocks ──────────────────────────────────────────────────────────────────────────────

def test_contrast_tables_show_ratios_and_verdicts(driver, site, tokens):
    pages = pages_with(site, "contrast-table")
    assert pages, "no page has a contrast table"
    for path in pages:
        open_page(driver, site.url(path))
        rows = driver.execute_script("""
            return [...document.querySelectorAll('.contrast-table .contrast-row')].map(group => {
              const row = group.rows[0], cells = [...row.cells].filter(cell => !cell.classList.contains('contrast-row__context'));
              const attribute = [...row.cells[0].attributes].find(a => a.name.startsWith('data-'));
              return {
                context: attribute ? [attribute.name.slice(5), attribute.value] : null,
                codes: cells.slice(1, 4).map(cell => cell.querySelector('code')?.textContent ?? null),
                use: cells[4].textContent.trim(),
                ratio: row.querySelector('strong')?.textContent ?? null,
                verdicts: [...row.querySelectorAll('.verdict-cell')].map(cell => [
                  cell.querySelector('.verdict')?.className ?? '', cell.querySelector('.verdict')?.textContent.trim() ?? '',
                  cell.querySelector('.verdict__needs')?.textContent ?? '']),
                failure: group.classList.contains('contrast-row--failure'),
                accepted: group.classList.contains('contrast-row--accepted'),
              }; });""")
        assert rows, f"{path}: empty contrast table"
        for row in rows:
            foreground, background, opacity = row["codes"]
            assert row["ratio"] and RATIO.match(row["ratio"]), f"{path}: ratio {row['ratio']!r}"
            # The ratio shown is the one the tokens give.
            alpha = tokens.number(opacity) if opacity else 1.0
            context = tuple(row["context"]) if row["context"] else None
            computed = contrast(tokens.exact_colour(foreground, context), tokens.exact_colour(background, context), alpha)
            shown = float(row["ratio"][:-2])
            # Shown truncated to two decimals, so a pair never looks better than it is.
            assert shown - 1e-9 <= computed < shown + 0.01 + 1e-6, f"{path}: computed {computed:.4f}, {row}"
            # AA and AAA as words (with a glyph), never colour alone. WCAG 2.2 has no AAA level for
            # UI components (1.4.11 is AA only): their AAA cell is a dash, not a verdict.
            assert len(row["verdicts"]) == 2, f"{path}: {row}"
            verdicts = row["verdicts"]
            if row["use"] == "ui":
                assert verdicts[1] == ["", "", ""], f"{path}: a UI pair with an AAA verdict: {row}"
                verdicts = verdicts[:1]
            for classes, word, needs in verdicts:
                assert word, f"{path}: a verdict without a word"
                assert ("verdict--pass" in classes) != ("verdict--fail" in classes)
                required = re.search(r"(\d+\.\d\d):1", needs)
                assert required, f"{path}: a verdict without the ratio it needs: {needs!r}"
                assert ("verdict--pass" in classes) == (computed >= float(required.group(1))), f"{path}: {row}"
            assert not (row["failure"] and row["accepted"])


def test_progress_dots_show_the_accepted_exceptions(driver, site):
    open_page(driver, site.url(PROGRESS_DOTS))
    notes = driver.execute_script("""
        return [...document.querySelectorAll('.contrast-row--accepted')].map(group => {
          const note = group.querySelector('.accepted-note');
          if (!note) return null;
          const box = note.getBoundingClientRect();
          return [note.textContent.replace(/\\s+/g, ' ').trim(),
                  note.querySelector('.accepted-note__label')?.textContent ?? '',
                  box.width > 0 && box.height > 0,
                  [...group.rows[0].querySelectorAll('.verdict--fail')].length]; });""")
    assert notes, "no accepted contrast exception on the progress-dots page"
    for note in notes:
        assert note is not None, "an accepted pair without its reason"
        text, label, visible, fails = note
        assert visible, f"the reason is not visible: {text}"
        assert label and text.startswith(label) and len(text) > len(label) + 10, text
        assert fails >= 1, "an accepted pair that does not fail AA"
    # The reasons are the ones written in the spec block, when the sample content is at hand.
    source = REPO_ROOT / "Content" / "components" / "progress-dots.md"
    if source.is_file():
        written = [json.loads(f'"{reason}"') for reason in
                   re.findall(r'^\s*accepted:\s*"((?:[^"\\]|\\.)*)"\s*$', source.read_text(encoding="utf-8"), re.M)]
        shown = " ".join(note[0] for note in notes)
        for reason in written:
            assert reason in shown, f"reason not shown: {reason}"


def test_token_roles_and_states_have_swatches(driver, site, tokens, tokens_page):
    # A page of the current version: its token links lead to the tokens/ these facts are read from.
    path = next((page for page in pages_with(site, 'class="token-ref"') if not version_folder(site.folder, page)), None)
    assert path, "no spec block with a token role"
    open_page(driver, site.url(path))
    minis = driver.execute_script("""
        return [...document.querySelectorAll('.token-ref[data-token]')].map(link => [link.dataset.token,
            getComputedStyle(link, '::before').backgroundColor, link.getAttribute('href')]);""")
    assert minis
    hrefs = driver.execute_script("return [...document.querySelectorAll('.token-ref[data-token]')].map(link => link.href)")
    for (name, colour, _), href in zip(minis, hrefs):
        assert_links_to_its_row(site, tokens_page, href, name)
        if name in tokens.colours:
            assert same_colour(colour, tokens.colours[name]), f"{name}: {colour}"
    open_page(driver, site.url(PROGRESS_DOTS))
    states = driver.execute_script("""
        return [...document.querySelectorAll('.state-swatch[data-fade]')].map(swatch =>
            [swatch.dataset.fade, getComputedStyle(swatch, '::before').opacity]);""")
    assert states, "no state swatch on the progress-dots page"
    for name, opacity in states:
        assert float(opacity) == pytest.approx(tokens.number(name), abs=1e-3), f"state {name}: {opacity}"


# ── every token page ─────────────────────────────────────────────────────────────────────────

@pytest.mark.parametrize("path", [TOKENS, COLOUR_TOKENS, COLOUR, PROGRESS_DOTS])
def test_no_console_errors(driver, site, tokens, path):
    open_page(driver, site.url(path))
    assert severe_console_entries(driver) == []


@pytest.mark.parametrize("path", [TOKENS, COLOUR_TOKENS, COLOUR, PROGRESS_DOTS])
def test_no_horizontal_scroll_at_375_px(driver, site, tokens, path):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 375, "height": 812, "deviceScaleFactor": 1, "mobile": False})
    open_page(driver, site.url(path))
    width, inner = driver.execute_script("return [document.documentElement.scrollWidth, window.innerWidth]")
    assert inner == 375
    assert width <= inner, f"{path} is {width} px wide at 375 px"
    # Wide tables scroll inside a region the keyboard can reach.
    regions = driver.execute_script("""
        return [...document.querySelectorAll('main .ref-table')].filter(t => t.scrollWidth > t.parentElement.clientWidth)
            .map(t => { const box = t.closest('.table-scroll');
                        return box ? [box.getAttribute('role'), box.tabIndex] : null; });""")
    assert all(region == ["region", 0] for region in regions), regions
