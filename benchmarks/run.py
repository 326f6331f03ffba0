"""Run the benchmarks and print our figures beside the bare libraries' (``make bench``).

    python benchmarks/run.py            # full size (2,000-article corpus; ~10 min on 2 cores)
    python benchmarks/run.py --quick    # 200 articles, one rendering round: a fast check
    python benchmarks/run.py --only render,startup
    python benchmarks/run.py --only extraction   # HTML reader vs bare trafilatura, ~1 min
    python benchmarks/run.py --only archive --archive-sizes 150,600   # archive growth
    python benchmarks/run.py --only stories   # linking on dev_archive vs a TF-IDF peer, ~6 min

Exit status 1 when a bound is missed, so the numbers can gate a release; these are not
tests (timings on a shared machine are not assertions) and stay out of ``make test``.
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import Row, load, say, table

ALL = ("throughput", "incremental", "render", "memory", "long", "startup", "extraction",
       "archive", "workers", "stories")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true", help="200 articles, one rendering round")
    ap.add_argument("--articles", type=int, help="corpus size for throughput (default 2000)")
    ap.add_argument("--only", default=",".join(ALL),
                    help=f"comma-separated subset of {', '.join(ALL)}")
    ap.add_argument("--archive-sizes", help="archive sizes for archive growth, e.g. 150,600 "
                    "(default 300,1200,4800; --quick 150,600)")
    ap.add_argument("--archive-timeout", type=float,
                    help="seconds before an archive command is stopped (default 900)")
    args = ap.parse_args(argv)
    only = [x.strip() for x in args.only.split(",") if x.strip()]
    unknown = set(only) - set(ALL)
    if unknown:
        ap.error(f"unknown benchmark(s): {', '.join(sorted(unknown))}")
    n = args.articles or (200 if args.quick else 2000)

    say(f"reports benchmarks: {'quick' if args.quick else 'full'}, {n} articles; "
        f"python {platform.python_version()}, {os.cpu_count()} CPUs, {load()}")
    t0 = time.perf_counter()
    rows: list[Row] = []
    analyses: list = []
    if "throughput" in only:
        import throughput

        res = throughput.run(n)
        rows += res.rows
        analyses = res.analyses
        rows += throughput.ingest_scaling(128 if args.quick else 256)
    if "render" in only:
        import rendering
        import throughput

        if len(analyses) < rendering.STORIES:  # rendering alone: analyze just enough
            analyses = throughput.analyses_for(rendering.STORIES)
        rows += rendering.run(analyses, rounds=1 if args.quick else 3)
    with tempfile.TemporaryDirectory(prefix="bench-store-") as tmp:
        if "memory" in only or "incremental" in only:
            import incremental
            import memory

            db: Path | None = None
            articles = Path(tmp) / "incremental"
            if "memory" in only:
                sizes = memory.QUICK_SIZES if args.quick else memory.SIZES
                mem_rows, big, big_articles = memory.run(Path(tmp), sizes)
                rows += mem_rows
                if sum(sizes) == incremental.KNOWN:  # reuse the store ingest really built
                    db, articles = big, big_articles
            if "incremental" in only:
                rows += incremental.run(db, articles)
    if "long" in only:
        import long_article

        rows += long_article.run(quick=args.quick)
    if "startup" in only:
        import startup

        rows += startup.run()
    if "extraction" in only:
        import extraction

        rows += extraction.run(rounds=1 if args.quick else 3)
    if "archive" in only:
        import archive

        sizes = (tuple(int(x) for x in args.archive_sizes.split(",")) if args.archive_sizes
                 else archive.QUICK_SIZES if args.quick else archive.SIZES)
        rows += archive.run(sizes, timeout=args.archive_timeout or archive.TIMEOUT)
    if "workers" in only:
        import workers

        rows += workers.run(120 if args.quick else 240)
    if "stories" in only:
        import stories

        if stories.SET.is_dir():
            rows += stories.run()
        else:
            say(f"stories: {stories.SET} not found, skipped")

    say(f"\ndone in {time.perf_counter() - t0:.0f} s ({load()})\n")
    say(table(rows))
    missed = [r.name for r in rows if r.met is False]
    if missed:
        say(f"\nbounds missed: {len(missed)}")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
