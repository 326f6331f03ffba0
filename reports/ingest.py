"""Ingest: the driver from source files to stored, analyzed articles.

For each file under the sources: skip it on size and mtime alone when the store already
knows it (a rescan reads no contents); otherwise read it (``sources.read``), and if its
text is already stored just record the new path, else analyze it and store both in one
transaction. A file that cannot be read is quarantined with its reason; nothing stops.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import sys
import threading
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from . import sources
from .analysis import analyze
from .config import Settings
from .model import Analysis, Document
from .store import Store

log = logging.getLogger(__name__)
BATCH = 32  # documents analyzed between two commits to the store (per worker)


@dataclass
class IngestReport:
    seen: int = 0
    unchanged: int = 0
    analyzed: list[str] = field(default_factory=list)
    linked: list[str] = field(default_factory=list)  # known text under a new path
    quarantined: list[tuple[str, str]] = field(default_factory=list)

    def line(self) -> str:
        return (f"{self.seen} files: {len(self.analyzed)} analyzed, {len(self.linked)} known "
                f"text under a new name, {self.unchanged} unchanged, "
                f"{len(self.quarantined)} quarantined")


def analyze_all(docs: Iterable[Document], workers: int = 1) -> Iterator[Analysis | str]:
    """Analyze documents in order; with ``workers`` > 1 in a process pool (spaCy is
    single-threaded, so processes are how both cores get used)."""
    if workers <= 1:
        yield from map(safe_analyze, docs)
        return
    # fork shares the loaded models, but forking a process that runs other threads (the
    # scheduler's) can deadlock: then the forkserver, which starts clean workers
    if sys.platform != "linux":
        method = "spawn"
    else:
        method = "fork" if threading.active_count() == 1 else "forkserver"
    ctx = multiprocessing.get_context(method)
    with ProcessPoolExecutor(max_workers=workers, mp_context=ctx) as pool:
        yield from pool.map(safe_analyze, docs, chunksize=2)


def error_reason(exc: BaseException) -> str:
    """A quarantine reason in one line: a SourceError's own words, else the error's type."""
    text = " ".join(str(exc).split()) or "no message"
    if isinstance(exc, sources.SourceError):
        return text
    return f"unexpected error ({type(exc).__name__}): {text}"[:300]


def safe_analyze(doc: Document) -> Analysis | str:
    """The analysis, or the error as one line: one bad article never stops a batch."""
    try:
        return analyze(doc)
    except Exception as exc:  # logged, and recorded as the quarantine reason
        log.exception("analysis failed for %s", doc.path)
        return "analysis failed: " + error_reason(exc)


def ingest(settings: Settings, store: Store, paths: Iterable[str | Path] | None = None,
           progress: Callable[[int, int, str], None] | None = None,
           stable: Callable[[Path, int, float], bool] | None = None) -> IngestReport:
    """Bring the files under ``paths`` (default: the configured sources) into ``store``.

    ``stable(path, size, mtime)`` may veto a file that is still being written (the
    service's settle rule); by default every file is taken as it is. New texts are
    analyzed in batches so memory stays flat however many files arrive.
    """
    roots = [Path(p) for p in (paths if paths is not None else settings.sources)]
    report = IngestReport()
    known = store.file_states()
    files = sources.discover(roots)
    batch: list[tuple[Document, str, int, float]] = []

    def flush() -> None:
        todo: dict[str, Document] = {}
        for doc, _key, _size, _mtime in batch:
            if doc.content_hash not in todo and not store.has_article(doc.content_hash):
                todo[doc.content_hash] = doc
        results = dict(zip(todo, analyze_all(todo.values(), settings.workers)))
        stored: set[str] = set()
        for doc, key, size, mtime in batch:
            analysis = results.get(doc.content_hash)
            if isinstance(analysis, str):
                store.quarantine(key, analysis, size, mtime)
                report.quarantined.append((key, analysis))
            elif analysis is None or doc.content_hash in stored:  # known text, or a twin
                store.record_source(key, doc.content_hash, size, mtime)
                report.linked.append(key)
            else:
                store.add_article(analysis, doc.content_hash, doc.text, key, size, mtime,
                                  published=doc.published)
                stored.add(doc.content_hash)
                report.analyzed.append(key)
                log.info("analyzed %s (%s, %s)", key, doc.language, analysis.id)
        batch.clear()

    for i, path in enumerate(files):
        report.seen += 1
        key = os.path.abspath(path)  # one row per file however it was named
        try:
            st = path.stat()
        except OSError as exc:  # vanished between listing and stat
            log.warning("cannot stat %s: %s", key, exc)
            continue
        state = known.get(key)
        if state and state.size == st.st_size and state.mtime == st.st_mtime:
            report.unchanged += 1
            continue
        if stable is not None and not stable(path, st.st_size, st.st_mtime):
            continue
        if progress:
            progress(i + 1, len(files), key)
        try:
            doc = sources.read(path, max_bytes=settings.max_file_bytes)
        except Exception as exc:  # noqa: BLE001 - one file never stops a scan
            reason = error_reason(exc)
            log.warning("quarantined %s: %s", key, reason)
            store.quarantine(key, reason, st.st_size, st.st_mtime)
            report.quarantined.append((key, reason))
            continue
        batch.append((doc, key, st.st_size, st.st_mtime))
        if len(batch) >= BATCH * max(settings.workers, 1):
            flush()
    flush()
    return report
