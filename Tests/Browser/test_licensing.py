"""Browser tests of downloads and licences: the download boxes of guideline pages, the licence
pages under licensing/, the licensing index and the footer's licence links.

People decide whether to trust a design file from what the download box shows, so every fact it
shows is checked against the file the server actually sends: the SHA-256, the exact byte count and
the rounded size. Expectations come from the built site itself (the boxes, the licence pages found
under licensing/*/index.html), never from hard-coded names, because the sample content keeps
growing. Links are followed through the server under its sub-path (see conftest.py), so a link
that assumes the server root fails here.
"""

import hashlib
import re
import urllib.request
from html.parser import HTMLParser
from urllib.parse import urldefrag, urljoin

import pytest

from site_checks import open_page, severe_console_entries, version_folder

TOPIC = "patterns/topic-management/index.html"
LICENSING = "licensing/index.html"
PHONE = {"width": 375, "height": 812, "deviceScaleFactor": 1, "mobile": False}
UNITS = {"KB": 1000, "MB": 1000 ** 2, "GB": 1000 ** 3, "TB": 1000 ** 4}


# ── a small DOM of the built HTML ────────────────────────────────────────────────────────────

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


class Node:
    def __init__(self, tag, attrs, parent=None):
        self.tag, self.attrs, self.parent, self.children = tag, dict(attrs), parent, []

    @property
    def classes(self):
        return (self.attrs.get("class") or "").split()

    def text(self):
        return " ".join("".join(c if isinstance(c, str) else c.text() for c in self.children).split())

    def walk(self):
        for child in self.children:
            if isinstance(child, Node):
                yield child
                yield from child.walk()

    def all(self, tag=None, cls=None):
        return [n for n in self.walk() if (tag is None or n.tag == tag) and (cls is None or cls in n.classes)]

    def one(self, tag=None, cls=None):
        found = self.all(tag, cls)
        assert len(found) == 1, f"expected one <{tag or '*'} class={cls}>, found {len(found)}"
        return found[0]


class _TreeBuilder(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.root = self.current = Node("#document", {})

    def handle_starttag(self, tag, attrs):
        node = Node(tag, attrs, self.current)
        self.current.children.append(node)
        if tag not in VOID:
            self.current = node

    def handle_startendtag(self, tag, attrs):
        self.current.children.append(Node(tag, attrs, self.current))

    def handle_endtag(self, tag):
        node = self.current
        while node is not self.root and node.tag != tag:
            node = node.parent
        if node is not self.root:
            self.current = node.parent

    def handle_data(self, data):
        self.current.children.append(data)


def dom(site, path):
    builder = _TreeBuilder()
    builder.feed((site.folder / path).read_text(encoding="utf-8"))
    return builder.root


def resolve(path, href):
    """A link's target as a path inside the site (no fragment), from the page at `path`."""
    assert not re.match(r"^[a-z]+:|^/", href), f"{path}: {href} is not relative to the page"
    return urldefrag(urljoin("http://site/" + path, href))[0][len("http://site/"):]


def fetch(site, path):
    with urllib.request.urlopen(site.url(path), timeout=10) as response:
        assert response.status == 200, path
        return response.read()


def digits(text):
    return int(re.sub(r"\D", "", text))


# ── what the built site offers ───────────────────────────────────────────────────────────────

def box_pages(site):
    pages = sorted(p.relative_to(site.folder).as_posix() for p in site.folder.rglob("*.html")
                   if 'class="download-box"' in p.read_text(encoding="utf-8"))
    assert TOPIC in pages, "the topic-management page has no download box"
    return pages


def licence_pages(site, root=""):
    """The licence pages of the version published at `root` ("" for the current version)."""
    pages = sorted(p.relative_to(site.folder).as_posix() for p in (site.folder / root).glob("licensing/*/index.html"))
    assert pages, f"no licence pages under {root}licensing/"
    return pages




def assets_in_box(site, path):
    """Every asset a page's download box shows, as the facts it shows."""
    page = dom(site, path)
    box = page.one("aside", "download-box")
    assets = []
    for item in box.all("li", "asset"):
        link = item.one("a", "download-button")
        licence = item.one("a", "asset__licence")
        size = item.one("span", "asset__size").text()
        assets.append({
            "page": path,
            "title": item.one("h3", "asset__title").text(),
            "file": item.one("code", "asset__file").text(),
            "format": item.one("div", "asset__fact--format").one("dd").text(),
            "size": size,
            # Under 1,000 bytes the size is exact ("315 bytes") and is not repeated in brackets.
            "bytes": digits((item.all("span", "asset__bytes") or [item.one("span", "asset__size")])[0].text()),
            "sha256": item.one("code", "checksum").text(),
            "href": link.attrs["href"],
            "download": "download" in link.attrs,
            "path": resolve(path, link.attrs["href"]),
            "licence_title": licence.text(),
            "licence_path": resolve(path, licence.attrs["href"]),
        })
    assert assets, f"{path}: the download box lists no files"
    return assets


def all_assets(site):
    return [asset for path in box_pages(site) for asset in assets_in_box(site, path)]


def asset_table_rows(site, path):
    """(file name, resolved download path, resolved page path) of a licence page's asset table."""
    page = dom(site, path)
    tables = page.all("table", "asset-table")
    if not tables:
        return []
    rows = []
    for row in tables[0].one("tbody").all("tr"):
        download = row.one("a", "asset-table__download")
        offered = row.one("td", "asset-table__page").all("a")
        rows.append((download.text(), resolve(path, download.attrs["href"]),
                     resolve(path, offered[0].attrs["href"]) if offered else None, row.one("code", "checksum").text()))
    return rows




# ── download boxes ───────────────────────────────────────────────────────────────────────────

def test_every_download_is_the_file_its_box_describes(site):
    """Each download link answers 200 under the sub-path with exactly the bytes the box vouches for."""
    for asset in all_assets(site):
        where = f"{asset['page']}: {asset['title']}"
        assert asset["download"], f"{where}: the link has no download attribute"
        body = fetch(site, asset["path"])
        assert hashlib.sha256(body).hexdigest() == asset["sha256"], f"{where}: SHA-256 differs from the file served"
        assert len(body) == asset["bytes"], f"{where}: shows {asset['bytes']} bytes, the server sent {len(body)}"
        assert asset["path"].rsplit("/", 1)[-1] == asset["file"], f"{where}: file name does not match the link"
        number, unit = asset["size"].split()
        if unit in UNITS:  # "609 KB": the byte count rounded to what is shown
            precision = 0.05 if "." in number else 0.5
            assert abs(len(body) / UNITS[unit] - float(number)) <= precision + 1e-9, f"{where}: {asset['size']} for {len(body)} bytes"
        else:
            assert int(number) == len(body), f"{where}: {asset['size']} for {len(body)} bytes"
        assert asset["format"], f"{where}: no format"


def test_the_licence_notice_comes_before_any_download_link(site):
    for path in box_pages(site):
        html = (site.folder / path).read_text(encoding="utf-8")
        box = html[html.index('<aside class="download-box"'):]
        notice, first_link = box.find('class="download-box__notice"'), box.find(" download>")
        assert 0 <= notice < first_link, f"{path}: the notice does not come before the first download link"


def test_each_box_links_to_a_licence_page_that_lists_the_file(site):
    for asset in all_assets(site):
        where = f"{asset['page']}: {asset['title']}"
        assert asset["licence_path"] in licence_pages(site, version_folder(site.folder, asset["page"])), \
            f"{where}: {asset['licence_path']} is not a licence page of its version"
        fetch(site, asset["licence_path"])
        licence = dom(site, asset["licence_path"])
        assert licence.one("h1").text() == asset["licence_title"], f"{where}: the licence link's text is not the licence's title"
        rows = asset_table_rows(site, asset["licence_path"])
        listed = {(name, download): (page, sha) for name, download, page, sha in rows}
        assert (asset["file"], asset["path"]) in listed, f"{where}: {asset['licence_path']} does not list {asset['file']}"
        page, sha = listed[(asset["file"], asset["path"])]
        assert page == asset["page"], f"{where}: the licence page says it is offered on {page}"
        assert sha == asset["sha256"], f"{where}: the licence page shows another SHA-256"


def test_download_links_are_named_after_the_file(driver, site):
    """"Download Topic management Sketch file (Sketch, 609 KB)", built from what the box shows."""
    for path in box_pages(site):
        expected = [f"{a['title']} ({a['format']}, {a['size']})" for a in assets_in_box(site, path)]
        open_page(driver, site.url(path))
        links = driver.find_elements("css selector", ".download-box a[download]")
        assert len(links) == len(expected)
        for link, rest in zip(links, expected):
            label = driver.execute_script("return arguments[0].querySelector('.download-button__label').textContent", link)
            assert label.strip(), f"{path}: the download link has no visible label"
            assert link.accessible_name == f"{label.strip()} {rest}", f"{path}: {link.accessible_name!r}"
            assert link.is_displayed()


# ── licence pages and the index ──────────────────────────────────────────────────────────────

def test_licensing_index_lists_every_licence_page(site):
    index = dom(site, LICENSING)
    fetch(site, LICENSING)
    cards = index.one("ul", "licence-list").all("li", "licence-card")
    linked = [resolve(LICENSING, card.one("h2").one("a").attrs["href"]) for card in cards]
    assert sorted(linked) == licence_pages(site)
    for card, path in zip(cards, linked):
        fetch(site, path)
        assert card.one("h2").text() == dom(site, path).one("h1").text()
        # The asset count agrees with the licence page's own table.
        assert digits(card.one("p", "licence-card__count").text()) == len(asset_table_rows(site, path)), path


def test_licence_pages_list_assets_whose_pages_offer_them(site):
    """Every row of a licence page points at a page whose download box offers that same file."""
    offered = {(a["page"], a["path"]): a for a in all_assets(site)}
    for path in licence_pages(site):
        page = dom(site, path)
        assert page.all("h2", "licence-terms__title"), f"{path}: no can/cannot lists"
        rows = asset_table_rows(site, path)
        if not rows:
            assert page.all("p", "licence-assets__none"), f"{path}: neither assets nor the no-assets note"
        for name, download, source, sha in rows:
            assert (source, download) in offered, f"{path}: {name} is not offered on {source}"
            assert offered[(source, download)]["licence_path"] == path
            fetch(site, source)


def test_can_and_cannot_sit_side_by_side_and_stack_on_phones(driver, site):
    path = licence_pages(site)[0]
    selector = ".licence-terms__group"
    open_page(driver, site.url(path))
    can, cannot = driver.execute_script(
        "return [...document.querySelectorAll(arguments[0])].map(e => e.getBoundingClientRect().toJSON())", selector)
    assert can["top"] == cannot["top"] and can["right"] <= cannot["left"], "not side by side at 1280 px"
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", PHONE)
    open_page(driver, site.url(path))
    can, cannot = driver.execute_script(
        "return [...document.querySelectorAll(arguments[0])].map(e => e.getBoundingClientRect().toJSON())", selector)
    assert can["bottom"] <= cannot["top"], "not stacked at 375 px"
    # Every item carries a glyph as well as its colour.
    glyphs = driver.execute_script("""return [...document.querySelectorAll('.licence-terms__list li')]
        .map(li => getComputedStyle(li, '::before').content)""")
    assert glyphs and all("✓" in g or "✕" in g for g in glyphs), glyphs


# ── footer ───────────────────────────────────────────────────────────────────────────────────

def test_footer_links_to_the_licensing_index_and_every_licence(site):
    footer = dom(site, TOPIC).one("footer", "site-footer")
    linked = {resolve(TOPIC, a.attrs["href"]) for a in footer.all("a")}
    assert LICENSING in linked
    assert set(licence_pages(site)) <= linked
    for path in linked:
        fetch(site, path)


def test_footer_links_work_in_the_browser(driver, site):
    open_page(driver, site.url(TOPIC))
    hrefs = driver.execute_script("return [...document.querySelectorAll('footer a[href]')].map(a => a.href)")
    expected = {site.url(p) for p in licence_pages(site) + [LICENSING]}
    assert expected <= set(hrefs)
    for href in hrefs:
        assert href.startswith(site.base_url), f"{href} leaves the site's sub-path"


# ── every licensing page in the browser ─────────────────────────────────────────────────────

def _licence_page_with_assets(site):
    for path in licence_pages(site):
        if asset_table_rows(site, path):
            return path
    pytest.fail("no licence page lists assets")


@pytest.mark.parametrize("page", [TOPIC, "licence-page", LICENSING])
def test_no_console_errors(driver, site, page):
    path = _licence_page_with_assets(site) if page == "licence-page" else page
    open_page(driver, site.url(path))
    assert severe_console_entries(driver) == []


@pytest.mark.parametrize("page", [TOPIC, "licence-page", LICENSING])
def test_no_horizontal_scroll_at_375_px(driver, site, page):
    path = _licence_page_with_assets(site) if page == "licence-page" else page
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", PHONE)
    open_page(driver, site.url(path))
    width, inner = driver.execute_script("return [document.documentElement.scrollWidth, window.innerWidth]")
    assert inner == 375
    assert width <= inner, f"{path} is {width} px wide at 375 px"
    # Every checksum is whole on screen: it wraps instead of running off the edge.
    rights = driver.execute_script("""return [...document.querySelectorAll('code.checksum')]
        .map(c => [c.getBoundingClientRect().right, c.textContent.length])""")
    if path != LICENSING:
        assert rights, f"{path} shows no checksum"
    for right, length in rights:
        assert length == 64 and right <= inner, f"{path}: a checksum ends at {right} px"
