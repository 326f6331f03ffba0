"""2. Incremental cost: rescanning 10,000 known files, then adding 10 new ones.

Runs in this process against the 10,000-article store the memory benchmark built.
Proof that a rescan reads no contents: ``reports.sources.read`` is wrapped to count its
calls, and ``open`` (builtins and io, which pathlib uses) is wrapped to count opens of
any file under the article folder -- in this process only, never in the package. The
bare figure is the file system work alone: ``os.walk`` plus one ``stat`` per file.
"""

from __future__ import annotations

import builtins
import hashlib
import io
import os
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import corpus
from common import Row, load, say

import reports.sources
from reports.config import Settings
from reports.ingest import IngestReport, ingest
from reports.model import Analysis
from reports.store import Store

ROUNDS = 3
KNOWN = 10_000


class Counts:
    """Calls of ``sources.read`` and opens of files under ``root`` while installed."""

    def __init__(self, root: Path) -> None:
        self.root = str(root.resolve())
        self.reads: list[str] = []
        self.opens: list[str] = []


@contextmanager
def counting(root: Path) -> Iterator[Counts]:
    counts = Counts(root)
    real_read, real_open, real_io_open = reports.sources.read, builtins.open, io.open

    def read(path: Path, *a: Any, **kw: Any) -> Any:
        counts.reads.append(str(path))
        return real_read(path, *a, **kw)

    def watch(real: Callable[..., Any]) -> Callable[..., Any]:
        def opener(file: Any, *a: Any, **kw: Any) -> Any:
            if isinstance(file, (str, os.PathLike)) and os.path.abspath(file).startswith(
                    counts.root):
                counts.opens.append(os.fspath(file))
            return real(file, *a, **kw)
        return opener

    reports.sources.read = read
    builtins.open = watch(real_open)
    io.open = watch(real_io_open)
    try:
        yield counts
    finally:
        reports.sources.read, builtins.open, io.open = real_read, real_open, real_io_open


def fill_store(db: Path, articles: Path, n: int = KNOWN) -> None:
    """A store that knows ``n`` files, filled without analysis (``--quick``).

    Each short file is written and recorded through ``Store.add_article`` with a stub
    analysis: what a rescan consults (path, size, mtime) is exactly what ingest stores.
    """
    folder = articles / "known"
    folder.mkdir(parents=True, exist_ok=True)
    store = Store(f"sqlite:///{db}")
    for k in range(n):
        path = folder / f"k{k:05d}.txt"
        text = corpus.short_text(k)
        path.write_text(text, encoding="utf-8")
        st = path.stat()
        digest = hashlib.sha256(text.encode()).hexdigest()
        stub = Analysis(id=digest[:16], source=str(path), title=f"Update {k}", language="en",
                        words=len(text.split()))
        store.add_article(stub, digest, text, str(path), st.st_size, st.st_mtime)
    store.close()


def bare_scan(root: Path) -> int:
    n = 0
    for dirpath, _dirs, files in os.walk(root):
        for f in files:
            os.stat(os.path.join(dirpath, f))
            n += 1
    return n


def run(db: Path | None, articles: Path) -> list[Row]:
    """``db``: a store built by ingesting ``articles``; None: fill one here first."""
    say(f"[2] incremental: rescan of {KNOWN:,} known files, then 10 new ones ({load()})")
    if db is None:
        db = articles.parent / "incremental.db"
        t = time.perf_counter()
        fill_store(db, articles)
        say(f"  store filled with {KNOWN:,} stub articles in {time.perf_counter() - t:.0f} s")
    settings = Settings(database=str(db), sources=(str(articles),), workers=1)
    store = Store(settings.database_url)
    known = len(store.file_states())
    say(f"  store knows {known} files")

    times: list[float] = []
    reports_: list[IngestReport] = []
    with counting(articles) as counts:
        for _ in range(ROUNDS):
            t = time.perf_counter()
            reports_.append(ingest(settings, store))
            times.append(time.perf_counter() - t)
    rescan_reads, rescan_opens = len(counts.reads), len(counts.opens)
    r = reports_[-1]
    say(f"  rescan: {r.line()}")
    say("  rescan runs: " + ", ".join(f"{x:.3f}" for x in times) + " s; sources.read calls: "
        f"{rescan_reads}, opens of article files: {rescan_opens}")
    bare_times = []
    for _ in range(ROUNDS):
        t = time.perf_counter()
        bare_n = bare_scan(articles)
        bare_times.append(time.perf_counter() - t)
    say(f"  bare os.walk + stat of {bare_n} files: "
        + ", ".join(f"{x:.3f}" for x in bare_times) + " s")

    # ten new files beside the 10,000
    new_dir = articles / "new"
    new_dir.mkdir(exist_ok=True)
    for k in range(known, known + 10):
        (new_dir / f"n{k:05d}.txt").write_text(corpus.short_text(k), encoding="utf-8")
    with counting(articles) as counts:
        t = time.perf_counter()
        added = ingest(settings, store)
        t_add = time.perf_counter() - t
    store.close()
    say(f"  after adding 10: {added.line()}; {t_add:.2f} s (includes loading spaCy); "
        f"sources.read calls: {len(counts.reads)}, opens of article files: {len(counts.opens)}"
        " (the same wrappers that saw nothing during the rescans)")

    worst = max(times)
    rescan_ok = (worst < 1.0 and rescan_reads == 0 and rescan_opens == 0
                 and all(x.unchanged == known and not x.analyzed for x in reports_))
    return [
        Row(f"rescan {known} unchanged files (s, worst of {ROUNDS})", f"{worst:.3f}",
            f"{max(bare_times):.3f}", f"{worst / max(bare_times):.1f}", "< 1 s", rescan_ok),
        Row("rescan: files read / opened", f"{rescan_reads} / {rescan_opens}", "-", "-",
            "0 / 0", rescan_reads == 0 and rescan_opens == 0),
        Row("add 10 new files: analyzed / read / opened",
            f"{len(added.analyzed)} / {len(counts.reads)} / {len(counts.opens)}", "-", "-",
            "10 / 10 / 10", (len(added.analyzed), len(counts.reads), len(counts.opens))
            == (10, 10, 10)),
    ]
