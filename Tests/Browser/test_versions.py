"""Browser tests of versions (site.yml `versions:`): the sample publishes 1.0 (Versions/1.x, labelled
"1.x") in 1.0/ beside the current version (Content/, 2.3), and a reader moves between them.

What a reader sees: the version switcher in the header goes to the same page in the other version
(by path, by `translationKey` for a page that moved, by the registry alias of a renamed component)
or to that version's home; an older version's pages open with a banner leading to the current page,
and their canonical link names it; search covers the version being read only. The switcher works
with the keyboard, fits a 375 px phone, and passes axe open in light and dark mode. The pages these
tests visit are the known differences listed in Versions/README.md; the labels, links and words
come from the built site and from Content/site.yml, Versions/1.x/site.yml. test_site.py's checks
of every page (axe, console, 375 px, links, Nu) include 1.0/, whose files it lists.
"""

import pytest
import yaml
from selenium.webdriver.common.keys import Keys

from conftest import REPO_ROOT
from site_checks import (
    axe_path, clear_site_storage, describe_violations, horizontal_overflow, html_pages, open_page, run_axe,
    set_color_scheme, set_viewport, severe_console_entries,
)
from test_navigation import active, open_search, press, results, tab_to, type_text, wait

SWITCHER = "nav.versions"
SUMMARY = "nav.versions summary"
BANNER = ".version-banner"

CURRENT = yaml.safe_load((REPO_ROOT / "Content" / "site.yml").read_text(encoding="utf-8"))
OLDER = CURRENT["versions"][0]  # {id: "1.0", label: "1.x", content: Versions/1.x}
FOLDER = OLDER["id"] + "/"
OLDER_CONTENT = REPO_ROOT / OLDER["content"]

TABS = "components/tabs/index.html"                  # at the same path in both versions
ONLY_CURRENT = "patterns/search/index.html"          # no page of 1.x matches it
ONLY_OLDER = "patterns/empty-states/index.html"      # a pattern 2.0 removed
MOVED = ("foundations/colour/index.html", "foundations/color/index.html")        # same translationKey
RENAMED = ("components/navigation-bar/index.html", "components/nav-bar/index.html")  # registry alias
OLDER_WORD = "quillwort"    # only in 1.x's prose
CURRENT_WORD = "sandwort"   # only in the current version's prose


@pytest.fixture
def versions_driver(driver, site):
    """The shared browser with the site's storage cleared, and no emulation left afterwards."""
    driver.set_script_timeout(60)
    clear_site_storage(driver, site)
    yield driver
    clear_site_storage(driver, site)
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": []})
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def test_the_sample_has_the_pages_these_tests_visit(site):
    """The differences the tests rely on are in the built site (Versions/README.md lists them)."""
    assert (site.folder / TABS).is_file() and (site.folder / FOLDER / TABS).is_file()
    assert (site.folder / ONLY_CURRENT).is_file() and not (site.folder / FOLDER / ONLY_CURRENT).exists()
    assert (site.folder / FOLDER / ONLY_OLDER).is_file() and not (site.folder / ONLY_OLDER).exists()
    assert (site.folder / MOVED[0]).is_file() and not (site.folder / FOLDER / MOVED[0]).exists()
    assert (site.folder / FOLDER / MOVED[1]).is_file() and not (site.folder / MOVED[1]).exists()
    assert (site.folder / RENAMED[0]).is_file() and (site.folder / FOLDER / RENAMED[1]).is_file()
    older_text = " ".join(p.read_text(encoding="utf-8").lower() for p in OLDER_CONTENT.rglob("*.md"))
    current_text = " ".join(p.read_text(encoding="utf-8").lower() for p in (REPO_ROOT / "Content").rglob("*.md"))
    assert OLDER_WORD in older_text and OLDER_WORD not in current_text
    assert CURRENT_WORD in current_text and CURRENT_WORD not in older_text
    # test_site.py checks every page html_pages lists (axe, console, 375 px, links, Nu): 1.0/ too.
    assert {FOLDER + TABS, FOLDER + ONLY_OLDER, FOLDER + "404.html"} <= set(html_pages(site.folder))


def open_switcher(driver):
    """Clicks the switcher's summary; returns its entries as shown: [[text, href or None, current?]]."""
    summary = driver.find_element("css selector", SUMMARY)
    assert summary.is_displayed(), "the version switcher is not shown"
    summary.click()
    assert driver.execute_script("return document.querySelector(arguments[0] + ' details').open", SWITCHER), \
        "clicking the switcher did not open it"
    entries = driver.find_elements("css selector", SWITCHER + " li")
    assert entries and all(entry.is_displayed() for entry in entries), "the open switcher does not show its versions"
    return [[entry.text.strip(),
             link[0].get_attribute("href") if (link := entry.find_elements("css selector", "a")) else None,
             bool(entry.find_elements("css selector", "[aria-current=true]"))] for entry in entries]


def label_of_current(driver):
    return next(text for text, href, is_current in open_switcher(driver) if is_current)


def choose(driver, site, start, label_start):
    """Opens `start`, opens the switcher and follows the entry whose text starts with `label_start`;
    returns the URL reached."""
    open_page(driver, site.url(start))
    entries = open_switcher(driver)
    chosen = [entry for entry in entries if entry[0].startswith(label_start)]
    assert len(chosen) == 1, f"{start}: no single entry {label_start!r} in {entries}"
    assert chosen[0][1], f"{start}: the entry {label_start!r} is not a link: {entries}"
    driver.find_element("xpath", f"//nav[contains(@class,'versions')]//a[starts-with(normalize-space(.), '{label_start}')]").click()
    wait(driver, lambda d: d.current_url != site.url(start), f"{start}: following {label_start!r} went nowhere")
    assert severe_console_entries(driver) == []
    return driver.current_url


def test_the_switcher_goes_to_the_same_page_in_each_version(versions_driver, site):
    driver = versions_driver
    open_page(driver, site.url(TABS))
    entries = open_switcher(driver)
    assert [text for text, _href, _current in entries] == [f"{CURRENT['version']} (current)", OLDER["label"]], entries
    assert [current for _t, _h, current in entries] == [True, False], "the current version is the one marked as read"
    assert choose(driver, site, TABS, OLDER["label"]) == site.url(FOLDER + TABS)
    assert driver.find_element("css selector", "h1").text == "Tabs"
    assert label_of_current(driver) == OLDER["label"]
    assert choose(driver, site, FOLDER + TABS, CURRENT["version"]) == site.url(TABS)


def test_a_page_only_in_the_current_version_leads_to_the_older_home(versions_driver, site):
    assert choose(versions_driver, site, ONLY_CURRENT, OLDER["label"]) == site.url(FOLDER + "index.html")


def test_a_page_only_in_the_older_version_leads_to_the_current_home(versions_driver, site):
    assert choose(versions_driver, site, FOLDER + ONLY_OLDER, CURRENT["version"]) == site.url("index.html")


def test_a_moved_page_leads_to_its_twin_by_translation_key(versions_driver, site):
    current, older = MOVED
    assert choose(versions_driver, site, current, OLDER["label"]) == site.url(FOLDER + older)
    assert choose(versions_driver, site, FOLDER + older, CURRENT["version"]) == site.url(current)


def test_a_renamed_component_leads_to_its_page_under_the_other_id(versions_driver, site):
    current, older = RENAMED
    assert choose(versions_driver, site, current, OLDER["label"]) == site.url(FOLDER + older)
    assert choose(versions_driver, site, FOLDER + older, CURRENT["version"]) == site.url(current)


def test_the_banner_names_the_version_and_leads_to_the_current_page(versions_driver, site):
    driver = versions_driver
    open_page(driver, site.url(FOLDER + TABS))
    banner = driver.find_element("css selector", BANNER)
    assert banner.is_displayed()
    assert OLDER["label"] in banner.text and CURRENT["version"] in banner.text, banner.text
    assert driver.execute_script("return arguments[0].getBoundingClientRect().bottom <= innerHeight", banner), \
        "the banner is not in view when the page opens"
    assert driver.execute_script(
        "return arguments[0].compareDocumentPosition(document.querySelector('h1')) & Node.DOCUMENT_POSITION_FOLLOWING", banner), \
        "the banner comes after the page's title"
    banner.find_element("css selector", "a").click()
    wait(driver, lambda d: d.current_url == site.url(TABS), f"the banner's link went to {driver.current_url}")
    for page in (TABS, "index.html", ONLY_CURRENT, "rules/index.html"):
        open_page(driver, site.url(page))
        assert driver.find_elements("css selector", BANNER) == [], f"{page}: a current page has the banner"


def test_an_older_page_names_the_current_one_as_canonical(versions_driver, site):
    if not CURRENT.get("baseURL"):
        pytest.skip("the sample has no baseURL, so no canonical links")
    base = CURRENT["baseURL"].rstrip("/") + "/"
    canonical = "return document.querySelector('link[rel=canonical]').href"
    for page, expected in ((FOLDER + TABS, TABS), (TABS, TABS), (FOLDER + MOVED[1], MOVED[0]), (FOLDER + ONLY_OLDER, FOLDER + ONLY_OLDER)):
        open_page(versions_driver, site.url(page))
        assert versions_driver.execute_script(canonical) == base + expected.removesuffix("index.html"), page


def searched(driver, site, page, query):
    """Types `query` into the search of `page`; returns the hrefs shown, [] once it says nothing matches."""
    open_page(driver, site.url(page))
    open_search(driver)
    type_text(driver, query)
    wait(driver, lambda d: results(d) or d.execute_script(
        "const e = document.querySelector('[data-search-empty]'); return !e.hidden && e.getClientRects().length > 0"),
        f"{page}: searching {query!r} showed neither results nor 'no results'")
    return [option[2] for _label, options in results(driver) for option in options]


def test_search_covers_the_version_being_read(versions_driver, site):
    driver = versions_driver
    older_page = FOLDER + TABS
    found = searched(driver, site, older_page, OLDER_WORD)
    assert site.url(FOLDER + ONLY_OLDER) in found, f"{OLDER_WORD!r} on a 1.x page: {found}"
    assert all(href.startswith(site.url(FOLDER)) for href in found), f"a 1.x page's search found other versions' pages: {found}"
    assert searched(driver, site, older_page, CURRENT_WORD) == [], f"{CURRENT_WORD!r} (current only) found on a 1.x page"
    assert searched(driver, site, TABS, OLDER_WORD) == [], f"{OLDER_WORD!r} (1.x only) found on a current page"
    found = searched(driver, site, TABS, CURRENT_WORD)
    assert site.url(ONLY_CURRENT) in found and not any(href.startswith(site.url(FOLDER)) for href in found), found
    assert severe_console_entries(driver) == []


def test_the_switcher_works_with_the_keyboard(versions_driver, site):
    driver = versions_driver
    open_page(driver, site.url(TABS))
    tab_to(driver, SUMMARY)
    assert driver.execute_script("return arguments[0].matches(':focus-visible')", driver.switch_to.active_element), \
        "the focused switcher shows no focus"
    press(driver, Keys.ENTER)
    assert driver.execute_script("return document.querySelector(arguments[0] + ' details').open", SWITCHER), "Enter did not open it"
    press(driver, Keys.TAB)
    assert active(driver, SWITCHER + " a"), "Tab from the open switcher does not reach its link"
    assert driver.switch_to.active_element.text.strip() == OLDER["label"]
    press(driver, Keys.ENTER)
    wait(driver, lambda d: d.current_url == site.url(FOLDER + TABS), f"Enter on the link went to {driver.current_url}")
    # And back, from the older version, where the link comes first.
    tab_to(driver, SUMMARY)
    press(driver, Keys.ENTER)
    press(driver, Keys.TAB)
    assert driver.switch_to.active_element.text.strip().startswith(CURRENT["version"])
    press(driver, Keys.ENTER)
    wait(driver, lambda d: d.current_url == site.url(TABS), f"Enter on the link went to {driver.current_url}")


@pytest.mark.parametrize("page", [TABS, FOLDER + TABS])
def test_the_switcher_shows_at_375_px_without_sideways_scroll(versions_driver, site, page):
    driver = versions_driver
    set_viewport(driver, 375, 812)
    open_page(driver, site.url(page))
    summary = driver.find_element("css selector", SUMMARY)
    assert summary.is_displayed()
    box = driver.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.left, r.right, r.top, r.bottom]", summary)
    assert box[0] >= 0 and box[1] <= 375 and box[3] > box[2], f"the switcher is outside the screen: {box}"
    header = driver.find_element("css selector", ".site-header")
    assert driver.execute_script("const h = arguments[0].getBoundingClientRect(), s = arguments[1].getBoundingClientRect();"
                                 "return s.top >= h.top && s.bottom <= h.bottom", header, summary), "the switcher is not in the header"
    for state in ("closed", "open"):
        if state == "open":
            open_switcher(driver)
        # Against the width beside the vertical scroll bar (clientWidth), not innerWidth, which
        # includes the bar: a list 1 px past it scrolls the page sideways.
        scroll_width, _inner, widest = horizontal_overflow(driver)
        width = driver.execute_script("return document.documentElement.clientWidth")
        assert scroll_width <= width, f"{page}, switcher {state}: {scroll_width} px wide in {width} px: {widest}"


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_an_older_page_with_the_switcher_open_passes_axe(versions_driver, site, scheme):
    driver = versions_driver
    source = axe_path().read_text(encoding="utf-8")
    set_color_scheme(driver, scheme)
    lines = []
    for width in (1280, 375):
        set_viewport(driver, width, 900)
        open_page(driver, site.url(FOLDER + TABS))
        assert driver.execute_script("return matchMedia('(prefers-color-scheme: dark)').matches") == (scheme == "dark")
        open_switcher(driver)
        lines += describe_violations(f"{FOLDER + TABS} at {width} px", run_axe(driver, source)["violations"])
    assert lines == [], f"axe ({scheme}):\n" + "\n".join(lines)
