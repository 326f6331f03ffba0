"""Ingest: the driver from source files to stored, analyzed articles.

For each file under the sources: skip it on size and mtime alone when the store already
knows it (a rescan reads no contents); otherwise read it (``sources.read``), and if its
text is already stored just record the new path, else analyze it and store both in one
transaction. A file that cannot be read is quarantined with its reason; nothing stops.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from . import sources
from .analysis import analyze
from .config import Settings
from .store import Store

log = logging.getLogger(__name__)


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


def ingest(settings: Settings, store: Store, paths: Iterable[str | Path] | None = None,
           progress: Callable[[int, int, str], None] | None = None,
           stable: Callable[[Path, int, float], bool] | None = None) -> IngestReport:
    """Bring the files under ``paths`` (default: the configured sources) into ``store``.

    ``stable(path, size, mtime)`` may veto a file that is still being written (the
    service's settle rule); by default every file is taken as it is.
    """
    roots = [Path(p) for p in (paths if paths is not None else settings.sources)]
    report = IngestReport()
    known = store.file_states()
    files = sources.discover(roots)
    for i, path in enumerate(files):
        report.seen += 1
        key = str(path)
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
        except sources.SourceError as exc:
            log.warning("quarantined %s: %s", key, exc)
            store.quarantine(key, str(exc), st.st_size, st.st_mtime)
            report.quarantined.append((key, str(exc)))
            continue
        if store.has_article(doc.content_hash):
            store.record_source(key, doc.content_hash, st.st_size, st.st_mtime)
            report.linked.append(key)
            continue
        analysis = analyze(doc)
        store.add_article(analysis, doc.content_hash, doc.text, key, st.st_size, st.st_mtime,
                          published=doc.published)
        report.analyzed.append(key)
        log.info("analyzed %s (%s, %s)", key, doc.language, analysis.id)
    return report
