"""3. Rendering: the PDF of a 50-story digest, ours beside WeasyPrint alone on the same HTML.

Ours is ``render.render_pdf(render.render_html(briefing))`` (the package URL fetcher,
fonts loaded by @font-face). Bare is ``weasyprint.HTML(filename=...).write_pdf()`` on
that HTML written to a file, with the package folder as base URL so it loads the same
fonts and prints the same pages (checked: page counts must match).
"""

from __future__ import annotations

import io
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import memory
from common import Row, load, say

from reports import render
from reports.briefing import build_index
from reports.config import Settings
from reports.model import Analysis, Article, Briefing

STORIES = 50


def digest_of(analyses: list[Analysis]) -> Briefing:
    """A digest of the first ``STORIES`` analyses, as ``briefing.digest`` would build it."""
    start = datetime(2026, 11, 30, tzinfo=UTC)
    arts = tuple(Article(analysis=a, sources=(a.source,), first_seen=start + timedelta(minutes=i))
                 for i, a in enumerate(analyses[:STORIES]))
    return Briefing(title="Benchmark Briefing", kind="digest", period_start=start,
                    period_end=start + timedelta(days=1), generated=start + timedelta(days=1),
                    articles=arts, index=build_index(arts))


def pages(pdf: bytes) -> int:
    from pypdf import PdfReader

    return len(PdfReader(io.BytesIO(pdf)).pages)


def run(analyses: list[Analysis], rounds: int) -> list[Row]:
    import weasyprint

    say(f"[3] rendering: PDF of a {STORIES}-story digest, best of {rounds} ({load()})")
    if len(analyses) < STORIES:
        raise SystemExit(f"rendering needs {STORIES} analyses, got {len(analyses)}")
    settings = Settings()
    briefing = digest_of(analyses)
    t = time.perf_counter()
    html = render.render_html(briefing, settings)
    say(f"  render_html: {len(html):,} chars in {time.perf_counter() - t:.2f} s")
    base = render.PACKAGE_DIR.as_uri() + "/"
    with tempfile.TemporaryDirectory(prefix="bench-render-") as tmp:
        path = Path(tmp) / "digest.html"
        path.write_text(html, encoding="utf-8")

        def ours() -> bytes:
            return render.render_pdf(html, settings)

        def bare() -> bytes:
            return weasyprint.HTML(filename=str(path), base_url=base).write_pdf()

        n_ours, n_bare = pages(ours()), pages(bare())  # warm-up, and the page counts
        mem = {}
        for name, fn in (("ours", ours), ("bare", bare)):
            if memory.reset_peak():
                before = memory.rss_mb()
                fn()
                mem[name] = (memory.peak_mb(), before)
        t_ours: list[float] = []
        t_bare: list[float] = []
        for _ in range(rounds):  # interleaved, so a busy moment hits both sides alike
            for fn, acc in ((ours, t_ours), (bare, t_bare)):
                t = time.perf_counter()
                fn()
                acc.append(time.perf_counter() - t)
    best_ours, best_bare = min(t_ours), min(t_bare)
    say(f"  ours render_pdf: {n_ours} pages, runs " + ", ".join(f"{x:.2f}" for x in t_ours) + " s")
    say(f"  bare weasyprint: {n_bare} pages, runs " + ", ".join(f"{x:.2f}" for x in t_bare) + " s")
    if n_ours != n_bare:
        say(f"  WARNING: page counts differ ({n_ours} vs {n_bare}): not the same work")
    ratio = best_ours / best_bare
    if mem:
        say("  peak RSS while rendering (from the RSS before): " + ", ".join(
            f"{k} {p:.0f} MB (from {b:.0f})" for k, (p, b) in mem.items()))
    rows = [
        Row(f"render PDF, {STORIES} stories (s)", f"{best_ours:.2f}", f"{best_bare:.2f}",
            f"{ratio:.2f}", "<= 1.25", ratio <= 1.25 and n_ours == n_bare),
        Row("render PDF (pages/s)", f"{n_ours / best_ours:.1f}", f"{n_bare / best_bare:.1f}",
            "-", "-", None),
    ]
    if len(mem) == 2:
        rows.append(Row("render PDF, peak RSS (MB, info)", f"{mem['ours'][0]:.0f}",
                        f"{mem['bare'][0]:.0f}", f"{mem['ours'][0] / mem['bare'][0]:.2f}", "-",
                        None))
    return rows
