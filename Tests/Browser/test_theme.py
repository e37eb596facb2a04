"""The built-in theme as a team meets it: the sample site has no Templates/ (every browser test of
it is a test of the built-in theme) and sets `site.yml` `theme:` — a logo, the accent colour from
a design token, footer links, "Edit this page" links and git dates. A site that overrides one
partial shows it, and everything else is still the built-in theme and still passes axe.
"""

import contextlib
import subprocess

import pytest

from conftest import BINARY, REPO_ROOT, copy_sample, prepared_driver, require_binary, serve_site
from test_navigation import FIELD, open_search, type_text, wait_for_results
from site_checks import axe_path, describe_violations, open_page, run_axe, set_color_scheme, set_viewport

PAGE = "components/tabs/index.html"
CSS_COLOUR = "return getComputedStyle(document.querySelector(arguments[0])).color"


def rgb(hex_colour):
    """`#a5b4fc` as the browser writes a computed colour: `rgb(165, 180, 252)`."""
    value = hex_colour.lstrip("#")
    return "rgb({}, {}, {})".format(*(int(value[i:i + 2], 16) for i in (0, 2, 4)))


def test_the_repository_has_no_templates_folder():
    """The sample is a site with only Content/: what `specimen init` makes."""
    assert not (REPO_ROOT / "Templates").exists()
    assert (REPO_ROOT / "Theme" / "layout.mustache").is_file()


@pytest.fixture
def sample(driver, site):
    with prepared_driver(driver, site) as prepared:
        yield prepared


def test_logo_footer_links_and_edit_link(sample, site):
    prepared_driver = sample
    open_page(prepared_driver, site.url(PAGE))
    brand = prepared_driver.find_element("css selector", ".site-brand__title")
    logo = brand.find_element("css selector", "img.site-brand__logo")
    assert logo.get_attribute("alt") == "", "the logo is decorative: the title names the link"
    assert prepared_driver.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", logo), "the logo did not load"
    assert brand.text.strip() == "Specimen Design System"
    footer = prepared_driver.find_element("css selector", "nav.site-footer__links")
    links = {a.text: a.get_attribute("href") for a in footer.find_elements("css selector", "a")}
    assert links == {
        "Components": site.url("components/index.html"), "Rules": site.url("rules/index.html"),
        "What changed": site.url("changes/index.html"), "Design tokens (CSS)": site.url("tokens.css"),
    }
    edit = prepared_driver.find_element("css selector", ".page-edit a")
    assert edit.text == "Edit this page"
    assert edit.get_attribute("href") == "https://github.com/specimen-design/specimen/edit/main/Content/components/tabs.md"
    assert prepared_driver.find_element("css selector", ".page-meta time").get_attribute("datetime")
    open_page(prepared_driver, site.url("rules/index.html"))
    assert not prepared_driver.find_elements("css selector", ".page-edit"), "a generated page has no source to edit"


@pytest.mark.parametrize("scheme, colour", (("light", "#4f46e5"), ("dark", "#a5b4fc")))
def test_links_take_the_accent_token_in_each_mode(sample, site, scheme, colour):
    """`accent: color.text.link` — the token's light value, and its dark theme's value when the
    reader's device is dark (tokens: colorScheme) — for links and the focus ring."""
    prepared_driver = sample
    set_color_scheme(prepared_driver, scheme)
    open_page(prepared_driver, site.url(PAGE))
    assert prepared_driver.execute_script(CSS_COLOUR, ".page-edit a") == rgb(colour)
    focus = prepared_driver.execute_script("return getComputedStyle(document.documentElement).getPropertyValue('--focus').trim()")
    assert focus in (colour, rgb(colour)), focus


@contextlib.contextmanager
def served_with_ejected(tmp_path_factory, name, partial, change):
    """The sample with one built-in partial ejected and `change`d (text in, text out), built and served."""
    require_binary()
    root = tmp_path_factory.mktemp(name)
    copy_sample(root)
    ejected = subprocess.run([str(BINARY), "theme", "eject", partial], cwd=root, capture_output=True, text=True, timeout=60)
    assert ejected.returncode == 0, ejected.stderr
    file = root / "Templates" / (partial + ".mustache")
    file.write_text(change(file.read_text(encoding="utf-8")), encoding="utf-8")
    assert sorted(p.relative_to(root / "Templates").as_posix() for p in (root / "Templates").rglob("*") if p.is_file()) == [partial + ".mustache"]
    built = subprocess.run([str(BINARY), "build", "--strict"], cwd=root, capture_output=True, text=True, timeout=120)
    assert built.returncode == 0, built.stderr
    with serve_site(root / "Public", tmp_path_factory.mktemp(name + "-serve")) as served:
        yield served


@pytest.fixture(scope="module")
def overridden(tmp_path_factory):
    """The sample with one partial of its own: Templates/partials/footer.mustache."""
    with served_with_ejected(tmp_path_factory, "override", "partials/footer", lambda text: text.replace(
            '<p class="site-footer__site">', '<p class="site-footer__team">Questions? Ask the design-system team.</p>\n    <p class="site-footer__site">')) as served:
        yield served


@pytest.mark.parametrize("scheme", ("light", "dark"))
def test_one_overridden_partial_shows_and_the_rest_is_built_in(driver, overridden, scheme):
    with prepared_driver(driver, overridden) as prepared:
        set_color_scheme(prepared, scheme)
        set_viewport(prepared, 375, 812)
        open_page(prepared, overridden.url(PAGE))
        assert prepared.find_element("css selector", ".site-footer__team").text == "Questions? Ask the design-system team."
        # The built-in header, search and sidebar are all there and work.
        prepared.find_element("css selector", "[data-site-search]")
        assert prepared.execute_script("return getComputedStyle(document.querySelector('.site-header')).borderBottomStyle") == "solid"
        result = run_axe(prepared, axe_path().read_text(encoding="utf-8"))
        assert not result["violations"], "\n".join(describe_violations(PAGE, result["violations"]))


# The search box and theme menu as a header ejected before their scripts built them wrote them.
WIDGETS_IN_FULL = """    <div class="site-search js-only" data-site-search data-root="{{root}}" data-label-pages="{{strings.resultsPages}}" data-label-headings="{{strings.resultsHeadings}}" data-label-components="{{strings.resultsComponents}}" data-label-rules="{{strings.resultsRules}}" data-label-tokens="{{strings.resultsTokens}}" data-label-aliases="{{strings.aliases}}" data-label-deprecated="{{strings.deprecatedLabel}}" data-label-no-results="{{strings.noResults}}">
      <label class="visually-hidden" for="site-search-input">{{strings.search}}</label>
      <input class="site-search__input" id="site-search-input" type="text" inputmode="search" role="combobox" autocomplete="off" autocapitalize="off" spellcheck="false" enterkeyhint="go" data-search aria-autocomplete="list" aria-expanded="false" aria-controls="site-search-results" aria-describedby="site-search-hint" aria-keyshortcuts="/" placeholder="{{strings.searchPlaceholder}}">
      <kbd class="site-search__key" aria-hidden="true">/</kbd>
      <span class="visually-hidden" id="site-search-hint">{{strings.searchShortcut}}</span>
      <div class="site-search__popup" tabindex="0" data-search-popup hidden>
        <div class="site-search__results" id="site-search-results" role="listbox" aria-label="{{strings.search}}" data-search-results></div>
        <p class="site-search__empty" data-search-empty hidden>{{strings.noResults}}</p>
      </div>
      <p class="visually-hidden" aria-live="polite" aria-atomic="true" data-search-status></p>
    </div>
    <div class="theme-switch js-only" data-theme-switch>
      <button class="theme-switch__button" type="button" aria-expanded="false" aria-controls="theme-menu" data-theme-button>
        <span class="visually-hidden">{{strings.theme}}</span>
      </button>
      {{! Icons are drawn by the stylesheet (specimen.css, "Icons"), so a page carries none of their markup. }}
      <fieldset class="theme-menu" id="theme-menu" data-theme-menu hidden>
        <legend class="theme-menu__title">{{strings.theme}}</legend>
        <label class="theme-menu__option">
          <input type="radio" name="specimen-theme" value="light">
          <span>{{strings.themeLight}}</span>
        </label>
        <label class="theme-menu__option">
          <input type="radio" name="specimen-theme" value="dark">
          <span>{{strings.themeDark}}</span>
        </label>
        <label class="theme-menu__option">
          <input type="radio" name="specimen-theme" value="system" checked>
          <span>{{strings.themeSystem}}</span>
        </label>
      </fieldset>
    </div>
"""


@pytest.fixture(scope="module")
def header_in_full(tmp_path_factory):
    """The sample with an ejected header that writes the search box and theme menu in full."""
    def in_full(text):
        start, end = text.index('    <div class="site-search js-only"'), text.index('    <button class="menu-button')
        return text[:start] + WIDGETS_IN_FULL + text[end:]
    with served_with_ejected(tmp_path_factory, "header-in-full", "partials/header", in_full) as served:
        yield served


def test_a_header_written_in_full_keeps_working(driver, header_in_full, site):
    """The scripts build the search box and theme menu into empty boxes only: markup a team's
    ejected header already writes is used as it is, once."""
    for served, in_full in ((header_in_full, True), (site, False)):
        with prepared_driver(driver, served) as prepared:
            html = (served.folder / PAGE).read_text(encoding="utf-8")
            assert ('id="site-search-input"' in html) == in_full
            open_page(prepared, served.url(PAGE))
            counts = prepared.execute_script("""return ['#site-search-input', '#site-search-results', '#theme-menu',
                '[data-theme-button]', '[data-theme-menu] input[type=radio]'].map(s => document.querySelectorAll(s).length)""")
            assert counts == [1, 1, 1, 1, 3], (in_full, counts)
            open_search(prepared)
            type_text(prepared, "tabs")
            wait_for_results(prepared)
            prepared.find_element("css selector", "[data-theme-button]").click()
            assert prepared.find_element("css selector", "[data-theme-menu]").is_displayed()
            labels = prepared.execute_script("return [...document.querySelectorAll('[data-theme-menu] label')].map(l => l.textContent.trim())")
            assert labels == ["Light", "Dark", "System"], labels
