"""A site in English, French and Arabic (Tests/Fixtures/sites/languages, built with the built-in
theme and a Templates/ holding only the fixture's i18n/fr.yml and ar.yml): its Arabic pages are right to left
(`<html lang="ar" dir="rtl">`, the layout mirrored by the theme's logical properties), pass axe
(WCAG 2.2 AA, light and dark) and do not scroll sideways at 375 px. French leaves some keys out
on purpose: the build warns about each and shows English for them.
"""

import shutil
import subprocess

import pytest

from conftest import BINARY, REPO_ROOT, prepared_driver, require_binary, serve_site
from site_checks import (
    axe_path, describe_violations, horizontal_overflow, open_page, run_axe, set_color_scheme,
    set_viewport, severe_console_entries,
)

FIXTURE = REPO_ROOT / "Tests" / "Fixtures" / "sites" / "languages"
ARABIC_PAGES = ("ar/index.html", "ar/foundations/spacing/index.html")


@pytest.fixture(scope="module")
def languages(tmp_path_factory):
    require_binary()
    root = tmp_path_factory.mktemp("languages")
    shutil.copytree(FIXTURE / "Content", root / "Content")
    # Only the two languages the built-in theme lacks: every other file comes from it.
    (root / "Templates" / "i18n").mkdir(parents=True)
    for code in ("fr", "ar"):
        shutil.copy(FIXTURE / "i18n" / f"{code}.yml", root / "Templates" / "i18n" / f"{code}.yml")
    built = subprocess.run([str(BINARY), "build"], cwd=root, capture_output=True, text=True, timeout=120)
    assert built.returncode == 0, built.stderr
    assert "\n0 errors, 6 warnings in " in built.stderr, built.stderr
    assert built.stderr.count("Templates/i18n/fr.yml:1:1: warning[SP003]") == 6, built.stderr
    with serve_site(root / "Public", tmp_path_factory.mktemp("languages-serve")) as served:
        yield served


@pytest.fixture
def languages_driver(driver, languages):
    with prepared_driver(driver, languages) as prepared:
        yield prepared


def test_arabic_pages_are_right_to_left_and_the_others_are_not(languages):
    for page in ARABIC_PAGES:
        assert '<html lang="ar" dir="rtl">' in (languages.folder / page).read_text(encoding="utf-8"), page
    for page in ("index.html", "fr/foundations/spacing/index.html"):
        html = (languages.folder / page).read_text(encoding="utf-8")
        assert "dir=" not in html.split(">", 2)[1], page


def test_the_layout_mirrors(languages_driver, languages):
    set_viewport(languages_driver, 1280, 900)
    open_page(languages_driver, languages.url("ar/foundations/spacing/index.html"))
    sides = languages_driver.execute_script(
        """
        const box = (selector) => document.querySelector(selector).getBoundingClientRect();
        return {sidebar: box('.sidebar').left, content: box('.content').left,
                contentBorder: getComputedStyle(document.querySelector('.content')).borderRightWidth};
        """
    )
    assert sides["sidebar"] > sides["content"], f"the sidebar is on the right, right to left: {sides}"
    assert sides["contentBorder"] != "0px", f"the line between sidebar and content moves with it: {sides}"


@pytest.mark.parametrize("scheme", ("light", "dark"))
def test_arabic_pages_pass_axe_and_fit_375_px(languages_driver, languages, scheme):
    axe_source = axe_path().read_text(encoding="utf-8")
    set_color_scheme(languages_driver, scheme)
    set_viewport(languages_driver, 375, 812)
    failures = []
    for page in ARABIC_PAGES:
        open_page(languages_driver, languages.url(page))
        assert languages_driver.execute_script("return document.documentElement.dir") == "rtl"
        result = run_axe(languages_driver, axe_source)
        if result["violations"]:
            failures += describe_violations(page, result["violations"])
        failures += [f"  {page}: console: {entry['message']}" for entry in severe_console_entries(languages_driver)]
        scroll_width, inner, widest = horizontal_overflow(languages_driver)
        if scroll_width > inner:
            failures.append(f"  {page}: {scroll_width} px wide at {inner} px: " + "; ".join(widest))
    if failures:
        pytest.fail(f"the Arabic pages ({scheme}):\n" + "\n".join(failures), pytrace=False)
