"""1. Analysis throughput: our full analysis beside bare spaCy ``nlp.pipe`` (words/s).

Both sides get the same English texts (``analysis_text`` of the same Documents) and the
same model with the same components, loaded before the clock starts. Ours is timed per
article on one core (so English and Arabic are split exactly), then over the whole
corpus with two worker processes.
"""

from __future__ import annotations

import json
import resource
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import corpus
from common import PYTHON, Row, load, say

from reports import sources
from reports.analysis import analysis_text
from reports.analysis.nlp import pipeline
from reports.ingest import analyze_all
from reports.lang.en import MODEL as EN_MODEL
from reports.model import Analysis, Document


@dataclass(frozen=True)
class Result:
    rows: list[Row]
    analyses: list[Analysis]  # one-core results, reused by the rendering benchmark


def read_corpus(n: int, tmp: Path) -> list[Document]:
    """Write ``n`` varied articles to ``tmp`` and read them back as the service would."""
    paths = corpus.write(corpus.build(n), tmp)
    t = time.perf_counter()
    docs = [sources.read(p) for p in paths]
    dt = time.perf_counter() - t
    words = sum(len(analysis_text(d).split()) for d in docs)
    say(f"  read {len(docs)} files ({words} words) with sources.read in {dt:.1f} s "
        f"({words / dt:,.0f} words/s)")
    return docs


def analyses_for(n: int) -> list[Analysis]:
    """The analyses of the first ``n`` corpus articles (for rendering run on its own)."""
    with tempfile.TemporaryDirectory(prefix="bench-corpus-") as tmp:
        paths = corpus.write(corpus.build(n), Path(tmp))
        docs = [sources.read(p) for p in paths]
    return [a for a in analyze_all(docs, 1) if isinstance(a, Analysis)]


def _children_cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def warm_up(docs: list[Document]) -> None:
    """Load every pipeline and lazy resource once, outside the timed runs."""
    seen: set[str] = set()
    for d in docs:
        if d.language not in seen:
            seen.add(d.language)
            list(analyze_all([d], 1))


def run(n: int) -> Result:
    say(f"[1] analysis throughput: {n} articles ({load()})")
    with tempfile.TemporaryDirectory(prefix="bench-corpus-") as tmp:
        docs = read_corpus(n, Path(tmp))
    langs = sorted({d.language for d in docs})
    say("  languages: " + ", ".join(f"{lg}={sum(d.language == lg for d in docs)}"
                                    for lg in langs))
    warm_up(docs)

    # ours, one core: per-article times, split by language
    per_lang: dict[str, list[float]] = {}  # language -> [words, wall s, CPU s]
    analyses: list[Analysis] = []
    failed = 0
    it = analyze_all(docs, 1)
    cpu = time.process_time()
    t_all = time.perf_counter()
    for doc in docs:
        t, c = time.perf_counter(), time.process_time()
        res = next(it)
        dt, dc = time.perf_counter() - t, time.process_time() - c
        acc = per_lang.setdefault(doc.language, [0, 0.0, 0.0])
        acc[0] += len(analysis_text(doc).split())
        acc[1] += dt
        acc[2] += dc
        if isinstance(res, Analysis):
            analyses.append(res)
        else:
            failed += 1
    one_total = time.perf_counter() - t_all
    one_cpu = time.process_time() - cpu
    words_all = sum(v[0] for v in per_lang.values())
    one_wps = words_all / one_total
    for lg, (w, s, c) in sorted(per_lang.items()):
        say(f"  ours, 1 core, {lg}: {w} words in {s:.1f} s = {w / s:,.0f} words/s "
            f"({w / c:,.0f} words per CPU second)")
    say(f"  ours, 1 core, all: {words_all} words in {one_total:.1f} s = {one_wps:,.0f} words/s"
        f" ({failed} failed); CPU {one_cpu:.1f} s = {one_cpu / one_total:.2f} cores obtained")

    # ours, two workers, whole corpus
    say(f"  ({load()})")
    kids = _children_cpu()
    t = time.perf_counter()
    two = list(analyze_all(docs, 2))
    two_total = time.perf_counter() - t
    two_cpu = _children_cpu() - kids  # the pool's processes, reaped when it closed
    two_wps = words_all / two_total
    say(f"  ours, 2 workers, all: {words_all} words in {two_total:.1f} s = {two_wps:,.0f} words/s"
        f"; workers' CPU {two_cpu:.1f} s = {two_cpu / two_total:.2f} cores obtained")
    same = sum(isinstance(a, Analysis) and a.as_dict() == b.as_dict()
               for a, b in zip(two, analyses))
    say(f"  2-worker results identical to 1-core results: {same}/{len(analyses)}")

    # bare spaCy on the same English texts, same model and components
    import spacy

    ours_pipes = pipeline("en").pipe_names
    full = spacy.load(EN_MODEL)
    excluded = [p for p in full.pipe_names if p not in ours_pipes]
    del full
    nlp = spacy.load(EN_MODEL, exclude=excluded)
    en_texts = [analysis_text(d) for d in docs if d.language == "en"]
    en_words = sum(len(t.split()) for t in en_texts)
    list(nlp.pipe(en_texts[:20]))  # warm-up
    say(f"  bare spaCy components: {', '.join(nlp.pipe_names)} (excluded: {excluded or '-'})")
    say(f"  ({load()})")
    cpu = time.process_time()
    t = time.perf_counter()
    for _ in nlp.pipe(en_texts):
        pass
    bare_s = time.perf_counter() - t
    bare_cpu = time.process_time() - cpu
    bare_wps = en_words / bare_s
    say(f"  bare spaCy nlp.pipe, en: {en_words} words in {bare_s:.1f} s = {bare_wps:,.0f} words/s"
        f"; CPU {bare_cpu:.1f} s = {bare_cpu / bare_s:.2f} cores obtained")

    ours_en_w, ours_en_s, ours_en_c = per_lang.get("en", [0, 1.0, 1.0])
    ours_en = ours_en_w / ours_en_s
    r1 = ours_en / bare_wps
    r1_cpu = (ours_en_w / ours_en_c) / (en_words / bare_cpu)
    say(f"  per CPU second: ours {ours_en_w / ours_en_c:,.0f}, bare {en_words / bare_cpu:,.0f}"
        f" words/s, ratio {r1_cpu:.2f} (the wall-clock ratio is the bound)")
    r2 = two_wps / one_wps
    rows = [
        Row("throughput en, 1 core (words/s)", f"{ours_en:,.0f}", f"{bare_wps:,.0f}",
            f"{r1:.2f}", ">= 0.60", r1 >= 0.6),
        Row("throughput all, 2 workers vs 1 (words/s)", f"{two_wps:,.0f}", f"{one_wps:,.0f}",
            f"{r2:.2f}", ">= 1.60", r2 >= 1.6),
    ]
    # the same comparisons per CPU second, and the cores each run got: on a crowded machine
    # these tell a slow method (low ratio per CPU second) from missing cores
    one_cpu_wps, two_cpu_wps = words_all / one_cpu, words_all / two_cpu
    rows += [
        Row("  en, 1 core, per CPU second (info)", f"{ours_en_w / ours_en_c:,.0f}",
            f"{en_words / bare_cpu:,.0f}", f"{r1_cpu:.2f}", "-", None),
        Row("  2 workers vs 1, per CPU second (info)", f"{two_cpu_wps:,.0f}",
            f"{one_cpu_wps:,.0f}", f"{two_cpu_wps / one_cpu_wps:.2f}", "-", None),
        Row("  cores obtained, 2 workers vs 1 (info)", f"{two_cpu / two_total:.2f}",
            f"{one_cpu / one_total:.2f}", "-", "-", None),
    ]
    for lg, (w, s, _c) in sorted(per_lang.items()):
        if lg != "en":
            rows.append(Row(f"throughput {lg}, 1 core (words/s)", f"{w / s:,.0f}", "-", "-",
                            "-", None))
    return Result(rows, analyses)


def ingest_child(workers: int, folder: str, db: str) -> None:
    """``reports ingest`` as a user runs it: a fresh process, new store, ``workers``."""
    from reports.config import Settings
    from reports.ingest import ingest
    from reports.store import Store

    settings = Settings(database=db, sources=(folder,), workers=workers)
    store = Store(settings.database_url)
    t = time.perf_counter()
    report = ingest(settings, store)
    print(json.dumps({"seconds": time.perf_counter() - t, "analyzed": len(report.analyzed)}))


def ingest_scaling(n: int) -> list[Row]:
    """The service's path (``ingest`` in a fresh process) with 1 and 2 workers.

    ``analyze_all`` above runs with pipelines already loaded in the parent; ``ingest`` is
    how articles really arrive, so its scaling is measured too, start-up included. It is
    reported, not bounded: the issue's 1.6x bound is on analysis throughput (above).
    """
    say(f"[1b] ingest end to end: {n} articles, fresh process, workers 1 and 2 ({load()})")
    with tempfile.TemporaryDirectory(prefix="bench-ingest-") as tmp:
        folder = Path(tmp) / "articles"
        corpus.write(corpus.build(n), folder)
        secs = {}
        for w in (1, 2):
            out = subprocess.run([PYTHON, __file__, "--ingest-child", str(w), str(folder),
                                  str(Path(tmp) / f"w{w}.db")], capture_output=True, text=True,
                                 check=False)
            if out.returncode != 0:
                say(out.stderr[-2000:])
                raise SystemExit(f"ingest child with {w} workers failed")
            r = json.loads(out.stdout.strip().splitlines()[-1])
            secs[w] = r["seconds"]
            say(f"  workers={w}: {r['analyzed']} analyzed in {r['seconds']:.1f} s ({load()})")
    ratio = secs[1] / secs[2]
    # information: model loading, reading and the store's writes stay serial (Amdahl), so
    # the end-to-end figure trails the analysis speed-up that the bound is set on
    return [Row(f"ingest {n} articles, 2 workers vs 1 (s, info)", f"{secs[2]:.1f}",
                f"{secs[1]:.1f}", f"{ratio:.2f}x", "-", None)]


if __name__ == "__main__" and sys.argv[1:2] == ["--ingest-child"]:
    ingest_child(int(sys.argv[2]), sys.argv[3], sys.argv[4])
