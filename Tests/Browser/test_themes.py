"""Browser tests of token themes (Docs/content.md, Themes and modes): the sample's tokens have a
`theme` modifier (light by default, dark, high contrast) read through its resolver, and
`site.yml` maps the dark colour scheme to `theme: dark`. What a reader's browser computes must be
what `tokens.resolved.json` says for each context: on the page, with `data-theme`, with the
device in dark mode, and in the contrast rows drawn per context.
"""

import json

import pytest

from site_checks import clear_site_storage, open_page, set_color_scheme

PAGE = "components/table-view/index.html"


@pytest.fixture(scope="module")
def resolved(site):
    data = json.loads((site.folder / "tokens.resolved.json").read_text(encoding="utf-8"))
    assert "$contexts" in data and "theme" in data["$contexts"], "the sample has a theme modifier"
    return data


def css_name(name):
    """The kebab-case custom property of a token (the sample's names are plain words and digits)."""
    import re
    return "--" + "-".join(re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "-", part).lower() for part in name.split("."))


def computed(driver, element_script, prop):
    return driver.execute_script(f"return getComputedStyle({element_script}).getPropertyValue(arguments[0]).trim()", prop)


@pytest.fixture
def themed(driver, site):
    clear_site_storage(driver, site)
    set_color_scheme(driver, "light")
    yield driver
    set_color_scheme(driver, "light")
    clear_site_storage(driver, site)


def test_the_root_follows_data_theme_and_the_devices_scheme(themed, site, resolved):
    dark = resolved["$contexts"]["theme"]["contexts"]["dark"]
    name = "color.text.default"
    assert name in dark, "the dark theme changes the body text colour"
    prop = css_name(name)
    light_css, dark_css = resolved[name]["css"], dark[name]["css"]
    open_page(themed, site.url(PAGE))
    root = "document.documentElement"
    assert computed(themed, root, prop) == light_css
    themed.execute_script("document.documentElement.setAttribute('data-theme', 'dark')")
    assert computed(themed, root, prop) == dark_css, "data-theme=dark selects the dark context"
    themed.execute_script("document.documentElement.removeAttribute('data-theme')")
    set_color_scheme(themed, "dark")
    assert computed(themed, root, prop) == dark_css, "a dark device selects the dark context (colorScheme)"
    themed.execute_script("document.documentElement.setAttribute('data-theme', 'light')")
    assert computed(themed, root, prop) == light_css, "the reader's light choice wins over the device"


def test_contrast_rows_are_drawn_in_their_context(themed, site, resolved):
    """Each contrast row's preview cell carries its context: the colours computed there are that
    context's, whatever the page's own theme."""
    contexts = resolved["$contexts"]["theme"]["contexts"]
    set_color_scheme(themed, "dark")
    open_page(themed, site.url(PAGE))
    rows = themed.execute_script("""
        return [...document.querySelectorAll('.contrast-table td:first-child[data-theme]')].map(cell => {
          const fg = cell.closest('tr').querySelectorAll('td code')[1 - 1].textContent;
          const bg = cell.closest('tr').querySelectorAll('td code')[1].textContent;
          return [cell.getAttribute('data-theme'), fg, bg,
                  getComputedStyle(cell.querySelector('.contrast-preview')).backgroundColor];
        });""")
    assert {row[0] for row in rows} == {"light", "dark", "high-contrast"}, rows
    for theme, _fg, bg, drawn in rows:
        token = contexts.get(theme, {}).get(bg) or resolved[bg]
        hex_ = token["css"].lstrip("#")
        want = "rgb(" + ", ".join(str(int(hex_[i:i + 2], 16)) for i in (0, 2, 4)) + ")"
        assert drawn == want, (theme, bg, drawn, want)


def test_token_rows_show_every_context_that_changes_them(themed, site, resolved):
    """On the colour tokens' page, a token the dark and high-contrast themes change shows three
    values side by side — light (the row's own), dark, high contrast — each labelled, each chip
    drawn in its context, the row itself pinned to the default whatever the page's theme."""
    contexts = resolved["$contexts"]["theme"]["contexts"]
    name = next(n for n in resolved if not n.startswith("$") and n in contexts.get("dark", {}) and n in contexts.get("high-contrast", {})
                and resolved[n].get("type") == "color")
    page = next(p for p in ("tokens/color/index.html", "tokens/index.html") if (site.folder / p).is_file()
                and f'data-token="{name}"' in (site.folder / p).read_text(encoding="utf-8"))
    set_color_scheme(themed, "dark")
    open_page(themed, site.url(page))
    row = themed.execute_script("""
        const row = document.querySelector(`li[data-token="${arguments[0]}"]`);
        const label = el => getComputedStyle(el, '::before').content;
        const chip = el => getComputedStyle(el, '::after').backgroundColor;
        return {main: getComputedStyle(row, '::before').backgroundColor, own: label(row.querySelector('.tk__val')),
                others: [...row.querySelectorAll('.tk__cx > *')].map(el => [label(el), el.textContent, chip(el)])};""", name)
    def rgb(css):
        hex_ = css.lstrip("#")
        return "rgb(" + ", ".join(str(int(hex_[i:i + 2], 16)) for i in (0, 2, 4)) + ")"
    assert row["own"] == '"light: "', row
    assert row["main"] == rgb(resolved[name]["css"]), "the row stays the default's on a dark page"
    assert [(label, text) for label, text, _chip in row["others"]] == [
        ('"dark: "', contexts["dark"][name]["css"]), ('"high-contrast: "', contexts["high-contrast"][name]["css"])], row
    for (label, _text, chip), context in zip(row["others"], ("dark", "high-contrast")):
        assert chip == rgb(contexts[context][name]["css"]), (context, chip)


def test_tokens_blocks_show_every_context_too(themed, site, resolved):
    """A ```tokens``` grid in prose shows a token's other contexts the same way, chips drawn in them."""
    contexts = resolved["$contexts"]["theme"]["contexts"]
    pages = [p for p in sorted(site.folder.rglob("*.html")) if "swatch--compact" in p.read_text(encoding="utf-8")
             and "tk__cx" in p.read_text(encoding="utf-8")]
    assert pages, "a prose page shows a token grid with a themed token"
    open_page(themed, site.url(pages[0].relative_to(site.folder).as_posix()))
    swatches = themed.execute_script("""
        return [...document.querySelectorAll('.swatch--compact.swatch--color')].filter(s => s.querySelector('.tk__cx')).map(s =>
          [s.dataset.token, [...s.querySelectorAll('.tk__cx > *')].map(el => [el.getAttribute('data-theme'), el.textContent,
            getComputedStyle(el, '::after').backgroundColor])]);""")
    assert swatches
    for name, values in swatches:
        for theme, text, chip in values:
            css = contexts[theme][name]["css"]
            assert text == css, (name, theme, text)
            assert chip == "rgb(" + ", ".join(str(int(css[1:][i:i + 2], 16)) for i in (0, 2, 4)) + ")", (name, theme, chip)
