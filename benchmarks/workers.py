"""9. Workers: how the ingest rate grows with ``reports worker`` processes (issue 16).

A folder of corpus articles (``corpus.build``: real texts, names rotated, numbers
shifted; default 240, ``--quick`` 120) is ingested by one, then two ``reports worker``
processes (``workers = 1`` each: one analysis process per worker) sharing one database,
a fresh one per run: PostgreSQL (a throw-away server, ``tests/pg_support.py``) when its
binaries are installed, else one SQLite file. The rate is articles stored per second
between the first article stored and the last (the models' loading is the same for one
worker or two and is left out; the end-to-end time is printed beside it). Bound: two
workers store at least 1.7 x the articles per second of one.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
import time
from contextlib import ExitStack
from pathlib import Path

import corpus
from common import PYTHON, Row, load, say

ROOT = corpus.ROOT
BOUND = 1.7
TIMEOUT = 1800.0


def _database(stack: ExitStack, tmp: Path):
    """A function giving a fresh database URL per run, and what it is."""
    sys.path.insert(0, str(ROOT / "tests"))
    import pg_support

    if pg_support.bindir() is None:
        return (lambda k: f"sqlite:///{tmp / f'w{k}.db'}"), "SQLite"
    srv = stack.enter_context(pg_support.server())
    return (lambda k: srv.url(srv.new_database())), "PostgreSQL"


def _ingest(folder: Path, url: str, n: int, k: int, cwd: Path) -> tuple[float, float, int]:
    """Seconds from start to the last article stored, from the first look that found
    some stored to the last, and how many that look found, with ``k`` workers."""
    sys.path.insert(0, str(ROOT))
    from reports.store import Store

    cfg = cwd / "reports.toml"
    cfg.write_text(f'sources = ["{folder}"]\ndatabase = "{url}"\noutput = "out"\n'
                   "scan_seconds = 1\nsettle_seconds = 0\nworkers = 1\n", encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if not k.startswith("REPORTS_")}
    store = Store(url)
    start = time.monotonic()
    logs = [(cwd / f"worker{i}.log").open("ab") for i in range(k)]
    procs = [subprocess.Popen([PYTHON, "-m", "reports.cli", "-q", "--config", str(cfg),
                               "worker"], cwd=cwd, env=env, stdout=subprocess.DEVNULL,
                              stderr=log) for log in logs]
    first, at_first = None, 0
    try:
        while (stored := store.count_articles()) < n:
            if first is None and stored:
                first, at_first = time.monotonic(), stored
            if time.monotonic() - start > TIMEOUT or any(p.poll() is not None for p in procs):
                raise SystemExit(f"{k} worker(s): {stored} of {n} stored; see {cwd}/worker*.log")
            time.sleep(0.2)
        last = time.monotonic()
    finally:
        for p in procs:
            p.send_signal(signal.SIGTERM)
        for p in procs:
            try:
                p.wait(timeout=120)
            except subprocess.TimeoutExpired:
                p.kill()
                p.wait()
        for log in logs:
            log.close()
        store.close()
    return last - start, last - (first or start), at_first


def run(n: int) -> list[Row]:
    say(f"[9] workers: {n} articles, one then two `reports worker` on one database ({load()})")
    with tempfile.TemporaryDirectory(prefix="bench-workers-") as tmp, ExitStack() as stack:
        tmp_path = Path(tmp)
        folder = tmp_path / "articles"
        corpus.write(corpus.build(n), folder)
        url_for, kind = _database(stack, tmp_path)
        rates = {}
        for k in (1, 2):
            cwd = tmp_path / f"run{k}"
            cwd.mkdir()
            total, steady, seen = _ingest(folder, url_for(k), n, k, cwd)
            rates[k] = (n - seen) / steady
            say(f"  {k} worker(s), {kind}: {n} stored in {total:.1f} s, "
                f"{rates[k]:.2f} articles/s after the first ({load()})")
    ratio = rates[2] / rates[1]
    return [Row(f"ingest rate, 2 workers vs 1 ({kind}, articles/s)", f"{rates[2]:.2f}",
                f"{rates[1]:.2f}", f"{ratio:.2f}x", f">= {BOUND}x", ratio >= BOUND)]
