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
from .analysis import SUPPORTED, analyze
from .analysis.nlp import pipeline
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
    changed: list[str] = field(default_factory=list)  # changed while read: read again later

    def line(self) -> str:
        return (f"{self.seen} files: {len(self.analyzed)} analyzed, {len(self.linked)} known "
                f"text under a new name, {self.unchanged} unchanged, "
                f"{len(self.quarantined)} quarantined")


class Analyzer:
    """Analyzes documents here, or with ``workers`` > 1 in one pool of processes kept for
    a whole ingest (spaCy is single-threaded, so processes are how both cores get used;
    a worker loads the language models once, not once per batch)."""

    def __init__(self, workers: int = 1) -> None:
        self.workers = workers
        self.pool: ProcessPoolExecutor | None = None

    def __enter__(self) -> Analyzer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        if self.pool is not None:
            self.pool.shutdown()
            self.pool = None

    def _start(self) -> ProcessPoolExecutor:
        if sys.platform != "linux":
            method = "spawn"
        else:  # fork shares models loaded here, but forking beside other threads (the
            # scheduler's) can deadlock: then the forkserver starts clean workers
            method = "fork" if threading.active_count() == 1 else "forkserver"
        if method == "fork":
            warm()
        return ProcessPoolExecutor(max_workers=self.workers, initializer=warm,
                                   mp_context=multiprocessing.get_context(method))

    def map(self, docs: Iterable[Document]) -> Iterator[Analysis | str]:
        """Analyses (or one-line errors) in the order of ``docs``."""
        docs = list(docs)
        if self.workers <= 1 or len(docs) <= 1:
            return map(safe_analyze, docs)
        if self.pool is None:
            self.pool = self._start()
        return self.pool.map(safe_analyze, docs, chunksize=2)


def warm() -> None:
    """Load the language models now (in a worker: before its first article)."""
    for language in SUPPORTED:
        pipeline(language)


def analyze_all(docs: Iterable[Document], workers: int = 1) -> Iterator[Analysis | str]:
    """Analyze documents in order (see ``Analyzer``)."""
    with Analyzer(workers) as analyzer:
        yield from analyzer.map(docs)


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
           stable: Callable[[Path, int, float], bool] | None = None,
           roots: Iterable[str | Path] | None = None) -> IngestReport:
    """Bring the files under ``paths`` (default: the configured sources) into ``store``.

    Nothing outside ``roots`` (default: ``paths``, else the configured sources) is read:
    a link leading out is quarantined. ``stable(path, size, mtime)`` may veto a file that
    is still being written (the service's settle rule); by default every file is taken
    as it is, and one that changes while it is read is left for the next scan. New texts
    are analyzed in batches so memory stays flat however many files arrive.
    """
    paths = [Path(p) for p in (paths if paths is not None else settings.sources)]
    confined = sources.resolve_roots(list(roots) if roots is not None else paths)
    report = IngestReport()
    known = store.file_states()
    files = sources.discover(paths)
    batch: list[tuple[Document, str, int, float]] = []
    analyzer = Analyzer(settings.workers)

    def flush() -> None:
        todo: dict[str, Document] = {}
        for doc, _key, _size, _mtime in batch:
            if doc.content_hash not in todo and not store.has_article(doc.content_hash):
                todo[doc.content_hash] = doc
        results = dict(zip(todo, analyzer.map(todo.values())))
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

    try:
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
                doc = sources.read(path, max_bytes=settings.max_file_bytes, roots=confined,
                                   expect=(st.st_size, st.st_mtime))
            except FileNotFoundError:  # deleted since the listing: nothing to keep
                continue
            except sources.FileChanged:  # being rewritten: only a stable version is kept
                log.info("%s changed while being read; reading it again when stable", key)
                report.changed.append(key)
                continue
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
    finally:
        analyzer.close()
    return report
