"""Long navigation sections (issue 26, point 1: the navigation stays bounded and every page is
within two clicks of any other). A site of 120 guides in one section and 3 extras in another:
a guide's sidebar lists only the 15 guides around it and an "All 120 pages" link to the section's
generated index page, which lists every guide; the breadcrumb and the home page lead there too.
With more than 100 pages the sidebar folds, so the other section is a heading that leads to it.
Every guide page has the same size give or take a little, however long its section, and the
guide and index pages get the sample site's bar: axe in light and dark, no sideways scroll at
375 px, valid HTML, no console errors.
"""

import subprocess

import pytest
from selenium.webdriver.support.ui import WebDriverWait

from conftest import BINARY, REPO_ROOT, prepared_driver, require_binary, serve_site
from site_checks import (
    axe_path, describe_violations, horizontal_overflow, open_page, run_axe, set_color_scheme, set_viewport,
    severe_console_entries,
)
from validate_html import validate

GUIDES = 120
EXTRAS = 3
WINDOW = 15  # SectionRoutes.sidebarLimit
SIZE_SPREAD = 2_048  # bytes between the smallest and the largest guide page
INDEX = "sections/guides/index.html"
WAIT_S = 10


def guide(number):
    return f"guides/p{number:03d}/index.html"


def extra(number):
    return f"extras/e{number}/index.html"


def titles(numbers):
    return [f"Guide {number}" for number in numbers]


def write_page(path, title, section, order, summary):
    path.write_text(f"---\ntitle: {title}\nsection: {section}\norder: {order}\nsummary: {summary}\n---\n\n"
                    f"What {title} says.\n", encoding="utf-8")


@pytest.fixture(scope="module")
def long_site(tmp_path_factory):
    require_binary()
    root = tmp_path_factory.mktemp("long-sections")
    content = root / "Content"
    (content / "guides").mkdir(parents=True)
    (content / "extras").mkdir()
    (content / "site.yml").write_text("title: Long Sections\nsections: [Guides, Extras]\nbaseURL: https://example.org/\n",
                                      encoding="utf-8")
    for number in range(GUIDES):
        write_page(content / "guides" / f"p{number:03d}.md", f"Guide {number}", "Guides", number, f"How to do thing {number}.")
    for number in range(EXTRAS):
        write_page(content / "extras" / f"e{number}.md", f"Extra {number}", "Extras", number, f"Something extra {number}.")
    built = subprocess.run([str(BINARY), "build", "--strict", "--templates", str(REPO_ROOT / "Theme")],
                           cwd=root, capture_output=True, text=True, timeout=300)
    assert built.returncode == 0, built.stderr
    with serve_site(root / "Public", tmp_path_factory.mktemp("long-serve")) as served:
        yield served


@pytest.fixture
def reader(driver, long_site):
    """The shared browser at 1280 px, scrolling instantly (prefers-reduced-motion: reduce, which the
    theme honours): with the theme's smooth scrolling, chromedriver clicks where a link below the
    fold was before the scroll ends, and misses it."""
    with prepared_driver(driver, long_site) as prepared:
        prepared.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                 {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
        yield prepared


# ── what the reader sees ─────────────────────────────────────────────────────────────────────

def name(element):
    """An element's words as written (section headings are upper-cased by the style sheet)."""
    return " ".join(element.get_attribute("textContent").split())


def texts(driver, selector):
    """The words of the elements matching `selector` that are shown."""
    return [name(element) for element in driver.find_elements("css selector", selector) if element.is_displayed()]


def sidebar_links(driver):
    """The titles of the links the open sections of the sidebar list."""
    return texts(driver, ".sidebar__list a")


def current_links(driver):
    return texts(driver, '.sidebar__list a[aria-current="page"]')


def follow(driver, site, selector, text, target):
    """Clicks the link matching `selector` that reads `text` and waits for `target` to load."""
    links = [link for link in driver.find_elements("css selector", selector) if name(link) == text]
    assert len(links) == 1, f"{len(links)} links {selector} read {text!r} on {driver.current_url}"
    links[0].click()
    WebDriverWait(driver, WAIT_S).until(lambda d: d.current_url == site.url(target),
                                        f"{text!r} did not lead to {target} (at {driver.current_url})")
    assert severe_console_entries(driver) == [], target


def heading(driver):
    return name(driver.find_element("css selector", "main h1"))


# ── navigation ───────────────────────────────────────────────────────────────────────────────

def test_a_guide_lists_the_guides_around_it_and_leads_to_every_guide_in_two_clicks(reader, long_site):
    open_page(reader, long_site.url(guide(60)))
    assert sidebar_links(reader) == titles(range(53, 68))
    assert current_links(reader) == ["Guide 60"]
    follow(reader, long_site, ".sidebar__all a", f"All {GUIDES} pages", INDEX)
    assert heading(reader) == "Guides"
    assert name(reader.find_element("css selector", "main .lede")) == f"{GUIDES} pages in this section, in reading order."
    cards = reader.find_elements("css selector", ".card-grid .card__title a")
    assert [name(card) for card in cards] == titles(range(GUIDES))
    assert [card.get_attribute("href") for card in cards] == [long_site.url(guide(number)) for number in range(GUIDES)]
    follow(reader, long_site, ".card-grid .card__title a", f"Guide {GUIDES - 1}", guide(GUIDES - 1))
    assert heading(reader) == f"Guide {GUIDES - 1}"


@pytest.mark.parametrize("number, window", ((0, range(0, WINDOW)), (GUIDES - 1, range(GUIDES - WINDOW, GUIDES))))
def test_the_first_and_last_guides_list_a_full_window(reader, long_site, number, window):
    open_page(reader, long_site.url(guide(number)))
    assert sidebar_links(reader) == titles(window)
    assert current_links(reader) == [f"Guide {number}"]
    assert texts(reader, ".sidebar__all a") == [f"All {GUIDES} pages"]
    assert severe_console_entries(reader) == []


def test_the_folded_sections_lead_to_their_first_page_or_their_index(reader, long_site):
    open_page(reader, long_site.url(guide(60)))
    assert texts(reader, ".sidebar > h2 a") == ["Extras"], "only the current section is open"
    follow(reader, long_site, ".sidebar > h2 a", "Extras", extra(0))
    assert sidebar_links(reader) == [f"Extra {number}" for number in range(EXTRAS)], "a short section lists every page"
    assert texts(reader, ".sidebar__all a") == []
    open_page(reader, long_site.url(extra(1)))
    follow(reader, long_site, ".sidebar > h2 a", "Guides", INDEX)
    assert heading(reader) == "Guides"


def test_the_breadcrumb_and_the_home_page_lead_to_the_index(reader, long_site):
    open_page(reader, long_site.url(guide(60)))
    follow(reader, long_site, ".breadcrumbs a", "Guides", INDEX)
    open_page(reader, long_site.url("index.html"))
    sections = {name(section.find_element("css selector", ".home__heading")): section
                for section in reader.find_elements("css selector", ".home__section")}
    guides, extras = sections["Guides"], sections["Extras"]
    assert [name(card) for card in guides.find_elements("css selector", ".card__title a")] == titles(range(WINDOW))
    assert [name(card) for card in extras.find_elements("css selector", ".card__title a")] == \
        [f"Extra {number}" for number in range(EXTRAS)]
    assert extras.find_elements("css selector", ".more-link") == [], "a short section is listed whole"
    follow(reader, long_site, ".home__section .more-link a", f"All {GUIDES} pages", INDEX)


# ── size ─────────────────────────────────────────────────────────────────────────────────────

def test_every_guide_page_has_about_the_same_size(long_site):
    sizes = {number: (long_site.folder / guide(number)).stat().st_size for number in range(GUIDES)}
    smallest, largest = min(sizes, key=sizes.get), max(sizes, key=sizes.get)
    assert sizes[largest] - sizes[smallest] <= SIZE_SPREAD, \
        f"{guide(largest)}: {sizes[largest]} bytes, {guide(smallest)}: {sizes[smallest]} bytes"


# ── the sample site's bar ────────────────────────────────────────────────────────────────────

@pytest.mark.parametrize("scheme", ("light", "dark"))
def test_a_guide_and_the_index_pass_axe_and_fit_a_phone(driver, long_site, scheme):
    axe_source = axe_path().read_text(encoding="utf-8")
    failures = []
    with prepared_driver(driver, long_site) as prepared:
        set_color_scheme(prepared, scheme)
        set_viewport(prepared, 375, 812)
        for page in (guide(60), INDEX):
            open_page(prepared, long_site.url(page))
            result = run_axe(prepared, axe_source)
            failures += describe_violations(page, result["violations"])
            failures += [f"  {page}: console: {entry['message']}" for entry in severe_console_entries(prepared)]
            scroll_width, inner, widest = horizontal_overflow(prepared)
            if scroll_width > inner:
                failures.append(f"  {page}: {scroll_width} px wide at {inner} px: " + "; ".join(widest))
    if failures:
        pytest.fail(f"a guide and the section index ({scheme}):\n" + "\n".join(failures), pytrace=False)


def test_a_guide_and_the_index_are_valid_html(long_site, tmp_path):
    for page in (guide(60), INDEX):
        copy = tmp_path / page.replace("/", "-")
        copy.write_bytes((long_site.folder / page).read_bytes())
    status, output = validate(tmp_path)
    assert status == 0, output
