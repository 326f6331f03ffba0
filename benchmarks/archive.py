"""8. Archive growth: what ``digest``, ``dossier``, ``entities`` and ``stories`` cost as the
archive grows (issue 16).

Archives of growing size (default 300, 1,200 and 4,800 articles; ``--quick``: 150 and 600)
are built from real texts without ingesting each one (ingest runs at ~5 articles/s): a
pool of real texts (the dev and dev_large texts, the seed articles, the briefing corpus
of tests/data) is read and analyzed once, cached in ``output/``, and each archive row is
a copy of a pool article written through ``Store.add_article``: person names rotated
through the language's full names (one rotation per copy, so names that meet in one
copy meet in it again), every number shifted by the copy number (the figures' values
too), a new id and content hash; a quarter of the rows are Arabic, ``PER_DAY`` rows are
published each day, and each is first seen on its publication day. Each archive of a
run holds the smaller ones as its first rows, so "the same day" is the same articles.

Each command runs as ``reports`` in a fresh process under ``/usr/bin/time`` (wall time
and peak RSS of that process alone), one run each:
  - ``digest`` for the period holding every article (sizes up to ``ALL_PERIOD_MAX``);
  - ``digest --date`` of one day of ``PER_DAY`` articles, the same day at every size (best
    of two runs: its bound is a ratio between sizes, and the machine is shared);
  - ``stories --format json`` right after the archive was built: the first call links
    the whole archive and stores its entity links and stories (reported for information:
    it is paid once, or after an upgrade);
  - ``ARRIVING`` more articles added, and the stored links brought up to date
    (``archive.refresh`` in a fresh process, what an ingest does after storing them: the
    new articles linked into what is stored; for information);
  - then ``dossier "<the most named person>"``; ``entities --format json``; ``stories
    --format json``, which read what is stored;
  - ``reports web`` serving the archive: the search for the name of the person entity
    with most articles (from ``entities``) and its entity page, the largest
    (``web_pages.py``: the slowest of 5 requests after the first).
The bare figure is the library doing the same reading: every article of the archive
loaded with ``Store.articles`` (the JSON decoded into dataclasses), timed in a fresh
process; the ratio says how much the command adds to reading the archive once. Growth
is the exponent k of time ~ n^k between consecutive sizes. Bounds are the issue's:
all-period digest of 1,200 < 120 s and < 1.5 GB; the day at 4,800 < 30 s and <= 1.2 x
the day at 1,200; dossier, entities and stories at 4,800 < 10 s each; the web app's
search and entity page at 4,800 < 300 ms (issue 15).
"""

from __future__ import annotations

import hashlib
import json
import math
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass
from datetime import date, timedelta
from pathlib import Path

import corpus
import web_pages
from common import PYTHON, Row, load, say

SIZES = (300, 1200, 4800)
QUICK_SIZES = (150, 600)
PER_DAY = 100
ALL_PERIOD_MAX = 1200  # the all-period digest grows with its period: not run beyond this
START = date(2026, 1, 5)
TIMEOUT = 900.0  # seconds per command; a command that takes longer is reported as such
ROOT = corpus.ROOT
SHARED = ROOT.parent / "shared"
POOL_CACHE = ROOT / "output" / "bench-archive-pool.json"
_DIGITS = re.compile(r"\d+")
_KEEP = frozenset({"id", "source", "language", "kind", "country", "measure", "unit",
                   "approx", "truncated"})  # analysis fields that are codes, not text


@dataclass(frozen=True)
class Pooled:
    """One real text, read and analyzed."""

    name: str
    text: str
    analysis: dict  # Analysis.as_dict()


def pool_texts() -> list[tuple[str, str]]:
    """(name, text) of every real text the benchmark draws from, in a stable order."""
    out = [(s.name, s.text) for s in corpus.load_sources()]
    for f in sorted((SHARED / "eval" / "dev_large").glob("*/*.json")):
        text = json.loads(f.read_text(encoding="utf-8")).get("text", "")
        out.append((f"{f.parent.name}-{f.stem}", text))
    for folder in (SHARED / "seeds", ROOT / "tests" / "data" / "brief_corpus"):
        out += [(f.stem, f.read_text(encoding="utf-8")) for f in sorted(folder.glob("*.txt"))]
    seen: set[str] = set()
    return [(n, t) for n, t in out if t.strip() and not (t in seen or seen.add(t))]


def analyze_pool(cache: Path = POOL_CACHE) -> list[Pooled]:
    """The pool, read with ``sources.read`` and analyzed once (cached by content and
    package version: ``rm output/bench-archive-pool.json`` after changing the analysis)."""
    from reports import __version__
    from reports.ingest import analyze_all
    from reports.sources import read

    texts = pool_texts()
    key = hashlib.sha256(("\0".join(t for _, t in texts) + __version__).encode()).hexdigest()
    if cache.exists():
        data = json.loads(cache.read_text(encoding="utf-8"))
        if data.get("key") == key:
            return [Pooled(**p) for p in data["pool"]]
    say(f"  analyzing the pool of {len(texts)} real texts once (cached in {cache}) ...")
    t = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="bench-pool-") as tmp:
        named = [(f"{i:03d}-{n.replace('/', '-')}", t) for i, (n, t) in enumerate(texts)]
        docs = [read(p) for p in corpus.write(named, Path(tmp))]
        results = list(analyze_all(docs, 2))
    pool = [Pooled(name, doc.text, a.as_dict())
            for (name, _), doc, a in zip(texts, docs, results, strict=True)
            if not isinstance(a, str)]
    say(f"  {len(pool)} analyzed in {time.perf_counter() - t:.0f} s")
    cache.parent.mkdir(parents=True, exist_ok=True)
    cache.write_text(json.dumps({"key": key, "pool": [p.__dict__ for p in pool]},
                                ensure_ascii=False), encoding="utf-8")
    return pool


def _people(pool: list[Pooled]) -> dict[str, list[str]]:
    """Full names of people per language, the rotation's pool."""
    out: dict[str, list[str]] = {}
    for p in pool:
        for e in p.analysis["people"]:
            if len(e["name"].split()) >= 2 and e["name"] not in out.setdefault(
                    p.analysis["language"], []):
                out[p.analysis["language"]].append(e["name"])
    return out


class Copier:
    """Copy ``k`` of a pooled article: names rotated, numbers shifted, in its text and in
    every text field of its analysis (so the copy reads as if it had been analyzed)."""

    def __init__(self, pool: list[Pooled]) -> None:
        self.people = _people(pool)
        self.index = {lang: {n: i for i, n in enumerate(ns)} for lang, ns in self.people.items()}

    def names(self, p: Pooled, k: int) -> dict[str, str]:
        lang = p.analysis["language"]
        names, index = self.people.get(lang, []), self.index.get(lang, {})
        return {e["name"]: names[(index[e["name"]] + 7 * k) % len(names)]
                for e in p.analysis["people"] if k and e["name"] in index}

    @staticmethod
    def surnames(swap: dict[str, str]) -> dict[str, str]:
        """The last names of the rotated full names, rotated with them ("Khalef" ->
        "Adams" where "Ahmed Khalef" -> "Jim Adams"): a surname left as it was would tie
        every copy's new person to one another, and the archive would hold one person of
        thousands of articles that no real archive has."""
        out: dict[str, str] = {}
        for old, new in swap.items():
            last, to = old.split()[-1], new.split()[-1]
            if len(last) >= 3 and last != to and last not in swap:
                out.setdefault(last, to)
        return out

    def copy(self, p: Pooled, k: int) -> tuple[str, dict]:
        swap = self.names(p, k)
        lasts = self.surnames(swap)
        # one pass (a new name is never changed again): full names anywhere, then a
        # surname as a word of its own
        alts = [re.escape(n) for n in sorted(swap, key=len, reverse=True)]
        if lasts:
            alts.append(r"(?<!\w)(?:" + "|".join(map(re.escape, sorted(
                lasts, key=len, reverse=True))) + r")(?!\w)")
        names = re.compile("|".join(alts)) if alts else None
        to = {**lasts, **swap}

        def vary(s: str) -> str:
            if names is not None:
                s = names.sub(lambda m: to[m.group()], s)
            return _DIGITS.sub(lambda m: str(int(m.group()) + k), s) if k else s

        def walk(x: object, field: str = "") -> object:
            if isinstance(x, str):
                return x if field in _KEEP else vary(x)
            if isinstance(x, list):
                return [walk(v, field) for v in x]
            if isinstance(x, dict):
                return {f: (v + k if f in ("value", "high") and isinstance(v, (int, float))
                            else walk(v, f)) for f, v in x.items()}
            return x

        text = vary(p.text)
        if text == p.text and k:  # nothing to vary: the copy number makes it distinct
            text += f"\n\nEdition {k}.\n"
        analysis = walk(p.analysis)
        assert isinstance(analysis, dict)
        analysis["id"] = hashlib.sha256(text.encode()).hexdigest()[:16]
        return text, analysis


def rows(pool: list[Pooled], n: int) -> list[tuple[int, Pooled, int]]:
    """(day, pooled article, copy) of the archive's ``n`` rows: every fourth row Arabic,
    the rest English, each language cycling through its pool, ``PER_DAY`` a day."""
    by_lang = {lang: [p for p in pool if p.analysis["language"] == lang] for lang in ("en", "ar")}
    used = Counter[str]()
    out = []
    for i in range(n):
        lang = "ar" if i % 4 == 3 else "en"
        j = used[lang]
        used[lang] += 1
        items = by_lang[lang]
        out.append((i // PER_DAY, items[j % len(items)], j // len(items)))
    return out


def build(pool: list[Pooled], sizes: tuple[int, ...], folder: Path) -> dict[int, Path]:
    """One SQLite archive per size, the larger ones continuing the smaller ones."""
    from sqlalchemy import text as sql

    from reports.model import Analysis
    from reports.store import Store

    copier = Copier(pool)
    out: dict[int, Path] = {}
    work = folder / "archive.db"
    store = Store(f"sqlite:///{work}")
    done = 0
    t = time.perf_counter()
    for size in sorted(sizes):
        for i, (day, p, k) in enumerate(rows(pool, size)[done:], done):
            text, analysis = copier.copy(p, k)
            content = hashlib.sha256(text.encode()).hexdigest()
            published = (START + timedelta(days=day)).isoformat()
            store.add_article(Analysis.from_dict(analysis), content, text,
                              f"/archive/{i:05d}-{p.name}.txt", len(text.encode()),
                              1.7e9 + i, published=published)
        done = size
        with store.engine.begin() as c:  # first seen on its publication day: no late arrivals
            c.execute(sql("UPDATE articles SET first_seen = published || 'T08:00:00+00:00'"))
        store.close()
        out[size] = folder / f"archive-{size}.db"
        shutil.copyfile(work, out[size])
        store = Store(f"sqlite:///{work}")
    store.close()
    say(f"  archives of {', '.join(f'{s:,}' for s in sorted(sizes))} articles built in "
        f"{time.perf_counter() - t:.0f} s")
    return out


ARRIVING = 10  # articles added to a linked archive: what linking them costs


def arrive(pool: list[Pooled], db: Path, size: int, timeout: float) -> Run:
    """``ARRIVING`` more rows added to the archive of ``size`` (as ``build`` adds them),
    with their sentence vectors (made by the ingest's workers), then, in a fresh process,
    the stored links brought up to date (``archive.refresh``, what every ingest does after
    storing): the incremental cost of an arrival."""
    from sqlalchemy import text as sql

    from reports.model import Analysis
    from reports.store import Store
    from reports.stories import evidence

    copier = Copier(pool)
    store = Store(f"sqlite:///{db}")
    arrived = []
    for i, (day, p, k) in enumerate(rows(pool, size + ARRIVING)[size:], size):
        text, analysis = copier.copy(p, k)
        arrived.append(Analysis.from_dict(analysis))
        store.add_article(arrived[-1], hashlib.sha256(text.encode()).hexdigest(),
                          text, f"/archive/{i:05d}-{p.name}.txt", len(text.encode()), 1.7e9 + i,
                          published=(START + timedelta(days=day)).isoformat())
    texts = [evidence.meaning_text(a) for a in arrived]  # as the ingest's workers store them
    store.add_meanings(dict(zip(map(evidence.meaning_key, texts), evidence.vectors(texts),
                                strict=True)))
    with store.engine.begin() as c:  # first seen on its publication day, as ``build``'s
        c.execute(sql("UPDATE articles SET first_seen = published || 'T08:00:00+00:00'"))
    store.close()
    code = ("import re,time;from reports import archive;from reports.store import Store;"
            f"s=Store('sqlite:///{db}');t=time.perf_counter();archive.refresh(s);"
            "print(time.perf_counter()-t,int(re.search(r'VmHWM:\\s+(\\d+)',"
            "open('/proc/self/status').read()).group(1))/1024)")
    try:
        p = subprocess.run([PYTHON, "-c", code], capture_output=True, text=True,
                           timeout=timeout)
    except subprocess.TimeoutExpired:
        return Run(None, 0.0, f"> {timeout:.0f} s")
    if p.returncode:
        return Run(None, 0.0, f"exit {p.returncode}: " + (p.stderr.strip().splitlines()
                                                         or [""])[-1][:80])
    secs, peak = p.stdout.split()
    return Run(float(secs), float(peak))


def frequent_person(pool: list[Pooled], n: int) -> str:
    """The person named in most articles of the first ``n`` rows (the dossier's query)."""
    copier = Copier(pool)
    seen = Counter[str]()
    for _day, p, k in rows(pool, n):
        swap = copier.names(p, k)
        seen.update({swap.get(e["name"], e["name"]) for e in p.analysis["people"]
                     if len(e["name"].split()) >= 2})
    return min(seen.items(), key=lambda kv: (-kv[1], kv[0]))[0]  # a tie: by name, every run


@dataclass(frozen=True)
class Run:
    seconds: float | None  # None: did not finish within the timeout, or failed
    peak_mb: float
    note: str = ""

    def cell(self) -> str:
        if self.seconds is None:
            return self.note
        return f"{self.seconds:.{1 if self.seconds >= 1 else 2}f} s, {self.peak_mb:.0f} MB"


REPORTS = str(Path(PYTHON).with_name("reports"))


def command(args: list[str], cwd: Path, timeout: float) -> Run:
    """``reports ARGS`` in a fresh process: wall time and peak RSS (``/usr/bin/time``)."""
    out = cwd / "time.txt"
    t = time.perf_counter()
    try:
        with open(cwd / "stdout.txt", "wb") as fh:
            p = subprocess.run(["/usr/bin/time", "-f", "%M", "-o", str(out), REPORTS, "-q",
                                *args], cwd=cwd, stdout=fh, stderr=subprocess.PIPE,
                               timeout=timeout)
    except subprocess.TimeoutExpired:
        return Run(None, 0.0, f"> {timeout:.0f} s")
    wall = time.perf_counter() - t
    peak = float(out.read_text().split()[-1]) / 1024
    if p.returncode:
        return Run(None, peak, f"exit {p.returncode}: "
                   + p.stderr.decode(errors="replace").strip().splitlines()[-1][:80])
    return Run(wall, peak)


def bare(db: Path) -> Run:
    """Every article of the archive read through ``Store.articles``, in a fresh process."""
    code = ("import re,time;from reports.store import Store;t=time.perf_counter();"
            f"n=sum(1 for _ in Store('sqlite:///{db}').articles(current=True));"
            "print(time.perf_counter()-t,int(re.search(r'VmHWM:\\s+(\\d+)',"
            "open('/proc/self/status').read()).group(1))/1024,n)")
    p = subprocess.run([PYTHON, "-c", code], capture_output=True, text=True, check=True)
    secs, peak, _n = p.stdout.split()
    return Run(float(secs), float(peak))


def growth(a: tuple[int, Run], b: tuple[int, Run]) -> str:
    (na, ra), (nb, rb) = a, b
    if ra.seconds is None or rb.seconds is None or ra.seconds <= 0:
        return "-"
    return f"n^{math.log(rb.seconds / ra.seconds) / math.log(nb / na):.2f}"


def run(sizes: tuple[int, ...] = SIZES, timeout: float = TIMEOUT) -> list[Row]:
    sizes = tuple(sorted(sizes))
    say(f"[8] archive growth: {', '.join(f'{s:,}' for s in sizes)} articles, {PER_DAY} a day "
        f"({load()})")
    pool = analyze_pool()
    say(f"  pool: {len(pool)} real texts "
        f"({sum(p.analysis['language'] == 'ar' for p in pool)} Arabic)")
    day_index = sizes[0] // PER_DAY // 2
    day = START + timedelta(days=day_index)
    person = frequent_person(pool, sizes[0])
    results: dict[str, dict[int, Run]] = {}
    web: dict[int, dict[str, web_pages.Timing]] = {}
    largest: dict[int, str] = {}  # the name of the person with most articles, by size
    with tempfile.TemporaryDirectory(prefix="bench-archive-") as tmp:
        folder = Path(tmp)
        dbs = build(pool, sizes, folder)
        for size in sizes:
            cwd = folder / f"run-{size}"
            (cwd / "articles").mkdir(parents=True)
            (cwd / "reports.toml").write_text(
                f'database = "{dbs[size]}"\nsources = ["articles"]\noutput = "out"\n',
                encoding="utf-8")
            last = START + timedelta(days=(size - 1) // PER_DAY)
            todo = {"bare: read every article": None,
                    f"digest of one day ({day})": ["digest", "--date", day.isoformat()],
                    # the archive's links and stories are stored by the first call after
                    # articles arrived; the calls after it read them
                    "stories, linking the new archive": ["stories", "--format", "json"],
                    f"links after {ARRIVING} new articles": "arrive",
                    f"dossier {person!r}": ["dossier", person],
                    "entities": ["entities", "--format", "json"],
                    "stories": ["stories", "--format", "json"]}
            if size <= ALL_PERIOD_MAX:
                todo["digest of the whole period"] = [
                    "digest", "--since", f"{START}T00:00", "--until",
                    f"{last + timedelta(days=1)}T00:00"]
            for name, args in todo.items():
                r = (bare(dbs[size]) if args is None else arrive(pool, dbs[size], size, timeout)
                     if args == "arrive" else command(args, cwd, timeout))
                if name.startswith("digest of one day"):  # a bound on a ratio: best of 2
                    again = command(args, cwd, timeout)
                    r = min((r, again), key=lambda x: float("inf") if x.seconds is None
                            else x.seconds)
                results.setdefault(name, {})[size] = r
                extra = ""
                if name.startswith("dossier") and r.seconds is not None:
                    got = json.loads(next((cwd / "out").glob("dossier-*.json")).read_text(
                        encoding="utf-8"))
                    extra = f"; {len(got['articles'])} articles found"
                if name == "entities" and r.seconds is not None:  # the web's query
                    got = json.loads((cwd / "stdout.txt").read_text(encoding="utf-8"))
                    people = [e for e in got if e["kind"] == "person"]
                    largest[size] = min(people, key=lambda e: (-len(e["article_ids"]),
                                                               e["name"]))["name"]
                if name.startswith("stories") and r.seconds is not None:
                    got = json.loads((cwd / "stdout.txt").read_text(encoding="utf-8"))
                    big = max((len(s["article_ids"]) for s in got), default=0)
                    extra = f"; {len(got)} stories, the largest of {big} articles"
                say(f"  {size:>5,} articles: {name:<34} {r.cell()}{extra} ({load()})")
            try:
                web[size] = web_pages.measure(REPORTS, cwd, dbs[size], largest[size])
            except Exception as exc:  # noqa: BLE001 - one failed measurement keeps the others
                say(f"  {size:>5,} articles: web pages not measured: {exc!r}")
            for page, t in web.get(size, {}).items():
                say(f"  {size:>5,} articles: web {page} page ({t.query!r}, {t.articles} "
                    f"articles): first {t.first_ms:.0f} ms, then "
                    f"at most {t.worst_ms:.0f} ms; bare {t.bare_ms:.0f} ms; server peak "
                    f"{t.peak_mb:.0f} MB ({load()})")
    say("\n  command | " + " | ".join(f"{s:,} articles" for s in sizes) + " | growth")
    for name, by in results.items():
        have = sorted(by.items())
        grow = ", ".join(growth(have[i], have[i + 1]) for i in range(len(have) - 1))
        say(f"  {name} | " + " | ".join(by[s].cell() if s in by else "-" for s in sizes)
            + f" | {grow}")
    return _rows(results, web, sizes, day)


def _rows(results: dict[str, dict[int, Run]], web: dict[int, dict[str, web_pages.Timing]],
          sizes: tuple[int, ...], day: date) -> list[Row]:
    big, mid = sizes[-1], max((s for s in sizes if s <= ALL_PERIOD_MAX), default=sizes[0])
    bare_big = results["bare: read every article"][big]
    out: list[Row] = []

    def secs(r: Run) -> str:
        return r.note if r.seconds is None else f"{r.seconds:.1f}"

    whole = results["digest of the whole period"][mid]
    bare_mid = results["bare: read every article"][mid]
    out.append(Row(f"digest of the whole period, {mid:,} articles (s)", secs(whole),
                   f"{bare_mid.seconds:.2f}", _ratio(whole, bare_mid), "< 120 s",
                   whole.seconds is not None and whole.seconds < 120 if mid == 1200 else None))
    out.append(Row(f"digest of the whole period, {mid:,} articles: peak (MB)",
                   f"{whole.peak_mb:.0f}", f"{bare_mid.peak_mb:.0f}", "-", "< 1500 MB",
                   whole.seconds is not None and whole.peak_mb < 1500 if mid == 1200 else None))
    days = results[f"digest of one day ({day})"]
    at = max((s for s in sizes if s <= ALL_PERIOD_MAX and s != big), default=sizes[0])
    d_big, d_at = days[big], days[at]
    ok = (d_big.seconds is not None and d_at.seconds is not None and d_big.seconds < 30
          and d_big.seconds <= 1.2 * d_at.seconds)
    out.append(Row(f"digest of one day, {big:,} articles vs {at:,} (s)", secs(d_big),
                   secs(d_at), _ratio(d_big, d_at), "< 30 s, <= 1.20", ok if big == 4800 else None))
    for name in results:
        if name.startswith("links after"):  # information: what each arrival costs
            r = results[name][big]
            out.append(Row(f"{name}, {big:,} articles (s, MB)", f"{secs(r)}, "
                           f"{r.peak_mb:.0f} MB", "-", "-", "-", None))
        if name.startswith(("dossier", "entities", "stories")):
            r = results[name][big]
            first = name.endswith("new archive")  # information: paid once per change
            out.append(Row(f"{name if first else name.split(' ')[0]}, {big:,} articles (s)",
                           secs(r), f"{bare_big.seconds:.2f}", _ratio(r, bare_big),
                           "-" if first else "< 10 s",
                           None if first or big != 4800 else (
                               r.seconds is not None and r.seconds < 10)))
    pages = web.get(big, {})
    for page in ("search", "entity"):
        t = pages.get(page)
        out.append(Row(f"web: {page} page, largest person, {big:,} articles (ms)",
                       f"{t.worst_ms:.0f}" if t else "not measured",
                       f"{t.bare_ms:.0f}" if t else "-",
                       f"{t.worst_ms / t.bare_ms:.2f}" if t and t.bare_ms else "-", "< 300 ms",
                       None if big != 4800 else bool(t and t.worst_ms < 300)))
    if pages:  # information: the first request of each, and the server's memory
        out.append(Row(f"web: first search / entity request, {big:,} articles (ms, MB)",
                       f"{pages['search'].first_ms:.0f} / {pages['entity'].first_ms:.0f}, "
                       f"{pages['entity'].peak_mb:.0f} MB", "-", "-", "-", None))
    return out


def _ratio(r: Run, base: Run) -> str:
    if r.seconds is None or not base.seconds:
        return "-"
    return f"{r.seconds / base.seconds:.2f}"


if __name__ == "__main__":  # python benchmarks/archive.py [SIZE ...]
    given = tuple(int(x) for x in sys.argv[1:]) or QUICK_SIZES
    for row in run(given):
        print(row.cells())
