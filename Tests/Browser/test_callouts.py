"""Browser tests of callouts (`> [!NOTE]` …) as a reader sees them: a note with a visible title
in the page's language and an icon, told apart by words and shape and not by colour alone,
readable in light and dark, and no wider than a phone. See conftest.py for the server and the
browser; axe and the Nu checker run over these pages with the rest of the site (test_site.py).
"""

import re

import pytest

from site_checks import open_page, set_color_scheme, set_viewport
from test_tokens import contrast, rgba

COLOUR = "foundations/colour/index.html"
BUTTONS_VI = "vi/components/buttons/index.html"
TABS = "components/tabs/index.html"

CALLOUTS = """return [...document.querySelectorAll('main .callout')].map(box => {
  const title = box.querySelector(':scope > .callout-title');
  const icon = title && getComputedStyle(title, '::before');
  const style = getComputedStyle(box);
  return {classes: box.className, role: box.getAttribute('role'), title: title && title.textContent,
          titleColour: title && getComputedStyle(title).color, background: style.backgroundColor,
          border: style.borderInlineStartColor, borderWidth: parseFloat(style.borderInlineStartWidth),
          iconMask: icon && (icon.maskImage || icon.webkitMaskImage), iconWidth: icon && parseFloat(icon.width),
          overflows: box.scrollWidth > box.clientWidth + 1};
});"""


def unit(text):
    """A computed colour with 0–1 channels, as `contrast` takes it."""
    r, g, b, a = rgba(text)
    return (r / 255, g / 255, b / 255, a)


def callouts(driver, site, page):
    open_page(driver, site.url(page))
    return driver.execute_script(CALLOUTS)


def test_each_type_has_its_title_icon_and_role(driver, site):
    found = callouts(driver, site, COLOUR) + callouts(driver, site, TABS)
    titles = {re.search(r"callout-(\w+)", box["classes"]).group(1): box["title"] for box in found}
    assert titles == {"warning": "Warning", "note": "Note", "tip": "Tip", "important": "Important"}
    for box in found:
        assert box["role"] == "note"
        assert "data:image/svg+xml" in box["iconMask"] and box["iconWidth"] >= 16, box
        assert box["borderWidth"] >= 4
    # Colour as well, never alone: the types' borders differ, and so do their words and icons.
    assert len({box["border"] for box in found}) == len(found)
    assert len({box["iconMask"] for box in found}) == len(found)
    assert "[!" not in driver.find_element("css selector", "main").text


def test_titles_are_in_the_pages_language(driver, site):
    (box,) = callouts(driver, site, BUTTONS_VI)
    assert box["title"] == "Thận trọng" and "callout-caution" in box["classes"]


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_titles_and_icons_read_in_both_schemes(driver, site, scheme):
    set_color_scheme(driver, scheme)
    try:
        for box in callouts(driver, site, COLOUR) + callouts(driver, site, TABS):
            background = unit(box["background"])
            assert contrast(unit(box["titleColour"]), background) >= 4.5, box
            assert contrast(unit(box["border"]), background) >= 3, box  # the icon has the border's colour
    finally:
        set_color_scheme(driver, None)


def test_no_callout_is_wider_than_a_phone(driver, site):
    set_viewport(driver, 375)
    for box in callouts(driver, site, COLOUR) + callouts(driver, site, TABS):
        assert not box["overflows"], box
