"""4. Memory: peak RSS while ingesting N short articles, one fresh process per N
(the larger of the ingest process's peak and its analysis worker's).

The parent writes 10,000 short distinct articles in three folders (2,000 / 3,000 /
5,000) and runs ``python memory.py DB FOLDER...`` for 2,000, 5,000 and 10,000 files.
Each child ingests into its own new SQLite store and prints JSON: its peak RSS
(``VmHWM``), its RSS after the pipelines were loaded, and the ingest report. If
memory were held per article, the peak would grow with N.

The 10,000-article store is kept for the incremental benchmark.
"""

from __future__ import annotations

import json
import resource
import subprocess
import sys
import time
from pathlib import Path

import corpus
from common import PYTHON, Row, load, say

SIZES = (2000, 3000, 5000)  # folder sizes; cumulative runs: 2,000 / 5,000 / 10,000
QUICK_SIZES = (500, 750, 1250)  # --quick: 500 / 1,250 / 2,500, the same shape


def _status_mb(key: str) -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith(key + ":"):
            return int(line.split()[1]) / 1024
    return float("nan")


def rss_mb() -> float:
    """Current resident set size, from /proc (Linux)."""
    return _status_mb("VmRSS")


def peak_mb() -> float:
    """Peak RSS of this process's own memory (VmHWM).

    Not ``getrusage().ru_maxrss``: Linux carries the parent's peak into a child across
    fork + exec, so a child started by a parent that had rendered a PDF would report
    the parent's peak, not its own.
    """
    return _status_mb("VmHWM")


def reset_peak() -> bool:
    """Reset VmHWM to the current RSS (Linux ``clear_refs`` 5); False when not allowed."""
    try:
        Path("/proc/self/clear_refs").write_text("5")
        return True
    except OSError:
        return False


def write_folders(root: Path, sizes: tuple[int, ...]) -> list[Path]:
    folders = []
    k = 0
    for i, size in enumerate(sizes):
        folder = root / f"part{i}"
        folder.mkdir(parents=True, exist_ok=True)
        for _ in range(size):
            (folder / f"a{k:05d}.txt").write_text(corpus.short_text(k), encoding="utf-8")
            k += 1
        folders.append(folder)
    return folders


def child(db: str, folders: list[str]) -> None:
    """Ingest ``folders`` into a new store at ``db``; print the measurements as JSON."""
    from reports.analysis.nlp import pipeline
    from reports.config import Settings
    from reports.ingest import ingest
    from reports.store import Store

    pipeline("en")
    settings = Settings(database=db, sources=tuple(folders), workers=1)
    store = Store(settings.database_url)
    base = rss_mb()
    t = time.perf_counter()
    report = ingest(settings, store)
    dt = time.perf_counter() - t
    store.close()
    # analysis runs in worker processes: their peak counts (the models they share with
    # this process are resident in both; ru_maxrss of a fork without exec is its own)
    worker = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    print(json.dumps({"peak_mb": max(peak_mb(), worker), "own_peak_mb": peak_mb(),
                      "worker_peak_mb": worker, "after_load_mb": base, "seconds": dt,
                      "seen": report.seen, "analyzed": len(report.analyzed),
                      "quarantined": len(report.quarantined)}))


def run(root: Path, sizes: tuple[int, ...] = SIZES) -> tuple[list[Row], Path, Path]:
    """Returns the rows, the largest store and the folder root it was built from."""
    runs = [sum(sizes[:n]) for n in range(1, len(sizes) + 1)]
    say(f"[4] memory: peak RSS ingesting {' / '.join(f'{n:,}' for n in runs)} short articles, "
        f"one process each ({load()})")
    folders = write_folders(root / "articles", sizes)
    results = {}
    db = root / "store-0.db"
    for n in range(1, len(folders) + 1):
        total = sum(sizes[:n])
        db = root / f"store-{total}.db"
        out = subprocess.run([PYTHON, __file__, str(db), *map(str, folders[:n])],
                             capture_output=True, text=True, check=False)
        if out.returncode != 0:
            say(out.stderr[-2000:])
            raise SystemExit(f"memory child for {total} articles failed")
        r = json.loads(out.stdout.strip().splitlines()[-1])
        results[total] = r
        say(f"  {total:>6} articles: peak {r['peak_mb']:.0f} MB (ingest process "
            f"{r['own_peak_mb']:.0f}, worker {r['worker_peak_mb']:.0f}; after loading "
            f"{r['after_load_mb']:.0f} MB), {r['analyzed']} analyzed, {r['quarantined']} "
            f"quarantined, {r['seconds']:.0f} s ({r['analyzed'] / r['seconds']:.0f} articles/s)")
    small, big = results[min(results)], results[max(results)]
    growth = big["peak_mb"] / small["peak_mb"]
    ok_all = all(r["analyzed"] == n for n, r in results.items())
    rows = [
        Row(f"peak RSS, {max(runs):,} articles vs loaded (MB)", f"{big['peak_mb']:.0f}",
            f"{big['after_load_mb']:.0f}", f"{big['peak_mb'] / big['after_load_mb']:.2f}",
            "< 1024 MB", big["peak_mb"] < 1024 and ok_all),
        Row(f"peak RSS growth {min(runs):,} -> {max(runs):,}", f"{big['peak_mb']:.0f}",
            f"{small['peak_mb']:.0f}", f"{growth:.2f}", "<= 1.10", growth <= 1.10),
    ]
    return rows, db, root / "articles"


if __name__ == "__main__":
    child(sys.argv[1], sys.argv[2:])
