"""Browser tests of the site's own interface: search, language switcher, theme, menu, print.

Everything is driven the way a person would, with the keyboard wherever the interface can be
used with it, in the shared headless Chromium of conftest.py, on the site served under its
sub-path (and from file:// where that matters). Expectations come from the built site itself
(search-index.js, rules.json, the pages' HTML), never from a fixed list, so the sample content
can grow. See conftest.py for the server and the browser, site_checks.py for the helpers.
"""

import base64
import json
import re
import unicodedata
from html.parser import HTMLParser

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from site_checks import (
    axe_path, clear_site_storage, describe_violations, full_page_png, html_pages, open_page, run_axe,
    screenshot_folder, screenshot_name, set_color_scheme, set_viewport, severe_console_entries, version_folder,
)

HOME = "index.html"
TOKENS = "tokens/index.html"
NOT_FOUND = "404.html"
FIELD = "input[data-search]"
LISTBOX = "#" + "site-search-results"
THEME_KEY = "specimen-theme"
MAX_TABS = 200
WAIT_S = 10


# ── fixtures and helpers ─────────────────────────────────────────────────────────────────────

@pytest.fixture
def nav_driver(driver, site):
    """The shared browser with the site's storage cleared before and after, and no emulation left."""
    driver.set_script_timeout(60)
    clear_site_storage(driver, site)
    set_color_scheme(driver, "light")
    yield driver
    clear_site_storage(driver, site)
    driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": []})
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


@pytest.fixture(scope="module")
def index(site):
    """search-index.js as data: `window.specimenSearchIndex = {...};`."""
    text = (site.folder / "search-index.js").read_text(encoding="utf-8")
    assert text.startswith("window.specimenSearchIndex = "), text[:80]
    return json.loads(text[text.index("{"):text.rindex("}") + 1])


@pytest.fixture(scope="module")
def pages(site):
    return html_pages(site.folder)


@pytest.fixture(scope="module")
def axe_source():
    return axe_path().read_text(encoding="utf-8")


def press(driver, *keys):
    for key in keys:
        ActionChains(driver).send_keys(key).perform()


def type_text(driver, text):
    ActionChains(driver).send_keys(text).perform()


def active(driver, selector):
    return driver.execute_script(
        "return !!document.activeElement && document.activeElement.matches(arguments[0])", selector)


def tab_to(driver, selector, limit=MAX_TABS):
    """Presses Tab until an element matching selector has focus; returns the number of presses."""
    for presses in range(1, limit + 1):
        press(driver, Keys.TAB)
        if active(driver, selector):
            return presses
    raise AssertionError(f"{selector} was not reached with {limit} presses of Tab")


def wait(driver, condition, message, timeout=WAIT_S):
    return WebDriverWait(driver, timeout).until(lambda d: condition(d), message)


def fold(text):
    """The search's folding: lower case, NFD without combining marks, đ → d."""
    decomposed = unicodedata.normalize("NFD", text.lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c)).replace("đ", "d")


def deep_page(index):
    """A page two folders down (its links need ../../ to reach the root), in the default language."""
    for title, url, _summary, lang in index["pages"]:
        if url.count("/") >= 2 and lang == index["pages"][0][3]:
            return url
    pytest.fail("the sample has no page two folders deep")


def open_search(driver):
    """Presses "/" (from the page, not a field) and checks the search field has focus."""
    driver.execute_script("document.activeElement && document.activeElement.blur()")
    press(driver, "/")
    assert active(driver, FIELD), "/ did not move focus to the search field"


def results(driver):
    """What the popup shows: [group label, [[option id, text, href, [marked texts], lang]]]."""
    return driver.execute_script("""
        const list = document.querySelector(arguments[0]);
        if (!list || list.hidden || !list.getClientRects().length) return [];
        return [...list.querySelectorAll('[role=group]')].map(group => [group.getAttribute('aria-label'),
            [...group.querySelectorAll('[role=option]')].map(o => [o.id, o.textContent.replace(/\\s+/g, ' ').trim(),
                o.href, [...o.querySelectorAll('mark')].map(m => m.textContent), o.lang || ''])]);""", LISTBOX)


def wait_for_results(driver, message="no search results appeared"):
    return wait(driver, lambda d: results(d), message)


def active_option(driver):
    """[id, href] of the option aria-activedescendant names, or None."""
    return driver.execute_script("""
        const field = document.querySelector(arguments[0]);
        const id = field.getAttribute('aria-activedescendant');
        const option = id && document.getElementById(id);
        return option ? [id, option.href, option.getAttribute('aria-selected')] : null;""", FIELD)


def arrow_down_to(driver, href, limit=60):
    """Presses ArrowDown until the active option links to href; returns the number of presses."""
    for presses in range(1, limit + 1):
        press(driver, Keys.ARROW_DOWN)
        option = active_option(driver)
        assert option and option[2] == "true", f"ArrowDown left no selected option ({option})"
        assert active(driver, FIELD), "focus must stay in the search field (aria-activedescendant)"
        if option[1] == href:
            return presses
    raise AssertionError(f"no option links to {href}; shown: {results(driver)}")


def label_of(driver, name):
    return driver.execute_script(
        "return document.querySelector('[data-site-search]').getAttribute('data-label-' + arguments[0])", name)


def unique_rule(site):
    """A rule whose id no other rule has or contains, so that its id finds it alone."""
    ids = [rule["id"] for rule in site.rules]
    for rule in site.rules:
        if ids.count(rule["id"]) == 1 and not any(rule["id"] in other for other in ids if other != rule["id"]):
            return rule
    pytest.fail("every rule id is shared or contained in another")


# ── search ───────────────────────────────────────────────────────────────────────────────────

def _alias_component(index, alias="toast"):
    for name, url, aliases, _status, _id, *_ in index["components"]:
        if alias in [a.strip().lower() for a in aliases.split(",")]:
            return name, url
    pytest.fail(f"no component has the alias {alias!r} (the sample's Snackbar should)")


def _search_alias_then_open(driver, index, start_url, expected_url):
    name, _url = _alias_component(index)
    driver.get("about:blank")
    driver.get(start_url)
    open_search(driver)
    type_text(driver, "toast")
    shown = wait_for_results(driver, "typing 'toast' showed nothing")
    groups = dict(shown)
    components = groups.get(label_of(driver, "components"))
    assert components, f"no Components group for 'toast': {shown}"
    first = components[0]
    assert first[1].startswith(name), f"the first component for 'toast' is {first[1]!r}, not {name}"
    assert [fold(m) for m in first[3]] == ["toast"], f"'toast' is not marked in {first}"
    assert driver.execute_script("return document.querySelector(arguments[0]).getAttribute('aria-expanded')", FIELD) == "true"
    press(driver, Keys.ARROW_DOWN)
    option = active_option(driver)
    assert option and option[0] == first[0], f"ArrowDown selected {option}, not the best result {first}"
    press(driver, Keys.ENTER)
    wait(driver, lambda d: d.current_url == expected_url, f"Enter did not open {expected_url}")
    assert severe_console_entries(driver) == []


def test_search_finds_a_component_by_its_alias_with_the_keyboard(nav_driver, site, index):
    """"/" then "toast": Snackbar is the first Components result, its alias marked; ArrowDown, Enter."""
    _name, url = _alias_component(index)
    _search_alias_then_open(nav_driver, index, site.url(deep_page(index)), site.url(url))


def test_search_works_from_a_file_url(nav_driver, site, index):
    _name, url = _alias_component(index)
    _search_alias_then_open(nav_driver, index, site.file_url(deep_page(index)), site.file_url(url))
    assert nav_driver.execute_script("return location.protocol") == "file:"


def test_search_finds_a_rule_by_its_id_and_lands_on_its_row(nav_driver, site, index):
    rule = unique_rule(site)
    start = next(url for _t, url, _s, _l in index["pages"] if url.count("/") >= 2 and url != rule["url"].split("#")[0])
    open_page(nav_driver, site.url(start))
    open_search(nav_driver)
    type_text(nav_driver, rule["id"])
    shown = wait_for_results(nav_driver)
    rules = dict(shown).get(label_of(nav_driver, "rules"))
    assert rules, f"no Rules group for {rule['id']!r}: {shown}"
    expected = site.url(rule["url"])
    hit = next((option for option in rules if option[2] == expected), None)
    assert hit, f"{rule['id']} does not lead to {expected}: {rules}"
    assert rule["id"] in hit[3], f"the id is not marked: {hit}"
    arrow_down_to(nav_driver, expected)
    press(nav_driver, Keys.ENTER)
    wait(nav_driver, lambda d: d.current_url == expected, f"Enter did not open {expected}")
    anchor = rule["url"].split("#", 1)[1]
    assert nav_driver.execute_script("const t = document.querySelector(':target'); return t && t.id") == anchor, \
        "the rule's row is not the :target"
    wait(nav_driver, lambda d: d.execute_script(
        "const r = document.querySelector(':target').getBoundingClientRect(); return r.top >= 0 && r.top < innerHeight"),
        "the rule's row is not scrolled into view")


def test_search_is_insensitive_to_case_and_diacritics(nav_driver, site, index):
    """A title with diacritics (the Vietnamese pages) is found by the same words without them."""
    titled = [(title, url, lang) for title, url, _s, lang in index["pages"] if fold(title) != title.lower()]
    if not titled:
        pytest.skip("no page title has diacritics")
    title, url, lang = titled[0]
    word = next(w for w in title.split() if fold(w) != w.lower())
    query = fold(title).upper()
    open_page(nav_driver, site.url(HOME))
    open_search(nav_driver)
    type_text(nav_driver, query)
    pages = dict(wait_for_results(nav_driver)).get(label_of(nav_driver, "pages")) or []
    hit = next((option for option in pages if option[2] == site.url(url)), None)
    assert hit, f"{query!r} does not find the page {title!r}: {pages}"
    assert fold(word) in [fold(mark) for mark in hit[3]], f"{word!r} is not marked in {hit}"
    page_lang = nav_driver.execute_script("return document.documentElement.lang")
    if lang != page_lang:
        assert hit[4] == lang, "a result in another language must carry its lang attribute"


def test_search_prefers_the_pages_language(nav_driver, site, index):
    """With an English and a Vietnamese result equally good, each language's page lists its own first."""
    twin_pages = [url for _t, url, _s, lang in index["pages"] if lang == "vi"]
    if not twin_pages:
        pytest.skip("the site has no Vietnamese pages")
    fake = {"v": 2, "tokenPages": ["tokens/index.html"], "headings": [], "components": [], "rules": [], "tokens": [],
            "pages": [["Zebra crossing", "index.html", "", "vi"], ["Zebra crossing", "index.html#main", "", "en"]]}
    for page, lang in ((HOME, "en"), (twin_pages[0], "vi")):
        open_page(nav_driver, site.url(page))
        nav_driver.execute_script("window.specimenSearchIndex = arguments[0]", fake)
        open_search(nav_driver)
        type_text(nav_driver, "zebra")
        pages = dict(wait_for_results(nav_driver)).get(label_of(nav_driver, "pages"))
        assert [option[4] or lang for option in pages][0] == lang, f"on a {lang} page: {pages}"


def test_search_shows_statuses_and_platforms_in_the_pages_language(nav_driver, site, index):
    """Status words and platform names in results are the page's language's, from the index's labels."""
    twin_pages = [url for _t, url, _s, lang in index["pages"] if lang == "vi"]
    if not twin_pages or "vi" not in index.get("labels", {}):
        pytest.skip("the site has no Vietnamese pages")
    labels = index["labels"]["vi"]
    stable = next(c for c in index["components"] if c[3] == "stable")
    open_page(nav_driver, site.url(twin_pages[0]))
    open_search(nav_driver)
    type_text(nav_driver, stable[0])
    options = dict(wait_for_results(nav_driver)).get(label_of(nav_driver, "components"))
    assert options and labels["statuses"]["stable"] in options[0][1], options
    # A per-platform status: the platform by its Vietnamese name, its status by its Vietnamese word.
    fake = {"v": 2, "tokenPages": ["tokens/index.html"], "pages": [], "headings": [], "rules": [], "tokens": [],
            "labels": index["labels"],
            "components": [["Zebra", "components/index.html", "", "", "zebra",
                            [[id, "stable"] for id in labels["platforms"]]]]}
    nav_driver.execute_script("window.specimenSearchIndex = arguments[0]", fake)
    nav_driver.refresh()
    nav_driver.execute_script("window.specimenSearchIndex = arguments[0]", fake)
    open_search(nav_driver)
    type_text(nav_driver, "zebra")
    text = dict(wait_for_results(nav_driver)).get(label_of(nav_driver, "components"))[0][1]
    for name in labels["platforms"].values():
        assert name + " " + labels["statuses"]["stable"] in text, text


def test_search_shows_index_text_as_text_only(nav_driver, site):
    """Markup in the index is shown as text: results are built with textContent, never innerHTML."""
    fake = {"v": 2, "tokenPages": ["tokens/index.html"], "headings": [], "rules": [], "tokens": [],
            "pages": [['<img src=x onerror="window.pwned=1">Guide', "index.html", "<b>bold</b> & <i>more</i>", "en"]],
            "components": [["<script>window.pwned=2</script>Widget", "index.html", "<u>guide</u>", "stable", "w"]]}
    open_page(nav_driver, site.url(HOME))
    nav_driver.execute_script("window.specimenSearchIndex = arguments[0]", fake)
    open_search(nav_driver)
    type_text(nav_driver, "guide")
    shown = wait_for_results(nav_driver)
    texts = " ".join(option[1] for _label, options in shown for option in options)
    assert "<img src=x" in texts and "<b>bold</b>" in texts and "<script>" in texts
    tags = nav_driver.execute_script("""return [...document.querySelectorAll(arguments[0] + ' *')]
        .map(e => e.tagName.toLowerCase()).filter(t => !['div', 'a', 'span', 'mark', 'code'].includes(t))""", LISTBOX)
    assert tags == [], f"elements made from index text: {tags}"
    assert nav_driver.execute_script("return window.pwned") is None


def test_search_says_when_nothing_matches_and_escape_closes_then_clears(nav_driver, site):
    open_page(nav_driver, site.url(HOME))
    open_search(nav_driver)
    type_text(nav_driver, "qxzvjqxzvj")
    no_results = label_of(nav_driver, "no-results")
    wait(nav_driver, lambda d: d.execute_script(
        "const e = document.querySelector('[data-search-empty]'); return !e.hidden && e.getClientRects().length > 0"),
        "no 'no results' message")
    assert nav_driver.find_element("css selector", "[data-search-empty]").text == no_results
    assert results(nav_driver) == []
    assert nav_driver.execute_script("return document.querySelector(arguments[0]).getAttribute('aria-expanded')", FIELD) == "false"
    wait(nav_driver, lambda d: d.execute_script(
        "return document.querySelector('[data-search-status]').textContent") == no_results,
        "the status region does not announce 'no results'")
    press(nav_driver, Keys.ESCAPE)
    assert nav_driver.execute_script("return document.querySelector('[data-search-popup]').hidden")
    assert active(nav_driver, FIELD)
    press(nav_driver, Keys.ESCAPE)
    assert nav_driver.execute_script("return document.querySelector(arguments[0]).value", FIELD) == ""


def test_search_results_link_inside_the_site_from_any_depth(nav_driver, site, index):
    open_page(nav_driver, site.url(deep_page(index)))
    open_search(nav_driver)
    type_text(nav_driver, "tab")
    shown = wait_for_results(nav_driver)
    hrefs = [option[2] for _label, options in shown for option in options]
    assert hrefs and all(href.startswith(site.base_url) for href in hrefs), hrefs
    assert max(len(options) for _label, options in shown) <= 8, "more than eight results in a group"
    for href in hrefs:
        path = href[len(site.base_url):].split("#")[0]
        assert (site.folder / path).is_file(), f"{href} names no file of the site"


def test_slash_does_not_steal_focus_from_another_field(nav_driver, site):
    open_page(nav_driver, site.url(HOME))
    nav_driver.execute_script("""const i = document.createElement('input'); i.id = 'other-field';
        document.querySelector('main').prepend(i); i.focus();""")
    type_text(nav_driver, "a/b")
    assert active(nav_driver, "#other-field")
    assert nav_driver.execute_script("return document.getElementById('other-field').value") == "a/b"


def test_the_not_found_page_offers_search(nav_driver, site, pages):
    if NOT_FOUND not in pages:
        pytest.skip("no 404.html")
    open_page(nav_driver, site.url(NOT_FOUND))
    tab_to(nav_driver, "[data-search-open]")
    press(nav_driver, Keys.ENTER)
    assert active(nav_driver, FIELD)
    assert severe_console_entries(nav_driver) == []


# ── language switcher ────────────────────────────────────────────────────────────────────────

class _Languages(HTMLParser):
    """The hreflang links of a page's language switcher (<nav class="languages">)."""

    def __init__(self):
        super().__init__()
        self.depth, self.links = 0, {}

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "nav" and "languages" in (attrs.get("class") or "").split():
            self.depth = 1
        elif self.depth and tag == "a" and attrs.get("hreflang"):
            self.links[attrs["hreflang"]] = attrs["href"]

    def handle_endtag(self, tag):
        if tag == "nav":
            self.depth = 0


def test_language_switcher_goes_to_the_twin_and_back(nav_driver, site, pages):
    twin = None
    for page in pages:
        html = (site.folder / page).read_text(encoding="utf-8")
        if '<html lang="en">' in html:
            parser = _Languages()
            parser.feed(html)
            if "vi" in parser.links:
                twin = page
                break
    if twin is None:
        pytest.skip("no English page has a Vietnamese twin")
    open_page(nav_driver, site.url(twin))
    tab_to(nav_driver, '.languages a[hreflang="vi"]')
    press(nav_driver, Keys.ENTER)
    wait(nav_driver, lambda d: d.execute_script("return document.documentElement.lang") == "vi",
         "the switcher did not lead to a Vietnamese page")
    assert nav_driver.find_element("css selector", '.languages [aria-current="true"]').get_attribute("lang") == "vi"
    tab_to(nav_driver, '.languages a[hreflang="en"]')
    press(nav_driver, Keys.ENTER)
    wait(nav_driver, lambda d: d.current_url == site.url(twin), "the switcher did not lead back")
    assert nav_driver.execute_script("return document.documentElement.lang") == "en"


# ── theme ────────────────────────────────────────────────────────────────────────────────────

def body_background(driver):
    return driver.execute_script("return getComputedStyle(document.body).backgroundColor")


def luminance(css):
    r, g, b = [int(x) for x in re.findall(r"\d+", css)[:3]]
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255


def theme_state(driver):
    return driver.execute_script("""return [document.documentElement.getAttribute('data-theme'),
        localStorage.getItem(arguments[0]),
        (document.querySelector('[data-theme-switch] input:checked') || {}).value || null]""", THEME_KEY)


# Runs at the very start of each document: lists, in the order they happen, the setting of
# <html data-theme>, the insertion of <body> and DOMContentLoaded (with data-theme at that moment).
_FIRST_PAINT_PROBE = """
(() => {
  const log = [];
  window.__themeLog = log;
  new MutationObserver(records => {
    for (const record of records) {
      if (record.type === 'attributes') log.push(['data-theme', record.target.getAttribute('data-theme')]);
      for (const node of record.addedNodes || []) if (node.nodeName === 'BODY') log.push(['body', null]);
    }
  }).observe(document, {subtree: true, childList: true, attributes: true, attributeFilter: ['data-theme']});
  document.addEventListener('DOMContentLoaded', () =>
    log.push(['DOMContentLoaded', document.documentElement.getAttribute('data-theme')]));
})();
"""


def test_theme_switch_with_the_keyboard_remembers_dark_without_a_flash(nav_driver, site, index):
    driver = nav_driver
    page = site.url(deep_page(index))
    open_page(driver, page)
    light = body_background(driver)
    assert luminance(light) > 0.8, f"the default (system: light) background is {light}"
    assert theme_state(driver) == [None, None, "system"]

    tab_to(driver, "[data-theme-button]")
    assert driver.find_element("css selector", "[data-theme-button]").get_attribute("aria-expanded") == "false"
    press(driver, Keys.ENTER)
    assert driver.find_element("css selector", "[data-theme-button]").get_attribute("aria-expanded") == "true"
    assert driver.find_element("css selector", "[data-theme-menu]").is_displayed()
    assert active(driver, '[data-theme-menu] input[value="system"]'), "focus goes to the choice in force"
    # The stylesheet draws each choice's icon (a mask on `::before`): three different icons, each
    # a box of the text's size, and the button shows the one of the choice in force.
    icons = driver.execute_script(
        "return [...document.querySelectorAll('[data-theme-menu] label')].map(label => {"
        " const style = getComputedStyle(label, '::before');"
        " return [style.maskImage || style.webkitMaskImage, parseFloat(style.width) * parseFloat(style.height)]; })")
    assert len(icons) == 3 and len({mask for mask, _ in icons}) == 3, f"theme menu icons: {icons}"
    assert all(mask.startswith('url("data:image/svg+xml') and area >= 256 for mask, area in icons), f"theme menu icons: {icons}"
    button = driver.execute_script(
        "const style = getComputedStyle(document.querySelector('[data-theme-button]'), '::before');"
        " return style.maskImage || style.webkitMaskImage")
    assert button == icons[2][0], "the button shows the icon of the choice in force (system)"
    press(driver, Keys.ARROW_UP)  # light, dark, system: up from system is dark
    assert theme_state(driver) == ["dark", "dark", "dark"]
    dark = body_background(driver)
    assert luminance(dark) < 0.2, f"dark was chosen, the background is {dark}"
    press(driver, Keys.ESCAPE)
    assert not driver.find_element("css selector", "[data-theme-menu]").is_displayed()
    assert active(driver, "[data-theme-button]"), "Escape returns focus to the button"

    probe = driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": _FIRST_PAINT_PROBE})
    try:
        driver.refresh()
        log = driver.execute_script("return window.__themeLog")
    finally:
        driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": probe["identifier"]})
    assert theme_state(driver) == ["dark", "dark", "dark"], "the choice did not survive a reload"
    assert body_background(driver) == dark
    events = [entry[0] for entry in log]
    assert "body" in events and "DOMContentLoaded" in events, log
    assert log[0] == ["data-theme", "dark"], f"data-theme must be set first, before <body> exists (no flash): {log}"
    assert dict(log)["DOMContentLoaded"] == "dark", f"data-theme was not set by DOMContentLoaded: {log}"

    open_page(driver, site.url(HOME))
    assert theme_state(driver)[0] == "dark" and body_background(driver) == dark, "another page forgot the choice"

    driver.find_element("css selector", "[data-theme-button]").click()
    driver.find_element("css selector", '[data-theme-menu] input[value="system"]').find_element("xpath", "..").click()
    assert theme_state(driver) == [None, None, "system"]
    assert not driver.find_element("css selector", "[data-theme-menu]").is_displayed(), "a click closes the menu"
    assert body_background(driver) == light


def test_choosing_light_overrides_a_dark_system(nav_driver, site):
    set_color_scheme(nav_driver, "dark")
    open_page(nav_driver, site.url(HOME))
    dark = body_background(nav_driver)
    assert luminance(dark) < 0.2, "the system's dark scheme is followed by default"
    nav_driver.find_element("css selector", "[data-theme-button]").click()
    nav_driver.find_element("css selector", '[data-theme-menu] input[value="light"]').find_element("xpath", "..").click()
    assert theme_state(nav_driver) == ["light", "light", "light"]
    assert luminance(body_background(nav_driver)) > 0.8
    assert nav_driver.execute_script("return getComputedStyle(document.documentElement).colorScheme") == "light"


def test_the_two_dark_blocks_of_the_stylesheet_agree(nav_driver, site):
    """The dark colours are written twice (choice and system); both must give the same values."""
    open_page(nav_driver, site.url(HOME))
    names = nav_driver.execute_script("""
        const names = new Set();
        const walk = rules => { for (const rule of rules) {
            if (rule.cssRules) walk(rule.cssRules);
            if (rule.style && /:root/.test(rule.selectorText || ''))
                for (const name of rule.style) if (name.startsWith('--')) names.add(name); } };
        for (const sheet of document.styleSheets) if ((sheet.href || '').endsWith('specimen.css')) walk(sheet.cssRules);
        return [...names].sort();""")
    assert len(names) > 30, names

    def values(scheme, theme):
        set_color_scheme(nav_driver, scheme)
        nav_driver.execute_script("""const theme = arguments[0], root = document.documentElement;
            if (theme) root.setAttribute('data-theme', theme); else root.removeAttribute('data-theme');""", theme)
        return nav_driver.execute_script(
            "const s = getComputedStyle(document.documentElement); return arguments[0].map(n => s.getPropertyValue(n).trim())",
            names)

    chosen_dark, system_dark = values("light", "dark"), values("dark", None)
    chosen_light, system_light = values("dark", "light"), values("light", None)
    assert chosen_dark == system_dark, {n: (a, b) for n, a, b in zip(names, chosen_dark, system_dark) if a != b}
    assert chosen_light == system_light, {n: (a, b) for n, a, b in zip(names, chosen_light, system_light) if a != b}
    assert chosen_dark != chosen_light


# ── menu ─────────────────────────────────────────────────────────────────────────────────────

def test_menu_button_folds_the_sidebar_on_small_screens(nav_driver, site, index):
    driver = nav_driver
    set_viewport(driver, 375, 812)
    open_page(driver, site.url(deep_page(index)))
    button = driver.find_element("css selector", "[data-menu-button]")
    sidebar = driver.find_element("css selector", "#" + button.get_attribute("aria-controls"))
    assert button.is_displayed() and not sidebar.is_displayed(), "at 375 px the sidebar waits behind the button"
    assert button.get_attribute("aria-expanded") == "false"
    assert button.accessible_name == driver.execute_script(
        "return document.querySelector('.menu-button__label').textContent.trim()"), "the button is named Menu"

    tab_to(driver, "[data-menu-button]")
    press(driver, Keys.ENTER)
    assert button.get_attribute("aria-expanded") == "true" and sidebar.is_displayed()
    press(driver, Keys.TAB)
    assert driver.execute_script("return arguments[0].contains(document.activeElement)", sidebar), \
        "the next Tab after the button enters the menu"
    press(driver, Keys.ESCAPE)
    assert button.get_attribute("aria-expanded") == "false" and not sidebar.is_displayed()
    assert active(driver, "[data-menu-button]"), "Escape returns focus to the button"
    press(driver, Keys.SPACE)
    assert button.get_attribute("aria-expanded") == "true" and sidebar.is_displayed()
    press(driver, Keys.ESCAPE)
    assert button.get_attribute("aria-expanded") == "false"
    width = driver.execute_script("return document.documentElement.scrollWidth")
    assert width <= 375, f"the page is {width} px wide at 375 px"

    set_viewport(driver, 1280, 900)
    open_page(driver, site.url(deep_page(index)))
    assert not driver.find_element("css selector", "[data-menu-button]").is_displayed()
    assert driver.find_element("css selector", "#site-nav").is_displayed()


def test_without_javascript_the_sidebar_stays_and_script_controls_are_hidden(nav_driver, site, index):
    driver = nav_driver
    driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        for width in (375, 1280):
            set_viewport(driver, width, 900)
            open_page(driver, site.url(deep_page(index)))
            assert driver.execute_script("return document.documentElement.className") == ""
            assert driver.find_element("css selector", "#site-nav").is_displayed(), f"no sidebar at {width} px"
            for selector in ("[data-site-search]", "[data-theme-switch]", "[data-menu-button]"):
                assert not driver.find_element("css selector", selector).is_displayed(), f"{selector} shown without JS"
            width_now = driver.execute_script("return document.documentElement.scrollWidth")
            assert width_now <= width
    finally:
        driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})


# ── accessibility of every state ─────────────────────────────────────────────────────────────

def _state_pages(site, pages):
    component = next((p for p in pages if p.startswith("components/") and p != "components/index.html"
                      and "spec__rules" in (site.folder / p).read_text(encoding="utf-8")), None)
    return [p for p in (HOME, component, TOKENS, NOT_FOUND) if p and p in pages]


def _search_open(driver, query):
    open_search(driver)
    type_text(driver, query)
    wait_for_results(driver)


def _theme_menu_open(driver):
    driver.find_element("css selector", "[data-theme-button]").click()
    assert driver.find_element("css selector", "[data-theme-menu]").is_displayed()


def _menu_open(driver):
    driver.find_element("css selector", "[data-menu-button]").click()
    assert driver.find_element("css selector", "#site-nav").is_displayed()


STATES = {
    "search-open": (1280, lambda d: _search_open(d, "tab")),
    "search-open-tokens": (1280, lambda d: _search_open(d, "color")),
    "search-open-375": (375, lambda d: _search_open(d, "button")),
    "search-no-results": (1280, lambda d: _search_open_empty(d)),
    "theme-menu-open": (1280, _theme_menu_open),
    "menu-open-375": (375, _menu_open),
    "menu-closed-375": (375, lambda d: None),
}


def _search_open_empty(driver):
    open_search(driver)
    type_text(driver, "qxzvjqxzvj")
    wait(driver, lambda d: d.find_element("css selector", "[data-search-empty]").is_displayed(), "no message")


@pytest.mark.parametrize("scheme", ("light", "dark"))
def test_no_axe_violations_with_the_interface_open(nav_driver, site, pages, axe_source, scheme):
    """axe-core finds nothing with the search popup, the theme menu or the small-screen menu open."""
    failures = []
    for page in _state_pages(site, pages):
        for state, (width, prepare) in STATES.items():
            set_color_scheme(nav_driver, scheme)
            set_viewport(nav_driver, width, 900)
            open_page(nav_driver, site.url(page))
            prepare(nav_driver)
            result = run_axe(nav_driver, axe_source)
            if result["violations"]:
                failures += describe_violations(f"{page} [{state}]", result["violations"])
    if failures:
        pytest.fail(f"axe-core ({scheme}) with the interface open:\n" + "\n".join(failures), pytrace=False)


def test_state_screenshots(nav_driver, site, pages, capsys):
    """PNGs of the menu and the theme menu open, for people to look at (search open: test_site.py)."""
    folder = screenshot_folder()
    written = []
    for scheme in ("light", "dark"):
        set_color_scheme(nav_driver, scheme)
        for state, width, prepare in (("menu-open", 375, _menu_open), ("theme-menu-open", 1280, _theme_menu_open)):
            set_viewport(nav_driver, width, 900)
            open_page(nav_driver, site.url(HOME))
            prepare(nav_driver)
            written.append(full_page_png(nav_driver, folder / screenshot_name(HOME, width, scheme, state), max_height=1800))
    assert all(path.stat().st_size > 1000 for path in written)
    with capsys.disabled():
        print(f"\nstate screenshots: {len(written)} PNGs in {folder}")


# ── tables, print, head ──────────────────────────────────────────────────────────────────────

def _table_roles(driver):
    """The accessibility role Chromium gives each table in <main>, in document order."""
    driver.execute_cdp_cmd("Accessibility.enable", {})
    root = driver.execute_cdp_cmd("DOM.getDocument", {"depth": 0})["root"]["nodeId"]
    nodes = driver.execute_cdp_cmd("DOM.querySelectorAll", {"nodeId": root, "selector": "main table"})["nodeIds"]
    roles = []
    for node in nodes:
        tree = driver.execute_cdp_cmd("Accessibility.getPartialAXTree", {"nodeId": node, "fetchRelatives": False})
        roles.append(tree["nodes"][0]["role"]["value"] if tree["nodes"] else None)
    return roles


def test_tables_stay_tables_inside_their_scroll_region(nav_driver, site, pages):
    """Every table in the content keeps its table semantics, in a named, focusable region that alone
    scrolls sideways (the table itself never scrolls: no double scroller), at 320 and 375 px; rule
    and contrast tables, stacked as cards there, do not scroll at all."""
    failures = []
    for width in (320, 375):
        set_viewport(nav_driver, width, 800)
        for page in pages:
            if "<table" not in (site.folder / page).read_text(encoding="utf-8"):
                continue
            open_page(nav_driver, site.url(page))
            found = nav_driver.execute_script("""
                return [...document.querySelectorAll('main table')].map((t, i) => {
                    const box = t.parentElement;
                    return [i, getComputedStyle(t).overflowX, box.classList.contains('table-scroll'), box.getAttribute('role'),
                            box.tabIndex, !!(box.getAttribute('aria-label') || box.getAttribute('aria-labelledby')),
                            getComputedStyle(box).overflowX, t.classList.contains('ref-table--cards')]; });""")
            roles = _table_roles(nav_driver)
            for (i, overflow, wrapped, role, tabindex, named, box_overflow, cards), ax_role in zip(found, roles):
                # Rule and contrast tables are stacked cards at these widths: nothing to scroll
                # (test_readable.py checks they fit), still a table to assistive technology.
                if (ax_role != "table" or overflow != "visible" or not wrapped or role != "region" or tabindex != 0
                        or not named or box_overflow != ("visible" if cards else "auto")):
                    failures.append(f"  {page} at {width} px: table {i}: role {ax_role}, own overflow {overflow}, "
                                    f"in .table-scroll {wrapped} (role {role}, tabindex {tabindex}, named {named}, "
                                    f"overflow {box_overflow})")
            scroll_width = nav_driver.execute_script("return document.documentElement.scrollWidth")
            client_width = nav_driver.execute_script("return document.documentElement.clientWidth")
            if scroll_width > client_width:
                failures.append(f"  {page}: {scroll_width} px wide in a {client_width} px window ({width} px)")
    if failures:
        pytest.fail("tables:\n" + "\n".join(failures), pytrace=False)


def test_a_guideline_page_prints_its_rules_without_the_interface(nav_driver, site, pages, capsys):
    page = _state_pages(site, pages)[1]
    open_page(nav_driver, site.url(page))
    nav_driver.execute_script("localStorage.setItem(arguments[0], 'dark')", THEME_KEY)
    open_page(nav_driver, site.url(page))
    nav_driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print", "features": []})
    hidden = ["[data-site-search]", "[data-theme-switch]", "[data-menu-button]", "#site-nav", ".breadcrumbs",
              ".toc", ".pager", ".skip-link", ".content__bar"]
    shown = nav_driver.execute_script("""
        return arguments[0].filter(s => [...document.querySelectorAll(s)].some(e => getComputedStyle(e).display !== 'none'));""",
        hidden)
    assert shown == [], f"printed although they are interface: {shown}"
    tables = nav_driver.execute_script("""
        return [...document.querySelectorAll('.spec__rules')].map(t => [t.getBoundingClientRect().width,
            t.closest('.table-scroll').getBoundingClientRect().width, getComputedStyle(t.closest('.table-scroll')).overflowX,
            getComputedStyle(t).display]);""")
    assert tables, f"{page} has no rule table"
    for table_width, box_width, overflow, display in tables:
        assert display == "table" and overflow == "visible" and table_width <= box_width + 1, tables
    colours = nav_driver.execute_script(
        "return [getComputedStyle(document.body).backgroundColor, getComputedStyle(document.body).color]")
    assert colours == ["rgb(255, 255, 255)", "rgb(0, 0, 0)"], f"paper is printed light even in dark mode: {colours}"
    pdf = nav_driver.execute_cdp_cmd("Page.printToPDF", {"printBackground": True, "preferCSSPageSize": True})
    data = base64.b64decode(pdf["data"])
    assert data.startswith(b"%PDF")
    path = screenshot_folder() / screenshot_name(page, "print", "light").replace(".png", ".pdf")
    path.write_bytes(data)
    with capsys.disabled():
        print(f"\nprinted {page}: {path}")


class _Head(HTMLParser):
    def __init__(self):
        super().__init__()
        self.links, self.metas, self.scripts, self.base, self.inline = [], {}, [], None, []
        self.in_head, self.seen_stylesheet = False, False

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "head":
            self.in_head = True
        if "style" in attrs:
            self.inline.append(f"style attribute on <{tag}>")
        if tag == "style":
            self.inline.append("<style> element")
        if tag == "script":
            if not attrs.get("src"):
                self.inline.append("inline <script>")
            self.scripts.append((attrs.get("src"), "defer" in attrs, "async" in attrs, self.in_head, self.seen_stylesheet))
        if not self.in_head:
            return
        if tag == "base":
            self.base = attrs.get("href")
        elif tag == "link":
            self.links.append((attrs.get("rel"), attrs.get("href"), attrs.get("hreflang")))
            if attrs.get("rel") == "stylesheet":
                self.seen_stylesheet = True
        elif tag == "meta" and (attrs.get("property") or attrs.get("name")):
            self.metas[attrs.get("property") or attrs.get("name")] = attrs.get("content")

    def handle_endtag(self, tag):
        if tag == "head":
            self.in_head = False


def test_head_links_open_graph_and_no_inline_script_or_style(site, pages):
    """Canonical and alternate links, Open Graph, <base> only on 404.html, and nothing inline."""
    failures = []
    heads = {}
    for page in pages:
        head = _Head()
        head.feed((site.folder / page).read_text(encoding="utf-8"))
        heads[page] = head
    has_base_url = any(rel == "canonical" for rel, _h, _l in heads[HOME].links)
    for page, head in heads.items():
        say = lambda text: failures.append(f"  {page}: {text}")  # noqa: E731
        if head.inline:
            say(", ".join(sorted(set(head.inline))) + " (a strict Content-Security-Policy forbids them)")
        first = head.scripts[0] if head.scripts else None
        if not first or not first[0].endswith("theme/theme-init.js") or first[1] or first[2] or not first[3] or first[4]:
            say(f"the first script must be theme/theme-init.js, blocking, in <head> before the stylesheets: {first}")
        for src, defer, asynchronous, _in_head, _after in head.scripts[1:]:
            if not (defer or asynchronous):
                say(f"{src} blocks rendering")
        for key in ("og:title", "og:type", "og:site_name"):
            if not head.metas.get(key):
                say(f"no {key}")
        if head.metas.get("description") != head.metas.get("og:description"):
            say("og:description differs from the description")
        if head.metas.get("color-scheme") != "light dark":
            say("no <meta name=color-scheme content='light dark'>")
        canonical = [href for rel, href, _l in head.links if rel == "canonical"]
        # Each version has its 404.html: the current one's at the root, an older one's in its folder.
        if page == version_folder(site.folder, page) + NOT_FOUND:
            if has_base_url and not (head.base or "").startswith(("http://", "https://")):
                say(f"404.html needs an absolute <base href>, not {head.base!r}")
            if canonical:
                say("404.html has a canonical link")
            continue
        if head.base:
            say("only 404.html has a <base href>")
        if has_base_url:
            if len(canonical) != 1 or not canonical[0].startswith(("http://", "https://")):
                say(f"canonical links: {canonical}")
            elif head.metas.get("og:url") != canonical[0]:
                say(f"og:url {head.metas.get('og:url')} is not the canonical {canonical[0]}")
            alternates = {lang: href for rel, href, lang in head.links if rel == "alternate" and lang}
            if alternates and canonical and canonical[0] not in alternates.values():
                say(f"the alternates {alternates} do not include the page itself")
    if failures:
        pytest.fail(f"{len(failures)} problems in the pages' <head>:\n" + "\n".join(failures), pytrace=False)


def test_home_page_counts_every_component_and_links_recent_rules(nav_driver, site, index):
    open_page(nav_driver, site.url(HOME))
    counts = nav_driver.execute_script("""return [...document.querySelectorAll('.status-tile')].map(t =>
        [t.querySelector('.badge').textContent.trim(), Number(t.querySelector('.status-tile__count').textContent)])""")
    # A component's status, or one per platform when its lifecycle differs by platform (the
    # entry's sixth item: [[platform name, status], …]); the tiles count each.
    statuses = []
    for component in index["components"]:
        if component[3]:
            statuses.append(component[3])
        elif len(component) > 5 and isinstance(component[5], list):
            statuses += [status for _platform, status in component[5]]
    if statuses:
        assert sum(count for _s, count in counts) == len(statuses), counts
        assert {s for s, _c in counts} == set(statuses)
    recent = nav_driver.execute_script(
        "return [...document.querySelectorAll('.recent-rule a')].map(a => a.href)")
    urls = {site.url(rule["url"]) for rule in site.rules}
    assert set(recent) <= urls, set(recent) - urls
