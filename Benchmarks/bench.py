#!/usr/bin/env python3
"""Measures Specimen against Hugo and the cmark-gfm command on generated corpora.

Run through `bash script/bench` (which builds the release binary first); see Benchmarks/README.md.
Prints a Markdown report and writes it to Benchmarks/results-latest.md.
"""
from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
CMARK_EXTENSIONS = ["-e", "table", "-e", "strikethrough", "-e", "autolink", "-e", "tagfilter", "-e", "tasklist"]
TARGET_N = 10_000
LARGE_N = 100_000
MAX_COMPONENTS = 25_000
# The size of the 10,000-page site when issue 26 was filed (every page listed its whole section):
# the output target is 40 % of it.
OUTPUT_BASELINE_10K = 761_000_000
MAX_RSS_KIB = 16 * 1024 * 1024  # set from --max-rss


class BenchError(Exception):
    pass


def log(message: str) -> None:
    print(f"bench: {message}", file=sys.stderr, flush=True)


@dataclass
class Sample:
    wall: float      # seconds
    maxrss: int      # KiB
    cpu: float = 0.0 # user + system seconds


@dataclass
class Measurement:
    name: str
    samples: list[Sample] = field(default_factory=list)

    @property
    def best(self) -> float:
        return min(s.wall for s in self.samples)

    @property
    def median(self) -> float:
        return statistics.median(s.wall for s in self.samples)

    @property
    def best_cpu(self) -> float:
        return min(s.cpu for s in self.samples)

    @property
    def peak_mib(self) -> float:
        return max(s.maxrss for s in self.samples) / 1024


def run_once(cmd: list[str], *, cwd: Path | None = None, stdout: Path | None = None,
             timeout: float | None = None) -> Sample:
    """Runs cmd, returning its wall time and its own peak RSS (from wait4's rusage)."""
    # What the previous run wrote is on disk first: a build right after another's 350 MB would
    # otherwise share the cores with the kernel writing them back (see "Fresh folders").
    os.sync()
    with open(stdout or os.devnull, "wb") as out, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        process = subprocess.Popen(cmd, cwd=cwd, stdout=out, stderr=err)
        timed_out = threading.Event()

        def kill() -> None:
            timed_out.set()
            process.kill()

        over_memory = threading.Event()
        done = threading.Event()

        def watch() -> None:
            # Polls the process's resident memory so a runaway build cannot take the machine down.
            while not done.wait(0.5):
                try:
                    status_text = Path(f"/proc/{process.pid}/status").read_text()
                except OSError:
                    return
                for line in status_text.splitlines():
                    if line.startswith("VmRSS:") and int(line.split()[1]) > MAX_RSS_KIB:
                        over_memory.set()
                        process.kill()
                        return

        timer = threading.Timer(timeout, kill) if timeout else None
        watcher = threading.Thread(target=watch, daemon=True)
        if timer:
            timer.start()
        watcher.start()
        try:
            _, status, usage = os.wait4(process.pid, 0)
        finally:
            done.set()
            if timer:
                timer.cancel()
        wall = time.perf_counter() - start
        process.returncode = os.waitstatus_to_exitcode(status)
        if timed_out.is_set():
            raise BenchError(f"timed out after {timeout:.0f} s: {' '.join(cmd)}")
        if over_memory.is_set():
            raise BenchError(f"stopped: resident memory above --max-rss {MAX_RSS_KIB / 1024 / 1024:.1f} GiB: {' '.join(cmd)}")
        if process.returncode != 0:
            err.seek(0)
            tail = err.read().decode(errors="replace")[-3000:]
            raise BenchError(f"exit status {process.returncode}: {' '.join(cmd)}\n{tail}")
        return Sample(wall=wall, maxrss=usage.ru_maxrss, cpu=usage.ru_utime + usage.ru_stime)


def measure(name: str, cmd: list[str], runs: int, *, before=None, timeout=None, cwd=None,
            stdout: Path | None = None, label: str | None = None) -> Measurement:
    m = Measurement(name)
    for run in range(runs):
        if before:
            before(run)
        sample = run_once(cmd, cwd=cwd, stdout=stdout, timeout=timeout)
        m.samples.append(sample)
        log(f"  {name} {label or f'run {run + 1}/{runs}'}: {sample.wall:.3f} s, CPU {sample.cpu:.2f} s, {sample.maxrss / 1024:.0f} MiB")
    return m


def remove(path: Path) -> None:
    if path.is_symlink() or path.is_file():
        path.unlink()
    elif path.exists():
        shutil.rmtree(path)


def tree_size(path: Path) -> tuple[int, int]:
    files = size = 0
    for folder, _, names in os.walk(path):
        for name in names:
            files += 1
            size += os.lstat(os.path.join(folder, name)).st_size
    return files, size


def command_output(cmd: list[str]) -> str:
    try:
        return subprocess.run(cmd, capture_output=True, text=True, check=False).stdout.strip()
    except OSError:
        return ""


def loadavg() -> str:
    try:
        return Path("/proc/loadavg").read_text().split()[0]
    except OSError:
        return "unknown"


def machine_facts() -> dict[str, str]:
    cpu = "unknown"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    memory = "unknown"
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal:"):
                memory = f"{int(line.split()[1]) / 1024 / 1024:.1f} GiB"
    except OSError:
        pass
    nproc = command_output(["nproc"]) or str(os.cpu_count())
    swift = command_output(["swift", "--version"]).splitlines()
    return {
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "cpu": cpu,
        "nproc": nproc,
        "memory": memory,
        "os": platform.platform(),
        "swift": swift[0] if swift else "unknown",
        "load": loadavg(),
    }


def strip_front_matter(text: str) -> str:
    if text.startswith("---\n"):
        end = text.find("\n---\n", 4)
        if end != -1:
            return text[end + 5:]
    return text


def page_files(content: Path) -> list[Path]:
    return sorted(p for p in content.rglob("*.md")
                  if p.relative_to(content).parts[0] not in ("licences", "assets"))


@dataclass
class SizeResult:
    pages: int
    avg_page_kib: float
    check: Measurement | None = None
    cold: Measurement | None = None
    nochange: Measurement | None = None
    edit: Measurement | None = None
    serve_edit: Measurement | None = None
    hugo: Measurement | None = None
    cmark: Measurement | None = None
    versions: Measurement | None = None
    versions_data: Measurement | None = None
    versions_edit: Measurement | None = None
    specimen_output: tuple[int, int] = (0, 0)
    hugo_output: tuple[int, int] = (0, 0)
    edited_page: str = ""


def make_versioned(content: Path, work: Path, rules_differ: bool = False) -> Path:
    """The corpus as a site published in two versions (DESIGN 3.9): `versioned/Content` is the
    corpus with a `versions:` entry, `versioned/v1/Content` a copy in which every twentieth page
    (5 %) has a paragraph the current version does not. With `rules_differ`
    (`versioned-rules/`), each of those pages has its first `max:` bound one lower in version 1
    instead (within the registry's), so the change log, the component pages' history and every data check have work
    (an older version whose data differs shares no check and no generated page). Rewritten on
    every run; returns the current version's content folder."""
    root = work / ("versioned-rules" if rules_differ else "versioned")
    remove(root)
    shutil.copytree(content, root / "Content")
    shutil.copytree(content, root / "v1" / "Content")
    for index, page in enumerate(page_files(root / "v1" / "Content")):
        if index % 20 == 0:
            text = page.read_bytes()
            bound = re.search(rb"\n(\s*max: )([2-9]|\d\d+)\n", text) if rules_differ else None
            if bound:
                text = text[:bound.start(2)] + str(int(bound.group(2)) - 1).encode() + text[bound.end(2):]
            else:
                text = text.rstrip(b"\n") + b"\n\nThis paragraph is only in version 1.\n"
            page.write_bytes(text)
    settings = root / "Content" / "site.yml"
    settings.write_text(settings.read_text(encoding="utf-8").rstrip("\n")
                        + '\nversions:\n  - { id: "1.0", label: "1.x", content: v1/Content }\n', encoding="utf-8")
    return root / "Content"


def remove_built_sites(work: Path) -> None:
    """Removes what the builds of one size wrote (their corpus stays, see make_corpus.py)."""
    for pattern in ("public*", ".public*", "hugo-public*", ".specimen-cache", "floor.html", "versioned*"):
        for path in work.glob(pattern):
            remove(path)


def bench_size(n: int, args, specimen: Path, hugo: str | None, cmark: str | None) -> SizeResult:
    """Measures one corpus size. What an earlier benchmark left (with --keep) is removed first;
    what this one builds is removed only when every size is done (see `main`): creating files
    soon after deleting many is slow on ext4 without a journal, and the next size's builds
    would pay for this size's clean-up."""
    remove_built_sites(args.workdir / f"n{n}")
    return _bench_size(n, args, specimen, hugo, cmark)


def _bench_size(n: int, args, specimen: Path, hugo: str | None, cmark: str | None) -> SizeResult:
    work: Path = args.workdir / f"n{n}"
    work.mkdir(parents=True, exist_ok=True)
    # One component per page up to 25,000 pages; beyond, several pages per component: a registry
    # of 100,000 components (51 MB) is past the size Specimen reads a source file up to (SP006),
    # and no design system has that many.
    per_component = max(1, -(-n // MAX_COMPONENTS))
    log(f"N={n}: generating the corpus in {work}" + (f" ({per_component} pages per component)" if per_component > 1 else ""))
    subprocess.run([sys.executable, str(HERE / "make_corpus.py"), str(n), str(work), "--pages-per-component", str(per_component)],
                   check=True)
    content, out = work / "Content", work / "public-1"
    pages = page_files(content)
    result = SizeResult(pages=len(pages), avg_page_kib=sum(p.stat().st_size for p in pages) / len(pages) / 1024)
    base = [str(specimen)]
    dirs = ["--content", str(content)]

    log(f"N={n}: specimen check --strict")
    check_json = work / "check.json"
    try:
        result.check = measure("check --strict", base + ["check", *dirs, "--strict", "--format", "json"], 1,
                               timeout=args.timeout, stdout=check_json)
    except BenchError as error:
        summary = ""
        if check_json.exists():
            try:
                data = json.loads(check_json.read_text())
                summary = "\n".join(f"{d.get('file')}:{d.get('line')}: {d.get('code')} {d.get('message')}"
                                    for d in data.get("diagnostics", [])[:20])
            except ValueError:
                summary = check_json.read_text()[:3000]
        raise BenchError(f"the generated corpus is not clean under --strict:\n{summary}\n{error}") from None
    summary = json.loads(check_json.read_text())["summary"]
    if summary.get("errors") or summary.get("warnings"):
        raise BenchError(f"the generated corpus is not clean: {summary}")
    if summary.get("pages") != len(pages):
        log(f"N={n}: note: specimen counted {summary.get('pages')} pages, the corpus has {len(pages)} files")

    if hugo:
        site, hugo_out = work / "hugo", work / "hugo-public"
        convert = [sys.executable, str(HERE / "hugo/convert.py"), str(content), str(site)]
        if args.hugo_nav == "all":
            convert.append("--nav-all")
        subprocess.run(convert, check=True)

        # Every run into a folder that never existed, and nothing deleted until the benchmark is
        # done (see "Fresh folders" in Benchmarks/README.md): the same for Hugo as for Specimen.
        log(f"N={n}: Hugo builds")
        result.hugo = Measurement("Hugo build")
        for run in range(args.runs):
            remove(site / "resources")
            remove(site / ".hugo_build.lock")
            destination = work / f"hugo-public-{run + 1}"
            result.hugo.samples += measure("Hugo build", [hugo, "--quiet", "--source", str(site), "--destination", str(destination)],
                                           1, timeout=args.timeout, label=f"run {run + 1}/{args.runs}").samples
        result.hugo_output = tree_size(work / "hugo-public-1")

    if cmark:
        floor = work / "floor.md"
        with open(floor, "w", encoding="utf-8") as handle:
            for page in pages:
                handle.write(strip_front_matter(page.read_text(encoding="utf-8")))
                handle.write("\n\n")
        # Measured below, each run just before a cold Specimen build (see there).
        result.cmark = Measurement("cmark-gfm CLI (floor)")

    def build(output: Path) -> list[str]:
        return base + ["build", *dirs, "--output", str(output)]

    # Cold builds first, each into a folder that never existed (with no build cache beside it),
    # nothing deleted between them; then the no-change and one-page-edit rebuilds, alternating,
    # on the first cold build's folder. See "Fresh folders" in Benchmarks/README.md.
    edited = pages[len(pages) // 2]
    original = edited.read_bytes()
    cold = Measurement("Specimen cold build")
    nochange = Measurement("Specimen no-change rebuild")
    edit = Measurement("Specimen one-page-edit rebuild")
    # The same edit in the current version of the two-version site (issue 25: an older version's
    # unchanged pages should cost what a no-change build costs), on its first cold build's folder.
    versions_edit = Measurement("Specimen one-page-edit rebuild, two versions")
    versioned_edited: Path | None = None
    if not args.cold_only:
        result.edited_page = str(edited.relative_to(content))
    log(f"N={n}: Specimen builds (cold, no-change, one-page edit of {result.edited_page or '–'}; x{args.runs})")
    try:
        # The same corpus published in two versions, 5 % of pages different: each run cold, into
        # a new folder, as above.
        versioned = make_versioned(content, work)
        versioned_edited = versioned / edited.relative_to(content)
        result.versions = Measurement("Specimen cold build, two versions")
        # The same with rules differing on those pages: measured beside, no target (the target's
        # site differs in prose only); it keeps the cost of comparing versions in sight.
        versioned_rules = make_versioned(content, work, rules_differ=True)
        result.versions_data = Measurement("Specimen cold build, two versions, 5 % of pages' rules differ")
        # The cmark-gfm floor, the cold builds and the two-version builds alternate, run for run:
        # this machine's speed drifts over minutes, and measured one after the other each would
        # see a different machine (their ratios to the cold build are targets).
        for run in range(args.runs):
            if result.cmark is not None:
                result.cmark.samples += measure(result.cmark.name, [cmark, *CMARK_EXTENSIONS, str(work / "floor.md")], 1,
                                                stdout=work / "floor.html", timeout=args.timeout,
                                                label=f"run {run + 1}/{args.runs}").samples
            cold.samples += measure(cold.name, build(work / f"public-{run + 1}"), 1, timeout=args.timeout,
                                    label=f"run {run + 1}/{args.runs}").samples
            result.versions.samples += measure(result.versions.name,
                                               base + ["build", "--content", str(versioned), "--output", str(work / f"public-versions-{run + 1}")],
                                               1, timeout=args.timeout, label=f"run {run + 1}/{args.runs}").samples
            result.versions_data.samples += measure(result.versions_data.name,
                                                    base + ["build", "--content", str(versioned_rules), "--output",
                                                            str(work / f"public-versions-rules-{run + 1}")],
                                                    1, timeout=args.timeout, label=f"run {run + 1}/{args.runs}").samples
        result.specimen_output = tree_size(out)
        for run in range(0 if args.cold_only else args.runs):
            nochange.samples += measure(nochange.name, build(out), 1, timeout=args.timeout,
                                        label=f"run {run + 1}/{args.runs}").samples
            edited.write_bytes(original.rstrip(b"\n") +
                               f"\n\nThis sentence was added by the benchmark (edit {run + 1}).\n".encode())
            edit.samples += measure(edit.name, build(out), 1, timeout=args.timeout, label=f"run {run + 1}/{args.runs}").samples
            versioned_edited.write_bytes(original.rstrip(b"\n") +
                                         f"\n\nThis sentence was added by the benchmark (edit {run + 1}).\n".encode())
            versions_edit.samples += measure(versions_edit.name,
                                             base + ["build", "--content", str(versioned), "--output", str(work / "public-versions-1")],
                                             1, timeout=args.timeout, label=f"run {run + 1}/{args.runs}").samples
    finally:
        edited.write_bytes(original)
        if versioned_edited is not None and versioned_edited.exists():
            versioned_edited.write_bytes(original)
    result.cold = cold
    if not args.cold_only:
        result.nochange, result.edit, result.versions_edit = nochange, edit, versions_edit
        log(f"N={n}: specimen serve, one-page body edit until the reloaded page has it (x{args.runs})")
        result.serve_edit = measure_serve_edit(specimen, dirs, out, edited, args.runs, args.timeout)
    return result


def measure_serve_edit(specimen: Path, dirs: list[str], out: Path, edited: Path, runs: int, timeout: float) -> Measurement:
    """Starts `specimen serve`, follows its events as an open page does, appends a sentence to one
    page's body and measures until the server announced the rebuild and the page it serves has the
    sentence: what a writer waits for between saving and seeing the change in the browser."""
    import http.client
    import re as _re
    import socket
    measurement = Measurement("serve: one-page edit visible")
    process = subprocess.Popen([str(specimen), "serve", "--port", "0", *dirs, "--output", str(out)],
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    original = edited.read_bytes()
    try:
        line = process.stdout.readline()
        match = _re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        if not match:
            raise BenchError(f"serve did not start: {line!r}")
        port = int(match.group(1))
        route = edited.relative_to(edited.parents[1]).with_suffix("").as_posix()
        events = socket.create_connection(("127.0.0.1", port), timeout=timeout)
        events.sendall(f"GET /__specimen/events HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
        reader = events.makefile("rb")

        def next_generation() -> int:
            while True:
                raw = reader.readline()
                if not raw:
                    raise BenchError("the event stream ended")
                found = _re.search(rb'"generation":(\d+)', raw)
                if found:
                    return int(found.group(1))

        next_generation()
        for run in range(runs):
            sentence = f"Served edit {run + 1} at {time.time()}."
            start = time.perf_counter()
            edited.write_bytes(original.rstrip(b"\n") + f"\n\n{sentence}\n".encode())
            next_generation()
            page = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
            page.request("GET", f"/{route}/index.html")
            body = page.getresponse().read().decode()
            elapsed = time.perf_counter() - start
            if sentence not in body:
                raise BenchError("the served page does not have the edit after the rebuild event")
            measurement.samples.append(Sample(wall=elapsed, maxrss=0))
            time.sleep(0.3)
        events.close()
    finally:
        edited.write_bytes(original)
        process.send_signal(2)
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
    return measurement


def fmt_s(x: float) -> str:
    return f"{x:.3f}" if x < 10 else f"{x:.1f}"


def fmt_size(size: int) -> str:
    return f"{size / 1e6:.1f} MB" if size < 1e9 else f"{size / 1e9:.2f} GB"


def ratio(a: float | None, b: float | None) -> str:
    return f"{a / b:.2f}×" if a is not None and b else "–"


def report(results: list[SizeResult], facts: dict[str, str], args, hugo_version: str, cmark_version: str,
           notes: list[str]) -> str:
    lines = ["# Specimen benchmark", ""]
    lines += [
        f"- Date: {facts['date']}",
        f"- Machine: {facts['cpu']}, {facts['nproc']} CPUs (nproc), {facts['memory']} memory; {facts['os']}",
        f"- Load average (1 min) at the start and the end: {facts['load']} and {loadavg()}: other processes "
        "slow wall times down; CPU time (user + system) is shown beside them",
        f"- Toolchain: {facts['swift']}; Specimen built with `swift build -c release`",
        f"- Hugo: {hugo_version or 'not installed (column skipped)'}",
        f"- cmark-gfm: {cmark_version or 'not installed (column skipped)'}",
        f"- Method: wall time is the **best of {args.runs}** runs (median beside it); peak memory is the "
        f"largest max RSS of those runs (from `wait4` rusage of the process itself). Files are in the page "
        "cache (warm). Cold = an output folder that never existed, no build cache; no-change = the first "
        "cold build's folder again, nothing changed; one-page edit = a sentence appended to one page's body "
        "before each run. Cold builds (Hugo's and Specimen's) each write into a new folder, nothing is "
        "deleted until the benchmark is done, and the corpus is rewritten in place (ext4 without a journal "
        "makes creating files slow for minutes after deleting many; see Benchmarks/README.md).",
        f"- Hugo: the same pages (front matter `order` → `weight`), a minimal layout "
        f"(Benchmarks/hugo/) with section navigation ({'every section' if args.hugo_nav == 'all' else 'the page’s own section'}), "
        "breadcrumbs, table of contents and previous/next; no syntax highlighting; each run into a new folder.",
        "- cmark-gfm (the floor: parse and render only): every page body, front matter stripped, "
        "concatenated into one file and converted by one `cmark-gfm -e table -e strikethrough -e autolink "
        "-e tagfilter -e tasklist` process, HTML written to a file; its runs alternate with Specimen's cold "
        "builds (cmark-gfm, Specimen, cmark-gfm, …), so that both see the machine in the same state.",
        "",
    ]
    lines += glance(results)
    lines += [
        "",
        "## Results",
        "",
        "| pages | measurement | best (s) | median (s) | CPU user+sys, least (s) | peak RSS (MiB) |",
        "|---:|---|---:|---:|---:|---:|",
    ]
    for r in results:
        for m in (r.check, r.cold, r.versions, r.versions_data, r.nochange, r.edit, r.versions_edit, r.serve_edit, r.hugo, r.cmark):
            if m:
                lines.append(f"| {r.pages:,} | {m.name} | {fmt_s(m.best)} | {fmt_s(m.median)} | {fmt_s(m.best_cpu)} "
                             f"| {m.peak_mib:.0f} |")
    lines += ["", "| pages | avg page | Specimen output | Hugo output | edited page |", "|---:|---:|---:|---:|---|"]
    for r in results:
        hugo_out = f"{r.hugo_output[0]:,} files, {fmt_size(r.hugo_output[1])}" if r.hugo else "–"
        lines.append(f"| {r.pages:,} | {r.avg_page_kib:.1f} KiB | {r.specimen_output[0]:,} files, "
                     f"{fmt_size(r.specimen_output[1])} | {hugo_out} | "
                     f"{f'`{r.edited_page}`' if r.edited_page else '– (--cold-only)'} |")

    lines += ["", "## Ratios (best times, peak memory)", "",
              "| pages | Specimen cold / Hugo | Specimen cold / cmark-gfm | Specimen peak memory / Hugo's "
              "| no-change / cold | one-page edit / cold |",
              "|---:|---:|---:|---:|---:|---:|"]
    for r in results:
        lines.append(
            f"| {r.pages:,} | {ratio(r.cold.best, r.hugo.best if r.hugo else None)} "
            f"| {ratio(r.cold.best, r.cmark.best if r.cmark else None)} "
            f"| {ratio(r.cold.peak_mib, r.hugo.peak_mib if r.hugo else None)} "
            f"| {ratio(r.nochange.best if r.nochange else None, r.cold.best)} "
            f"| {ratio(r.edit.best if r.edit else None, r.cold.best)} |")

    at = next((r for r in results if r.pages == TARGET_N), None)
    caveat = ""
    if at is None:
        at = max(results, key=lambda r: r.pages)
        caveat = f" (measured at {at.pages:,} pages; the targets are stated for {TARGET_N:,})"
    lines += ["", f"## Targets{caveat}", "", "| target | measured | result |", "|---|---:|---|"]

    def target(label: str, value: float | None, limit: float, strict: bool = False,
               why: str = "tool not installed") -> None:
        if value is None:
            lines.append(f"| {label} | – | SKIPPED ({why}) |")
            return
        ok = value < limit if strict else value <= limit
        lines.append(f"| {label} | {value:.2f}× | {'PASS' if ok else 'FAIL'} |")

    def run_for_run(label: str, runs: Measurement | None, before: Measurement | None) -> None:
        """Each run's time over the time of the run just before it (the two alternate): the same
        machine state on both sides, where the best of one and the best of the other may come
        minutes apart on a machine whose speed drifts. Shown beside the target, not judged."""
        if runs is None or before is None or not runs.samples or len(runs.samples) != len(before.samples):
            return
        ratios = sorted(a.wall / b.wall for a, b in zip(runs.samples, before.samples))
        median = statistics.median(ratios)
        lines.append(f"| {label}, run for run: median (range) | {median:.2f}× ({ratios[0]:.2f}–{ratios[-1]:.2f}×) | – |")

    target("cold build ≤ ¼ of Hugo's wall time", at.cold.best / at.hugo.best if at.hugo else None, 0.25)
    target("cold build ≤ 1.0 × the cmark-gfm CLI's", at.cold.best / at.cmark.best if at.cmark else None, 1.0)
    run_for_run("cold build / the cmark-gfm CLI's", at.cold, at.cmark)
    target("peak memory ≤ ¼ of Hugo's", at.cold.peak_mib / at.hugo.peak_mib if at.hugo else None, 0.25)
    target("two versions (5 % of pages differ) ≤ 1.3 × one cold build", at.versions.best / at.cold.best if at.versions else None, 1.3)
    run_for_run("two versions / one cold build", at.versions, at.cold)
    target("no-change rebuild < 10 % of cold", at.nochange.best / at.cold.best if at.nochange else None, 0.10,
           strict=True, why="--cold-only")
    target("one-page edit rebuild ≤ 10 % of cold", at.edit.best / at.cold.best if at.edit else None, 0.10, why="--cold-only")
    if at.versions_edit and at.edit and at.nochange:
        # Not a target of its own: what the older version adds to an edit build, beside what a
        # no-change build of one version costs (issue 25, point 1).
        extra = (at.versions_edit.best - at.edit.best) * 1000
        lines.append(f"| one-page edit, two versions: the older version adds (best − best) | {extra:.0f} ms "
                     f"(no-change build: {at.nochange.best * 1000:.0f} ms) | – |")
    if at.pages == TARGET_N:
        target(f"output ≤ 40 % of {OUTPUT_BASELINE_10K / 1e6:.0f} MB", at.specimen_output[1] / OUTPUT_BASELINE_10K, 0.40)
    large = next((r for r in results if r.pages == LARGE_N), None)
    ten = next((r for r in results if r.pages == TARGET_N), None)
    why = "100,000 pages not measured: --sizes 1000,10000,100000"
    target("100,000 pages: cold build ≤ 11 × 10,000 pages'", large.cold.best / ten.cold.best if large and ten else None, 11.0, why=why)
    target("100,000 pages: peak memory ≤ 2 × 10,000 pages'", large.cold.peak_mib / ten.cold.peak_mib if large and ten else None, 2.0, why=why)
    target("100,000 pages: output ≤ 11 × 10,000 pages'",
           large.specimen_output[1] / ten.specimen_output[1] if large and ten else None, 11.0, why=why)
    if at.serve_edit:
        best = at.serve_edit.best * 1000
        lines.append(f"| one-page body edit visible in the browser (serve) < 100 ms | {best:.0f} ms | {'PASS' if best < 100 else 'FAIL'} |")
    else:
        lines.append("| one-page body edit visible in the browser (serve) < 100 ms | – | SKIPPED (--cold-only) |")
    if notes:
        lines += ["", "## Notes", ""] + [f"- {note}" for note in notes]
    lines += ["", "Written by `bash script/bench`; Benchmarks/results-latest.md is git-ignored "
              "(Benchmarks/.gitignore).", ""]
    return "\n".join(lines)


def glance(results: list[SizeResult]) -> list[str]:
    """Every figure of the run in one table: a row per measurement, a column per corpus size,
    Hugo and the cmark-gfm command beside Specimen."""
    def seconds(m: Measurement | None) -> str:
        return "–" if m is None else (f"{m.best * 1000:.0f} ms" if m.best < 1 else f"{m.best:.2f} s")

    def mib(m: Measurement | None) -> str:
        return "–" if m is None else f"{m.peak_mib:.0f} MiB"

    def output(size: tuple[int, int], measured: bool) -> str:
        return fmt_size(size[1]) if measured else "–"

    rows = [
        ("Specimen cold build", lambda r: seconds(r.cold)),
        ("Hugo cold build", lambda r: seconds(r.hugo)),
        ("cmark-gfm command (parse and render only)", lambda r: seconds(r.cmark)),
        ("Specimen cold / cmark-gfm", lambda r: ratio(r.cold.best if r.cold else None, r.cmark.best if r.cmark else None)),
        ("Specimen, two versions (5 % of pages differ)", lambda r: seconds(r.versions)),
        ("Specimen, two versions (5 % of pages' rules differ)", lambda r: seconds(r.versions_data)),
        ("Specimen no-change rebuild", lambda r: seconds(r.nochange)),
        ("Specimen one-page edit rebuild", lambda r: seconds(r.edit)),
        ("Specimen one-page edit rebuild, two versions", lambda r: seconds(r.versions_edit)),
        ("serve: one-page edit visible", lambda r: seconds(r.serve_edit)),
        ("Specimen peak memory (cold)", lambda r: mib(r.cold)),
        ("Hugo peak memory", lambda r: mib(r.hugo)),
        ("Specimen output", lambda r: output(r.specimen_output, r.cold is not None)),
        ("Hugo output", lambda r: output(r.hugo_output, r.hugo is not None)),
    ]
    lines = ["## At a glance", "", "| | " + " | ".join(f"{r.pages:,} pages" for r in results) + " |",
             "|---|" + "---:|" * len(results)]
    for label, cell in rows:
        lines.append(f"| {label} | " + " | ".join(cell(r) for r in results) + " |")
    return lines


def parse_sizes(text: str) -> list[int]:
    try:
        sizes = [int(s.replace("_", "")) for s in text.split(",") if s.strip()]
    except ValueError:
        raise argparse.ArgumentTypeError(f"--sizes takes numbers separated by commas, not {text!r}")
    if not sizes or any(s < 20 for s in sizes):
        raise argparse.ArgumentTypeError("each size must be at least 20 (one page per section)")
    return sizes


def main() -> int:
    parser = argparse.ArgumentParser(prog="script/bench", description="Benchmarks Specimen against Hugo and cmark-gfm.")
    parser.add_argument("--specimen", type=Path, default=ROOT / ".build/release/specimen",
                        help="the specimen binary (default: .build/release/specimen)")
    parser.add_argument("--sizes", type=parse_sizes, default=[1000, 10000],
                        help="corpus sizes in pages, comma-separated (default: 1000,10000)")
    parser.add_argument("--runs", type=int, default=3, help="runs per measurement; the best is reported (default 3)")
    parser.add_argument("--workdir", type=Path,
                        default=Path(os.environ.get("TMPDIR", "/tmp")) / "specimen-bench",
                        help="where corpora and outputs go (default: $TMPDIR/specimen-bench)")
    parser.add_argument("--hugo-nav", choices=["section", "all"], default="section",
                        help="Hugo's sidebar lists the page's own section (default) or every section")
    parser.add_argument("--timeout", type=float, default=3600, help="seconds allowed for one command (default 3600)")
    parser.add_argument("--max-rss", type=float, default=None,
                        help="GiB of resident memory one command may use before it is stopped "
                             "(default: 70%% of the machine's memory)")
    parser.add_argument("--cold-only", action="store_true",
                        help="measure only Specimen's cold build (no rebuilds), for very slow sizes")
    parser.add_argument("--keep", action="store_true", help="keep built sites in the work folder")
    parser.add_argument("--output", type=Path, default=HERE / "results-latest.md", help="where the report is written")
    args = parser.parse_args()
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    if not os.access(args.specimen, os.X_OK):
        raise BenchError(f"no specimen binary at {args.specimen}; build it with `swift build -c release --product specimen`")
    global MAX_RSS_KIB
    if args.max_rss:
        MAX_RSS_KIB = int(args.max_rss * 1024 * 1024)
    else:
        try:
            total = next(int(line.split()[1]) for line in Path("/proc/meminfo").read_text().splitlines()
                         if line.startswith("MemTotal:"))
            MAX_RSS_KIB = int(total * 0.7)
        except (OSError, StopIteration):
            pass
    args.workdir = args.workdir.resolve()
    try:
        args.workdir.relative_to(ROOT)
        raise BenchError(f"--workdir must be outside the repository ({ROOT})")
    except ValueError:
        pass

    notes: list[str] = []
    hugo = shutil.which("hugo")
    cmark = shutil.which("cmark-gfm")
    hugo_version = command_output([hugo, "version"]) if hugo else ""
    cmark_version = command_output([cmark, "--version"]).splitlines()[0] if cmark else ""
    if not hugo:
        notes.append("Hugo is not installed: its columns are skipped (`bash script/bench --install` installs Debian's `hugo`).")
    if not cmark:
        notes.append("cmark-gfm is not installed: its column is skipped (`bash script/bench --install` installs Debian's `cmark-gfm`).")
    facts = machine_facts()
    results = []
    try:
        for n in args.sizes:
            results.append(bench_size(n, args, args.specimen, hugo, cmark))
    finally:
        if not args.keep:
            log("removing the built sites (wait a few minutes before another benchmark on ext4 without a journal, "
                "or run `sync` first; see Benchmarks/README.md)")
            for n in args.sizes:
                remove_built_sites(args.workdir / f"n{n}")
    text = report(results, facts, args, hugo_version, cmark_version, notes)
    print(text)
    args.output.write_text(text, encoding="utf-8")
    log(f"wrote {args.output}")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BenchError as error:
        print(f"bench: error: {error}", file=sys.stderr)
        sys.exit(1)
    except subprocess.CalledProcessError as error:
        print(f"bench: error: {' '.join(map(str, error.cmd))} exited with status {error.returncode}", file=sys.stderr)
        sys.exit(1)
    except KeyboardInterrupt:
        sys.exit(130)
