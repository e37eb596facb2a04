"""Browser tests of the generated reference pages: rules/ (with its filter) and components/.

Expectations are computed from the built site's rules.json, never hard-coded, because the
sample content keeps growing. The filter is driven with the keyboard only: Tab to reach a
control, arrow keys to choose an option. See conftest.py for the server and the browser.
"""

import json
import re
import urllib.request
from collections import Counter
from html.parser import HTMLParser
from urllib.parse import urldefrag

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from site_checks import clear_site_storage, older_version_folders, open_page, severe_console_entries, version_folder

RULES = "rules/index.html"
COMPONENTS = "components/index.html"
MAX_TABS = 400


# ── helpers ──────────────────────────────────────────────────────────────────────────────────


@pytest.fixture(autouse=True)
def no_remembered_platform(driver, site):
    """A platform chosen in the rules filter is remembered for the next pages (the platform
    switcher's choice): each test starts from nothing chosen, and leaves nothing behind."""
    clear_site_storage(driver, site)
    yield
    clear_site_storage(driver, site)


def press(driver, key, times=1):
    for _ in range(times):
        ActionChains(driver).send_keys(key).perform()


def active_matches(driver, selector):
    return driver.execute_script("return !!document.activeElement && document.activeElement.matches(arguments[0])", selector)


def tab_to(driver, selector, limit=MAX_TABS):
    """Presses Tab from where focus is until an element matching selector has focus."""
    for presses in range(1, limit + 1):
        press(driver, Keys.TAB)
        if active_matches(driver, selector):
            return presses
    raise AssertionError(f"{selector} was not reached with {limit} presses of Tab")


def choose_with_arrows(driver, value):
    """On the focused <select>, moves to the option with `value` using only the arrow keys."""
    assert driver.execute_script("return document.activeElement.tagName") == "SELECT"
    values, current = driver.execute_script(
        "var s = document.activeElement; return [[...s.options].map(o => o.value), s.selectedIndex]")
    assert value in values, f"{value!r} is not an option ({values})"
    steps = values.index(value) - current
    press(driver, Keys.ARROW_DOWN if steps > 0 else Keys.ARROW_UP, abs(steps))
    assert driver.execute_script("return document.activeElement.value") == value


def filter_select(component=None):
    return f'select[data-filter="{component}"]'


def visible_rows(driver):
    """[component, level, [platforms]] of every rule row a person can see."""
    return driver.execute_script("""
        return [...document.querySelectorAll('table[data-rule-table] tbody tr')]
            .filter(row => !row.hidden && row.getClientRects().length > 0)
            .map(row => [row.dataset.component, (/\\blevel--([a-z-]+)/.exec(row.cells[1].querySelector('.level').className) || [])[1],
                         (row.dataset.platforms || '').split(/\\s+/).filter(Boolean)]);""")


def status_numbers(driver):
    text = driver.execute_script("return document.querySelector('[role=status]').textContent")
    return [int(number) for number in re.findall(r"\d+", text)]


def expected(rules, component="", level="", platform=""):
    return [rule for rule in rules
            if (not component or rule["component"] == component)
            and (not level or rule["level"] == level)
            and (not platform or platform in rule["platforms"])]


def assert_shows(driver, rules, **filters):
    want = expected(rules, **filters)
    rows = visible_rows(driver)
    assert len(rows) == len(want), f"{filters}: {len(rows)} rows visible, rules.json has {len(want)}"
    for component, level, platforms in rows:
        assert not filters.get("component") or component == filters["component"]
        assert not filters.get("level") or level == filters["level"]
        assert not filters.get("platform") or filters["platform"] in platforms
    assert status_numbers(driver) == [len(want), len(rules)]



class _Links(HTMLParser):
    """hrefs of <a> elements and every id, from a page's HTML."""

    def __init__(self):
        super().__init__()
        self.hrefs, self.ids = [], set()

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if attrs.get("id"):
            self.ids.add(attrs["id"])
        if tag == "a" and attrs.get("href"):
            self.hrefs.append(attrs["href"])


def parse(path):
    parser = _Links()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser


# ── rules page ───────────────────────────────────────────────────────────────────────────────

def test_rules_page_is_complete_without_javascript(site):
    """The HTML itself lists every rule and keeps the filter form hidden."""
    html = urllib.request.urlopen(site.url(RULES), timeout=10).read().decode("utf-8")
    assert re.search(r"<form[^>]*\bclass=\"rule-filters\"[^>]*\bhidden\b", html), "the filter form must be hidden in the HTML"
    rows = re.findall(r"<tr data-component=\"([^\"]*)\" data-platforms=\"([^\"]*)\">\s*<td>.*?</td>\s*<td><span class=\"level level--([a-z-]+)\"", html)
    rows = [(component, level, platforms) for component, platforms, level in rows]
    assert Counter(rows) == Counter((r["component"], r["level"], " ".join(r["platforms"])) for r in site.rules)
    assert re.search(r"<tr data-component=[^>]*\bhidden\b", html) is None
    assert '<script src="../theme/rules-filter.js" defer></script>' in html


def test_filter_form_appears_with_every_rule_shown(driver, site):
    open_page(driver, site.url(RULES))
    assert driver.find_element("css selector", "form.rule-filters").is_displayed()
    assert_shows(driver, site.rules)
    assert driver.execute_script("return location.hash") == ""


def test_filter_by_component_with_the_keyboard(driver, site):
    component, count = Counter(rule["component"] for rule in site.rules).most_common(1)[0]
    assert count < len(site.rules), "the sample needs rules of more than one component"
    open_page(driver, site.url(RULES))
    tab_to(driver, filter_select("component"))
    choose_with_arrows(driver, component)
    assert_shows(driver, site.rules, component=component)
    assert driver.execute_script("return location.hash") == f"#component={component}"


def test_filter_by_level_and_platform_with_the_keyboard(driver, site):
    # A combination that hides some rules but not all of them, preferring a platform that some
    # rules list after another one (a row matches any of its platforms, not just the first).
    combinations = Counter((rule["level"], platform) for rule in site.rules for platform in rule["platforms"])
    later = {(rule["level"], platform) for rule in site.rules for platform in rule["platforms"][1:]}
    candidates = [((level, platform) in later, n, level, platform)
                  for (level, platform), n in combinations.items() if 0 < n < len(site.rules)]
    assert candidates, "the sample needs rules of more than one level"
    *_, level, platform = max(candidates)
    open_page(driver, site.url(RULES))
    tab_to(driver, filter_select("component"))
    press(driver, Keys.TAB)
    assert active_matches(driver, filter_select("level"))
    choose_with_arrows(driver, level)
    assert_shows(driver, site.rules, level=level)
    press(driver, Keys.TAB)
    assert active_matches(driver, filter_select("platform"))
    choose_with_arrows(driver, platform)
    assert_shows(driver, site.rules, level=level, platform=platform)
    assert driver.execute_script("return location.hash") == f"#level={level}&platform={platform}"


def test_filters_in_the_hash_apply_on_load(driver, site):
    open_page(driver, site.url(RULES + "#level=must"))
    assert driver.execute_script("return document.querySelector('select[data-filter=level]').value") == "must"
    assert_shows(driver, site.rules, level="must")

    rule = max(site.rules, key=lambda rule: len(rule["platforms"]))
    component, platform = rule["component"], rule["platforms"][-1]
    open_page(driver, site.url(f"{RULES}#component={component}&platform={platform}"))
    assert_shows(driver, site.rules, component=component, platform=platform)


def test_unknown_hash_values_and_other_fragments_show_everything(driver, site):
    open_page(driver, site.url(RULES + "#level=nonsense&component=nothing-like-this"))
    assert_shows(driver, site.rules)
    open_page(driver, site.url(RULES + "#main"))
    assert_shows(driver, site.rules)


def test_resetting_to_all_shows_every_row(driver, site):
    rule = site.rules[-1]
    open_page(driver, site.url(f"{RULES}#component={rule['component']}&level={rule['level']}"))
    assert_shows(driver, site.rules, component=rule["component"], level=rule["level"])
    tab_to(driver, filter_select("component"))
    choose_with_arrows(driver, "")
    assert_shows(driver, site.rules, level=rule["level"])
    press(driver, Keys.TAB)
    choose_with_arrows(driver, "")
    assert_shows(driver, site.rules)
    assert driver.execute_script("return location.hash") == ""


def test_filter_works_from_a_file_url(driver, site):
    """The site is also opened straight from disk; the hash is read and written there too."""
    open_page(driver, site.file_url(RULES + "#level=must"))
    assert driver.execute_script("return location.protocol") == "file:"
    assert_shows(driver, site.rules, level="must")
    platform = site.rules[0]["platforms"][0]
    tab_to(driver, filter_select("platform"))
    choose_with_arrows(driver, platform)
    assert_shows(driver, site.rules, level="must", platform=platform)
    assert driver.execute_script("return location.hash") == f"#level=must&platform={platform}"
    assert severe_console_entries(driver) == []


def test_a_hash_changed_after_load_applies(driver, site):
    open_page(driver, site.url(RULES + "#level=must"))
    driver.execute_script("location.hash = 'level=should'")
    assert_shows(driver, site.rules, level="should")
    driver.execute_script("location.hash = 'main'")  # the skip link: filters stay as they are
    assert_shows(driver, site.rules, level="should")


def test_rule_links_lead_to_rule_rows(site):
    """Each rule's link on the rules page names a page and a row id that exist."""
    for rule in site.rules:
        page, anchor = urldefrag(rule["url"])
        assert anchor in parse(site.folder / page).ids, f"{rule['url']} has no row"


# ── components page ──────────────────────────────────────────────────────────────────────────

def test_every_component_has_a_row(site):
    """Every component with rules, and every component a spec block links to, has its row in the
    components page of its version (an older version has its own, in its folder)."""
    for version in [""] + older_version_folders(site.folder):
        rows = {id for id in parse(site.folder / version / COMPONENTS).ids if id.startswith("component-")}
        rules = json.loads((site.folder / version / "rules.json").read_text(encoding="utf-8"))["rules"]
        wanted = {"component-" + rule["component"] for rule in rules}
        for page in (site.folder / version).rglob("*.html"):
            if version_folder(site.folder, page.relative_to(site.folder).as_posix()) != version:
                continue
            for href in parse(page).hrefs:
                path, fragment = urldefrag(href)
                if path.endswith("components/index.html") and fragment:
                    wanted.add(fragment)
        assert wanted, f"{version or 'the current version'}: no components to look for"
        assert wanted <= rows, f"{version or 'the current version'}: missing rows: {sorted(wanted - rows)}"


def test_components_table_rows_in_the_browser(driver, site):
    open_page(driver, site.url(COMPONENTS))
    ids = driver.execute_script("return [...document.querySelectorAll('main table tbody tr')].map(r => r.id)")
    assert ids and all(id.startswith("component-") for id in ids)
    assert len(ids) == len(set(ids))
    assert {"component-" + rule["component"] for rule in site.rules} <= set(ids)


def test_component_links_are_reachable_by_tab_and_resolve(driver, site):
    open_page(driver, site.url(COMPONENTS))
    links = driver.execute_script("return [...document.querySelectorAll('main table a[href]')].map(a => a.href)")
    assert links, "the components table has no links"
    focused = set()
    for _ in range(MAX_TABS):
        press(driver, Keys.TAB)
        href = driver.execute_script("var e = document.activeElement; return e && e.closest('main table') && e.href || null")
        if href:
            focused.add(href)
        if focused >= set(links):
            break
    assert set(links) <= focused, f"not reachable by Tab: {sorted(set(links) - focused)}"
    for link in links:
        assert link.startswith(site.base_url), f"{link} leaves the site's sub-path"
        with urllib.request.urlopen(link, timeout=10) as response:
            assert response.status == 200, link


# ── every reference page ─────────────────────────────────────────────────────────────────────

def _spec_page(site):
    for page in sorted(site.folder.rglob("*.html")):
        if '<section class="spec"' in page.read_text(encoding="utf-8"):
            return page.relative_to(site.folder).as_posix()
    pytest.fail("no page has a spec block")


@pytest.mark.parametrize("page", [RULES, COMPONENTS, "spec-page"])
def test_no_console_errors(driver, site, page):
    path = _spec_page(site) if page == "spec-page" else page
    open_page(driver, site.url(path))
    if path == RULES:  # exercise the script too
        tab_to(driver, filter_select("level"))
        press(driver, Keys.ARROW_DOWN)
    assert severe_console_entries(driver) == []


@pytest.mark.parametrize("page", [RULES, COMPONENTS, "spec-page"])
def test_no_horizontal_scroll_at_375_px(driver, site, page):
    path = _spec_page(site) if page == "spec-page" else page
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 375, "height": 812, "deviceScaleFactor": 1, "mobile": False})
    open_page(driver, site.url(path))
    width, inner = driver.execute_script("return [document.documentElement.scrollWidth, window.innerWidth]")
    assert inner == 375
    assert width <= inner, f"{path} is {width} px wide at 375 px"
    # Wide tables scroll inside their own region, which the keyboard can reach; rule and
    # contrast tables are stacked cards instead (test_readable.py).
    regions = driver.execute_script("""
        return [...document.querySelectorAll('table:not(.ref-table--cards)')].map(t => {
            var box = t.closest('.table-scroll');
            return box ? [box.getAttribute('role'), box.tabIndex, getComputedStyle(box).overflowX] : null; });""")
    if path in (RULES, COMPONENTS):
        assert all(region == ["region", 0, "auto"] for region in regions), regions
    if path == COMPONENTS:
        assert regions
