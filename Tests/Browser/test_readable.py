"""Pages that read well on a phone: rule and contrast tables as stacked cards at 375 px, the rules
page's filters folded into a <details>, and the platform switcher (its choice kept across pages,
everything shown without JavaScript). Pages are found in the built site, never hard-coded: a page
with a contrast table, a page with a platform switcher. See conftest.py for the server and browser.
"""

import re

import pytest

from site_checks import html_pages, open_page, set_viewport, severe_console_entries, version_folder

RULES = "rules/index.html"
TABLES = "table.spec__rules, table.rules-table, table.contrast-table"


def pages_with(site, needle):
    return [path for path in html_pages(site.folder) if needle in (site.folder / path).read_text(encoding="utf-8")]


@pytest.fixture(scope="module")
def table_pages(site):
    """The rules page, one page with a contrast table, and one with several rule tables."""
    contrast = pages_with(site, 'class="ref-table ref-table--cards contrast-table"')
    rules = sorted(pages_with(site, 'spec__rules'), key=lambda p: -(site.folder / p).read_text(encoding="utf-8").count("spec__rules"))
    assert contrast and rules, "the sample has contrast tables and rule tables"
    return sorted({RULES, contrast[0], rules[0]})


@pytest.fixture(scope="module")
def switcher_pages(site):
    """The pages with a platform switcher, the current version's first (an older version's follow)."""
    found = sorted(pages_with(site, "data-platform-switcher"), key=lambda page: (version_folder(site.folder, page) != "", page))
    assert found, "some sample page has rules for different platforms"
    return found


def table_report(driver):
    """For every rule or contrast table: [does its scroll box scroll sideways, the texts of rule cells
    that are cut off or hidden, its display]."""
    return driver.execute_script("""
        return [...document.querySelectorAll(arguments[0])].map(table => {
          const box = table.closest('.table-scroll') || table.parentElement;
          const cut = [...table.querySelectorAll(table.matches('.rules-table') ? 'tbody tr:not([hidden]) > td:nth-child(3)' : table.matches('.spec__rules') ? 'tbody tr:not([hidden]) > td:nth-child(2)' : ':not(*)')].filter(cell => {
            const r = cell.getBoundingClientRect();
            return cell.scrollWidth > cell.clientWidth + 1 || r.width === 0 || r.right > window.innerWidth + 0.5 || r.left < -0.5;
          }).map(cell => cell.textContent.trim().slice(0, 60));
          return [box.scrollWidth > box.clientWidth + 1, cut, getComputedStyle(table).display];
        });""", TABLES)


def test_rule_and_contrast_tables_are_cards_at_375_px(driver, site, table_pages):
    set_viewport(driver, 375, 812)
    for path in table_pages:
        open_page(driver, site.url(path))
        report = table_report(driver)
        assert report, f"{path} has no rule or contrast table"
        for scrolls, cut, display in report:
            assert not scrolls, f"a table on {path} scrolls sideways at 375 px"
            assert not cut, f"rules cut off on {path} at 375 px: {cut}"
            assert display == "block", f"a table on {path} is not stacked at 375 px ({display})"
        width = driver.execute_script("return document.documentElement.scrollWidth")
        assert width <= 375, f"{path} is {width} px wide at 375 px"
        # The card shows each value's name: the header it stands under.
        labels = driver.execute_script("""
            const cell = document.querySelector('.spec__rules td[data-label], .contrast-table td[data-label]');
            return cell ? getComputedStyle(cell, '::before').content : null;""")
        if labels is not None:
            assert labels not in ("none", "normal", '""'), f"no label in the cards of {path}"
        assert not severe_console_entries(driver), path


def test_tables_are_tables_at_1280_px(driver, site, table_pages):
    set_viewport(driver, 1280, 900)
    for path in table_pages:
        open_page(driver, site.url(path))
        displays = driver.execute_script("""
            return [...document.querySelectorAll(arguments[0])].map(t =>
              [getComputedStyle(t).display, getComputedStyle(t.querySelector('thead')).position,
               getComputedStyle(t.querySelector('tbody tr')).display])""", TABLES)
        assert displays and all(d == ["table", "static", "table-row"] for d in displays), (path, displays)


def test_rules_filters_fold_into_a_closed_details_on_a_phone(driver, site):
    set_viewport(driver, 375, 812)
    open_page(driver, site.url(RULES))
    state = driver.execute_script("""
        const d = document.querySelector('form[data-rule-filters] details');
        const select = document.querySelector('select[data-filter="component"]');
        return d && [d.open, d.closest('form').hidden, select.checkVisibility(),
                     d.querySelector('summary').getBoundingClientRect().height];""")
    assert state, "the filters are not in a <details>"
    is_open, form_hidden, select_visible, summary_height = state
    assert not is_open and not form_hidden and not select_visible and summary_height > 0, state
    driver.find_element("css selector", "form[data-rule-filters] summary").click()
    assert driver.execute_script("return document.querySelector('form[data-rule-filters] details').open")
    set_viewport(driver, 1280, 900)
    open_page(driver, site.url(RULES))
    assert driver.execute_script("return document.querySelector('form[data-rule-filters] details').open"), \
        "the filters are open on a wide screen"


def rows_state(driver):
    return driver.execute_script("""
        return [...document.querySelectorAll('main [data-platforms]')].filter(e => !e.closest('[data-rule-table]'))
          .map(e => [e.getAttribute('data-platforms').split(/\\s+/).filter(Boolean), e.getClientRects().length > 0]);""")


def test_the_platform_switcher_filters_rows_and_remembers_the_choice(driver, site, switcher_pages):
    set_viewport(driver, 1280, 900)
    first = switcher_pages[0]
    open_page(driver, site.url(first))
    driver.execute_script("localStorage.clear()")
    open_page(driver, site.url(first))
    choices = driver.execute_script("""
        const s = document.querySelector('[data-platform-switcher]');
        return [s.hidden, [...s.querySelectorAll('button')].map(b => [b.dataset.platform, b.getAttribute('aria-pressed')])];""")
    hidden, buttons = choices
    assert not hidden and buttons[0] == ["", "true"] and len(buttons) >= 3, buttons
    assert all(shown for _, shown in rows_state(driver)), "every row shows before a choice"
    platform = buttons[1][0]
    button = driver.find_element("css selector", f'[data-platform-switcher] button[data-platform="{platform}"]')
    driver.execute_script("arguments[0].click()", button)
    state = rows_state(driver)
    assert any(not shown for _, shown in state), "choosing a platform hides some row"
    for platforms, shown in state:
        assert shown == (not platforms or platform in platforms), (platform, platforms, shown)
    assert driver.execute_script("return localStorage.getItem('specimen-platform')") == platform
    # Another page: the same choice, applied.
    other = next((p for p in switcher_pages if p != first), first)
    open_page(driver, site.url(other))
    pressed = driver.execute_script(
        "return [...document.querySelectorAll('[data-platform-switcher] button[aria-pressed=\"true\"]')].map(b => b.dataset.platform)")
    if platform in driver.execute_script(
            "return [...document.querySelectorAll('[data-platform-switcher] button')].map(b => b.dataset.platform)"):
        assert pressed == [platform]
        for platforms, shown in rows_state(driver):
            assert shown == (not platforms or platform in platforms)
    # Print shows everything.
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    try:
        assert all(shown for _, shown in rows_state(driver)), "print shows every rule"
    finally:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
    driver.execute_script("localStorage.clear()")


def test_the_rules_page_shares_the_remembered_platform(driver, site):
    """The platform chosen on a guideline page filters the rules page too (unless a shared link's
    hash says otherwise), and a platform chosen there is remembered for the guideline pages."""
    set_viewport(driver, 1280, 900)
    open_page(driver, site.url(RULES))
    options = driver.execute_script(
        "return [...document.querySelectorAll('select[data-filter=platform] option')].map(o => o.value).filter(Boolean)")
    assert len(options) >= 2, options
    driver.execute_script("localStorage.setItem('specimen-platform', arguments[0])", options[0])
    open_page(driver, site.url(RULES))
    state = driver.execute_script("""
        return [document.querySelector('select[data-filter=platform]').value, location.hash,
          [...document.querySelectorAll('table[data-rule-table] tbody tr')].map(r => [r.dataset.platforms || '', !r.hidden])];""")
    value, hash, rows = state
    assert value == options[0] and "platform=" + options[0] in hash, state[:2]
    assert any(not shown for _, shown in rows), "the remembered platform hides some rule"
    assert all(shown == (options[0] in platforms.split()) for platforms, shown in rows)
    # A shared link's filters win over the remembered platform.
    open_page(driver, site.url(RULES) + "#level=must")
    assert driver.execute_script("return document.querySelector('select[data-filter=platform]').value") == ""
    # Choosing a platform here is remembered.
    driver.execute_script("""
        const select = document.querySelector('select[data-filter=platform]');
        select.value = arguments[0];
        select.dispatchEvent(new Event('change', {bubbles: true}));""", options[1])
    assert driver.execute_script("return localStorage.getItem('specimen-platform')") == options[1]
    driver.execute_script("localStorage.clear()")


def test_without_javascript_everything_shows(site, switcher_pages):
    """The served HTML: the switcher is hidden, no row is, and the rules filters are hidden until
    their script runs."""
    for path in switcher_pages + [RULES]:
        html = (site.folder / path).read_text(encoding="utf-8")
        for switcher in re.findall(r"<div [^>]*data-platform-switcher[^>]*>", html):
            assert " hidden" in switcher, path
        assert not re.search(r"<tr[^>]* hidden", html), path
        assert "data-platform-off" not in html, path


def test_the_home_page_shows_each_components_status_before_its_prose(driver, site):
    """The home page's cards name the status of every component with a page, at 375 px too, above
    any authored prose."""
    import yaml
    from pathlib import Path
    registry = yaml.safe_load((Path(__file__).resolve().parents[2] / "Content" / "registry.yml").read_text(encoding="utf-8"))
    set_viewport(driver, 375, 800)
    try:
        open_page(driver, site.url("index.html"))
        cards = driver.execute_script("""
            return [...document.querySelectorAll('.card')].map(card => [card.querySelector('.card__title').textContent.trim(),
              [...card.querySelectorAll('.card__status .badge')].map(b => b.className.replace('badge badge--', '')),
              card.getBoundingClientRect().right <= window.innerWidth + 0.5]);""")
        content = Path(__file__).resolve().parents[2] / "Content"
        names = {}  # page title → the registry entry of the component the page documents
        for page in content.rglob("*.md"):
            front = page.read_text(encoding="utf-8").split("\n---", 1)[0]
            meta = yaml.safe_load(front.removeprefix("---")) if front.startswith("---") else None
            if isinstance(meta, dict) and meta.get("component") in registry["components"] and not meta.get("lang"):
                names[meta["title"]] = registry["components"][meta["component"]]
        with_status = [(title, badges) for title, badges, _fits in cards if title in names]
        assert with_status, "the home page lists component pages"
        for title, badges in with_status:
            status = names[title].get("status")
            expected = sorted(status.values()) if isinstance(status, dict) else [status]
            assert sorted(badges) == expected, (title, badges)
        assert all(fits for _t, _b, fits in cards), "a card runs off a 375 px screen"
        prose = driver.find_elements("css selector", ".home__intro")
        if prose:
            first_card = driver.find_element("css selector", ".card").location["y"]
            assert first_card < prose[0].location["y"], "prose comes before the overview"
    finally:
        set_viewport(driver, 1280, 900)
