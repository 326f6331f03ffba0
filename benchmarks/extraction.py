"""6. HTML extraction: ``reports.sources.read`` beside bare ``trafilatura.extract``.

The public article-extraction benchmark (``../shared/data/article-extraction-benchmark/``:
181 real pages, gold article bodies, MIT licence) scored with that benchmark's own
``evaluate.py`` (4-gram shingles, precision and recall averaged per page). Bare
trafilatura gets the same bytes and the same options (tables in, comments out), text
only; ours reads the page from a file as the service does (decode, extract, clean,
detect language). Both are timed page by page, interleaved, best of ``rounds``, after one
warm-up page (the language detector loads once per process, not per page).

Bounds (issue 10): our F1 >= bare F1, and our time <= 1.3 x bare.
"""

from __future__ import annotations

import gzip
import importlib.util
import json
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

from common import Row, load, say

DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "article-extraction-benchmark"
MAX_TIME_RATIO = 1.3


@dataclass(frozen=True)
class Scores:
    f1: float
    precision: float
    recall: float
    seconds: float


def evaluator(data: Path = DATA) -> ModuleType:
    """The benchmark's own ``evaluate.py``, imported from its folder (not copied)."""
    spec = importlib.util.spec_from_file_location("aeb_evaluate", data / "evaluate.py")
    if spec is None or spec.loader is None:
        raise SystemExit(f"no evaluate.py in {data}")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def pages(data: Path = DATA, keys: list[str] | None = None) -> dict[str, tuple[str, bytes]]:
    """Page key -> (gold body, raw HTML bytes), in ground-truth order."""
    truth = json.loads((data / "ground-truth.json").read_text(encoding="utf-8"))
    out = {}
    for key in keys or list(truth):
        raw = gzip.decompress((data / "html" / f"{key}.html.gz").read_bytes())
        out[key] = (truth[key].get("articleBody", ""), raw)
    return out


def bare_extract(raw: bytes) -> str:
    import trafilatura

    return trafilatura.extract(raw, include_comments=False, include_tables=True,
                               include_images=False, include_links=False) or ""


def ours_extract(path: Path) -> str:
    from reports.sources import SourceError, read

    try:
        return read(path).text
    except SourceError:
        return ""


def score(gold: dict[str, str], predicted: dict[str, str], ev: ModuleType,
          seconds: float) -> Scores:
    tp_fp_fns = [ev.string_shingle_matching(true=gold[k], pred=predicted[k]) for k in gold]
    m = ev.metrics_from_tp_fp_fns(tp_fp_fns)
    return Scores(m["f1"], m["precision"], m["recall"], seconds)


def compare(data: Path = DATA, rounds: int = 2, keys: list[str] | None = None,
            ) -> tuple[Scores, Scores, dict[str, tuple[str, str, str]]]:
    """(ours, bare, per page (gold, ours, bare)) over the benchmark, or ``keys`` of it."""
    ev = evaluator(data)
    corpus = pages(data, keys)
    gold = {k: g for k, (g, _) in corpus.items()}
    ours: dict[str, str] = {}
    bare: dict[str, str] = {}
    ours_t = {k: float("inf") for k in corpus}
    bare_t = dict(ours_t)
    with tempfile.TemporaryDirectory(prefix="bench-html-") as tmp:
        files = {}
        for k, (_, raw) in corpus.items():
            files[k] = Path(tmp) / f"{k}.html"
            files[k].write_bytes(raw)
        first = next(iter(corpus))
        ours_extract(files[first])  # warm-up: imports, the language detector's models
        bare_extract(corpus[first][1])
        for _ in range(rounds):
            for k, (_, raw) in corpus.items():
                t = time.perf_counter()
                ours[k] = ours_extract(files[k])
                ours_t[k] = min(ours_t[k], time.perf_counter() - t)
                t = time.perf_counter()
                bare[k] = bare_extract(raw)
                bare_t[k] = min(bare_t[k], time.perf_counter() - t)
    detail = {k: (gold[k], ours[k], bare[k]) for k in corpus}
    return (score(gold, ours, ev, sum(ours_t.values())),
            score(gold, bare, ev, sum(bare_t.values())), detail)


def run(rounds: int = 2) -> list[Row]:
    if not (DATA / "ground-truth.json").is_file():
        say(f"[6] extraction: skipped, no benchmark data in {DATA}")
        return []
    say(f"[6] extraction: {DATA.name}, best of {rounds} ({load()})")
    ours, bare, _ = compare(rounds=rounds)
    for name, s in (("reports.sources.read", ours), ("bare trafilatura", bare)):
        say(f"  {name:<22} F1 {s.f1:.3f}  precision {s.precision:.3f}  "
            f"recall {s.recall:.3f}  {s.seconds:.2f} s")
    ratio = ours.seconds / bare.seconds
    return [
        Row("HTML extraction F1 (181 pages)", f"{ours.f1:.3f}", f"{bare.f1:.3f}",
            f"{ours.f1 - bare.f1:+.3f}", ">= bare", ours.f1 >= bare.f1),
        Row("HTML extraction precision / recall",
            f"{ours.precision:.3f} / {ours.recall:.3f}",
            f"{bare.precision:.3f} / {bare.recall:.3f}", "-", "-", None),
        Row("HTML extraction time (s)", f"{ours.seconds:.2f}", f"{bare.seconds:.2f}",
            f"{ratio:.2f}", f"<= {MAX_TIME_RATIO}", ratio <= MAX_TIME_RATIO),
    ]


if __name__ == "__main__":
    from common import table

    say(table(run()))
