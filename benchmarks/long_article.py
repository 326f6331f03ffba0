"""6. One long article: a 610 KB file (issue 10: 3 min 15 s and 2.3 GB) analyzed alone.

Each measurement runs in a fresh process (``python long_article.py MODE FILE``) that
loads the pipelines, resets its peak (``VmHWM``), then times one call:

- bare: ``nlp(text)`` on the whole text, the same spaCy pipeline and components;
- ours, whole text: ``analyze(doc)`` without a budget (parsed in pieces, every extractor);
- ours, default budget: ``analyze(doc, 50,000 words, 60 s)``, what ``ingest`` runs;
- ingest: the long file beside the four examples, ``workers = 1``: when the last short
  one is stored, when the long one is, and the peak of the worker process
  (``RUSAGE_CHILDREN``: the models it shares with its parent count as resident).

Bounds: peak RSS of the default-budget analysis <= 0.5 x bare; time of the whole-text
analysis <= 1.5 x bare (the parse is most of it: the extractors stay linear).
"""

from __future__ import annotations

import json
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import corpus
from common import PYTHON, Row, load, say
from memory import peak_mb, reset_peak, rss_mb

SIZE = 610_000


def child(mode: str, path: str) -> None:
    from reports import sources
    from reports.analysis import analysis_text, analyze
    from reports.analysis.nlp import pipeline
    from reports.ingest import Budget

    doc = sources.read(Path(path))
    nlp = pipeline(doc.language)
    nlp("Warm up. Twice.")
    base = rss_mb()
    reset_peak()
    out: dict = {"words": len(analysis_text(doc).split()), "after_load_mb": base}
    t = time.perf_counter()
    if mode == "bare":
        nlp(analysis_text(doc))
    elif mode == "full":
        out["truncated"] = analyze(doc).truncated
    elif mode == "budget":
        b = Budget()
        out["truncated"] = analyze(doc, b.words, b.seconds).truncated
    else:
        out.update(_ingest(path))
    out["seconds"] = time.perf_counter() - t
    out["peak_mb"] = peak_mb()
    print(json.dumps(out))


def _ingest(path: str) -> dict:
    """Ingest the long file beside the examples; the store time of each article."""
    from reports.config import Settings
    from reports.ingest import ingest
    from reports.store import Store

    with tempfile.TemporaryDirectory(prefix="bench-long-") as tmp:
        src = Path(tmp) / "articles"
        src.mkdir()
        shutil.copy(path, src / "000-long.txt")
        for p in sorted(corpus.SEEDS.glob("*.txt")):
            shutil.copy(p, src / p.name)
        settings = Settings(database=str(Path(tmp) / "r.db"), sources=(str(src),), workers=1)
        store = Store(settings.database_url)
        t = time.perf_counter()
        stored: dict[str, float] = {}
        add = store.add_article

        def timed(analysis, *args, **kw):  # noqa: ANN001, ANN002, ANN003, ANN202
            add(analysis, *args, **kw)
            stored[Path(args[2]).name] = time.perf_counter() - t

        store.add_article = timed  # type: ignore[method-assign]
        report = ingest(settings, store)
        store.close()
    worker = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    return {"long_stored_s": stored.pop("000-long.txt", float("nan")),
            "small_stored_s": max(stored.values(), default=float("nan")),
            "small": len(stored), "worker_peak_mb": worker,
            "quarantined": len(report.quarantined)}


def _measure(mode: str, path: Path) -> dict:
    out = subprocess.run([PYTHON, __file__, mode, str(path)], capture_output=True,
                         text=True, check=False)
    if out.returncode != 0:
        say(out.stderr[-2000:])
        raise SystemExit(f"long-article child {mode} failed")
    return json.loads(out.stdout.strip().splitlines()[-1])


def run(quick: bool = False) -> list[Row]:
    rows: list[Row] = []
    for language in ("en",) if quick else ("en", "ar"):
        say(f"[6] one long article ({language}, {SIZE // 1000} KB), fresh process each ({load()})")
        with tempfile.TemporaryDirectory(prefix="bench-long-") as tmp:
            path = Path(tmp) / f"long-{language}.txt"
            path.write_text(corpus.long_text(language, SIZE), encoding="utf-8")
            res = {}
            for mode in ("bare", "full", "budget", "ingest"):
                r = res[mode] = _measure(mode, path)
                extra = f"; {r['truncated']}" if r.get("truncated") else ""
                say(f"  {mode:>6}: {r['words']:,} words in {r['seconds']:.1f} s, peak "
                    f"{r['peak_mb']:.0f} MB (after loading {r['after_load_mb']:.0f} MB){extra}")
            i = res["ingest"]
            say(f"  ingest beside {i['small']} short articles, workers = 1: the short ones "
                f"stored by {i['small_stored_s']:.1f} s, the long one at "
                f"{i['long_stored_s']:.1f} s; worker peak {i['worker_peak_mb']:.0f} MB ({load()})")
        bare, full, budget = res["bare"], res["full"], res["budget"]
        mem = budget["peak_mb"] / bare["peak_mb"]
        speed = full["seconds"] / bare["seconds"]
        rows += [
            Row(f"long article {language}: peak RSS, budget vs bare (MB)",
                f"{budget['peak_mb']:.0f}", f"{bare['peak_mb']:.0f}", f"{mem:.2f}", "<= 0.50",
                mem <= 0.5),
            Row(f"long article {language}: whole text, time vs bare (s)",
                f"{full['seconds']:.1f}", f"{bare['seconds']:.1f}", f"{speed:.2f}", "<= 1.50",
                speed <= 1.5),
            Row(f"long article {language}: short ones stored before it (s)",
                f"{i['small_stored_s']:.1f}", f"{i['long_stored_s']:.1f}", "-", "-", None),
        ]
    return rows


if __name__ == "__main__":
    child(sys.argv[1], sys.argv[2])
