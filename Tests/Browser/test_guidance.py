"""Browser tests of do/don't examples as a reader sees them: a group side by side on a wide
screen and stacked on a phone, each with its verdict in words and an icon, its image loaded, and
links between each example and its rule both ways (rule table, rules page). See conftest.py;
axe and the Nu checker run over these pages with the rest of the site (test_site.py).
"""

from pathlib import Path

from site_checks import open_page, set_viewport

REPO = Path(__file__).resolve().parents[2]

NAV_BAR = "components/navigation-bar/index.html"
RULES = "rules/index.html"

GROUP = """const group = document.querySelector('main .guidance-group');
return [...group.querySelectorAll(':scope > figure')].map(figure => {
  const box = figure.getBoundingClientRect();
  const verdict = figure.querySelector('.guidance-verdict');
  const icon = getComputedStyle(verdict, '::before');
  const image = figure.querySelector('img');
  return {id: figure.id, classes: figure.className, top: box.top, bottom: box.bottom, left: box.left,
          verdict: verdict.textContent, icon: icon.maskImage || icon.webkitMaskImage,
          image: image ? image.complete && image.naturalWidth > 0 : null,
          rule: (figure.querySelector('a.guidance-rule') || {}).hash || null};
});"""


def figures(driver, site, width):
    set_viewport(driver, width)
    open_page(driver, site.url(NAV_BAR))
    return driver.execute_script(GROUP)


def test_a_group_is_side_by_side_on_a_wide_screen(driver, site):
    first, second, *_ = figures(driver, site, 1280)
    assert abs(first["top"] - second["top"]) < 1 and second["left"] > first["left"]


def test_a_group_is_stacked_on_a_phone_without_sideways_scroll(driver, site):
    found = figures(driver, site, 375)
    for upper, lower in zip(found, found[1:]):
        assert lower["top"] >= upper["bottom"] - 1, (upper, lower)
    assert driver.execute_script("return document.documentElement.scrollWidth <= document.documentElement.clientWidth")


def test_each_example_says_its_verdict_in_words_and_icon(driver, site):
    found = figures(driver, site, 1280)
    assert {figure["verdict"] for figure in found} == {"Do", "Don't", "Caution"}
    for figure in found:
        kind = figure["classes"].split("guidance-")[-1]
        assert figure["verdict"] == {"do": "Do", "dont": "Don't", "caution": "Caution"}[kind]
        assert "data:image/svg+xml" in figure["icon"]


def test_example_images_load_when_scrolled_to(driver, site):
    figures(driver, site, 1280)
    driver.set_script_timeout(10)
    loaded = driver.execute_async_script("""const done = arguments[arguments.length - 1];
const images = [...document.querySelectorAll('main .guidance img')];
images.forEach(image => image.scrollIntoView());
Promise.all(images.map(image => image.decode().then(() => image.naturalWidth > 0, () => false))).then(done);""")
    assert loaded and all(loaded), loaded


def test_examples_and_rules_link_both_ways(driver, site):
    found = figures(driver, site, 1280)
    for figure in found:
        assert figure["rule"], figure
        assert driver.find_elements("css selector", f"tr{figure['rule']}"), figure["rule"]
    rows = driver.execute_script("""return [...document.querySelectorAll('main .spec__rules tbody tr')].map(row =>
        [row.id, [...row.querySelectorAll('a.rule-example')].map(a => a.hash)]).filter(r => r[1].length);""")
    assert rows, "no rule row links to an example"
    ids = {figure["id"] for figure in found}
    for _, hashes in rows:
        assert all(h[1:] in ids for h in hashes), hashes
    open_page(driver, site.url(RULES))
    links = driver.execute_script("return [...document.querySelectorAll('main a.rule-example')].map(a => a.getAttribute('href'))")
    assert links and all("components/navigation-bar/index.html#example-" in link for link in links)


def test_an_embed_is_a_sandboxed_frame_from_an_allowed_origin_with_a_link(driver, site):
    open_page(driver, site.url("components/tabs/index.html"))
    frames = driver.execute_script("""return [...document.querySelectorAll('main iframe')].map(frame => ({
        src: frame.getAttribute('src'), title: frame.title, sandbox: frame.getAttribute('sandbox'), loading: frame.getAttribute('loading'),
        referrer: frame.referrerPolicy, link: frame.closest('figure').querySelector('figcaption a').getAttribute('href'),
        linkShown: frame.closest('figure').querySelector('figcaption a').getBoundingClientRect().height > 0}));""")
    assert frames, "the sample shows an embed"
    allowed = [line for line in (REPO / "Content" / "site.yml").read_text().splitlines() if line.startswith("embeds:")][0]
    for frame in frames:
        origin = "/".join(frame["src"].split("/")[:3])
        assert origin in allowed and frame["src"].startswith("https://"), frame
        assert frame["title"] and frame["loading"] == "lazy" and frame["referrer"] == "no-referrer", frame
        assert "allow-top-navigation" not in frame["sandbox"] and "allow-forms" not in frame["sandbox"], frame
        assert frame["link"] == frame["src"] and frame["linkShown"], frame


def test_every_video_plays_with_its_captions_and_a_name(driver, site):
    """Every video figure of the sample loads, is named, and has either a captions track whose
    cues load or no sound to caption (Docs/content.md, Figures)."""
    pages = [path for path in sorted(site.folder.rglob("*.html")) if "<video" in path.read_text(encoding="utf-8")]
    assert pages, "the sample has a video figure"
    for path in pages:
        open_page(driver, site.url(path.relative_to(site.folder).as_posix()))
        videos = driver.execute_async_script("""
            const done = arguments[arguments.length - 1];
            const videos = [...document.querySelectorAll('main video')];
            const wait = video => new Promise(resolve => {
              const track = video.querySelector('track');
              const ready = () => video.readyState >= 1 && (!track || track.readyState === 2 || track.readyState === 3);
              const check = () => ready() ? resolve() : setTimeout(check, 50);
              if (track) { video.textTracks[0].mode = 'hidden'; }
              video.load();
              check();
            });
            Promise.race([Promise.all(videos.map(wait)), new Promise(r => setTimeout(r, 8000))]).then(() => done(videos.map(video => {
              const track = video.querySelector('track');
              return {name: video.getAttribute('aria-label') || '', ready: video.readyState, width: video.videoWidth,
                      kind: track ? track.kind : null, lang: track ? track.srclang : null,
                      cues: track && track.track.cues ? track.track.cues.length : 0, page: document.documentElement.lang};
            })));""")
        for video in videos:
            assert video["name"] and video["ready"] >= 1 and video["width"] > 0, (path, video)
            if video["kind"] is not None:
                assert video["kind"] == "captions" and video["lang"] == video["page"] and video["cues"] > 0, (path, video)
