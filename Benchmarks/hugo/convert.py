#!/usr/bin/env python3
"""Turns a Specimen corpus into a Hugo site with the same pages.

    python3 Benchmarks/hugo/convert.py CONTENT_DIR HUGO_SITE_DIR [--nav-all]

HUGO_SITE_DIR gets hugo.toml and layouts/ from this folder, content/<section>/<page>.md (every
page of CONTENT_DIR but licences, with its Markdown body unchanged), content/<section>/_index.md
(title, and weight in site.yml order) and static/assets/ (the corpus's images).

Front matter: `order` becomes Hugo's `weight`, `section` becomes `sectionTitle` (Hugo derives
the section from the folder); the other keys (title, summary, component, status, platforms) are
kept and read by the layout. ```spec blocks stay fenced code blocks: Hugo accepts them as they
are, and with `codeFences = false` renders them as plain <pre><code>.
"""
from __future__ import annotations

import argparse
import re
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def sections_of(site_yml: str) -> list[str]:
    match = re.search(r"^sections:\s*\[(.*)\]\s*$", site_yml, re.M)
    return [s.strip() for s in match.group(1).split(",")] if match else []


def convert_page(text: str) -> str:
    if not text.startswith("---\n"):
        return text
    end = text.index("\n---\n", 4)
    front, body = text[4:end], text[end + 5:]
    lines = []
    for line in front.splitlines():
        if line.startswith("order:"):
            line = "weight:" + line[len("order:"):]
        elif line.startswith("section:"):
            line = "sectionTitle:" + line[len("section:"):]
        lines.append(line)
    return "---\n" + "\n".join(lines) + "\n---\n" + body


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("content", type=Path)
    parser.add_argument("site", type=Path)
    parser.add_argument("--nav-all", action="store_true",
                        help="list every section's pages on every page (as Specimen's sidebar does)")
    args = parser.parse_args()
    content: Path = args.content
    site: Path = args.site
    if not (content / "site.yml").is_file():
        parser.error(f"{content} has no site.yml")
    if site.exists():
        shutil.rmtree(site)
    site.mkdir(parents=True)
    config = (HERE / "hugo.toml").read_text()
    if args.nav_all:
        config = config.replace("navAll = false", "navAll = true")
    (site / "hugo.toml").write_text(config)
    shutil.copytree(HERE / "layouts", site / "layouts")
    if (content / "assets").is_dir():
        shutil.copytree(content / "assets", site / "static/assets")

    titles = {}
    for weight, title in enumerate(sections_of((content / "site.yml").read_text()), 1):
        titles["-".join(title.lower().split())] = (title, weight)
    out = site / "content"
    out.mkdir()
    (out / "_index.md").write_text("---\ntitle: Home\n---\n")
    pages = 0
    for path in sorted(content.rglob("*.md")):
        relative = path.relative_to(content)
        if relative.parts[0] in ("licences", "assets") or any(p.startswith(".") for p in relative.parts):
            continue
        target = out / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(convert_page(path.read_text(encoding="utf-8")), encoding="utf-8")
        pages += 1
    for folder in sorted(p for p in out.iterdir() if p.is_dir()):
        title, weight = titles.get(folder.name, (folder.name, 999))
        (folder / "_index.md").write_text(f"---\ntitle: {title}\nweight: {weight}\n---\n")
    print(f"hugo/convert.py: {pages} pages in {site}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
