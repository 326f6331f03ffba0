"""One scan of the watched folders: read only files that have settled, never crash.

A file is *stable* when its size and mtime are the same as at the previous scan (kept in
the store's ``pending`` table, so the rule survives a restart) or when it has not been
modified for ``settle_seconds``. Anything else is still being written: it waits in
``pending`` and is not opened. Files the store already knows with the same size and
mtime are skipped on ``stat`` alone, so rescanning a large unchanged folder reads no
contents. The ready files go through ``ingest.ingest`` together (batched analysis); if
that raises, they are retried one by one so the one file that breaks a reader is
quarantined with the reason and the scan goes on. Files another process is reading (it
claimed them) are left to it: the next scan finds them stored, or takes them once that
process's lease has run out.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from . import sources
from .config import Settings
from .ingest import Analyzer, error_reason, ingest, known_by_key
from .store import Pending, Store

log = logging.getLogger(__name__)


def is_stable(previous: Pending | None, size: int, mtime: float, now: float,
              settle_seconds: float) -> bool:
    """True when the file looks finished: unchanged since the last scan, or old enough."""
    if previous is not None and previous.size == size and previous.mtime == mtime:
        return True
    return now - mtime >= settle_seconds


@dataclass
class ScanReport:
    """What one scan did; ``line()`` is what the log and ``status`` show."""

    started: datetime
    finished: datetime | None = None
    seen: int = 0
    unchanged: int = 0
    analyzed: list[str] = field(default_factory=list)
    linked: list[str] = field(default_factory=list)
    quarantined: list[tuple[str, str]] = field(default_factory=list)
    waiting: list[str] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)  # configured folders that do not exist
    stopped: bool = False

    def line(self) -> str:
        s = (f"{self.seen} files: {len(self.analyzed)} analyzed, {len(self.linked)} known text "
             f"under a new name, {self.unchanged} unchanged, {len(self.waiting)} waiting to "
             f"settle, {len(self.quarantined)} quarantined")
        if self.missing:
            s += f"; missing: {', '.join(self.missing)}"
        return s + (" (stopped early)" if self.stopped else "")

    def as_dict(self) -> dict:
        return {"started": self.started.isoformat(timespec="seconds"),
                "finished": self.finished.isoformat(timespec="seconds") if self.finished else None,
                "seen": self.seen, "unchanged": self.unchanged, "analyzed": self.analyzed,
                "linked": self.linked, "quarantined": [list(q) for q in self.quarantined],
                "waiting": self.waiting, "missing": self.missing, "stopped": self.stopped,
                "line": self.line()}


def scan(settings: Settings, store: Store, should_stop: Callable[[], bool] | None = None,
         clock: Callable[[], float] = time.time, analyzer: Analyzer | None = None
         ) -> ScanReport:
    """Scan ``settings.sources`` once; store what is ready, remember what is not.
    ``analyzer``: the service's, kept across scans (see ``ingest``)."""
    stop = should_stop or (lambda: False)
    report = ScanReport(started=datetime.now(UTC).replace(microsecond=0))
    store.set_state(last_scan_started=report.started.isoformat())
    roots = []
    for r in settings.sources:
        (roots if Path(r).exists() else report.missing).append(Path(r))
    report.missing = [str(p) for p in report.missing]
    try:
        files = sources.discover(roots)
    except OSError as exc:  # a folder vanished while listing: try again next scan
        log.warning("cannot list sources: %s", exc)
        files = []
    known = store.file_states()
    named = known_by_key(store, known, files, sources.Keys(list(settings.sources)))
    waiting = store.pending()
    now = clock()
    ready: list[tuple[Path, int, float]] = []
    still: set[str] = set()
    for path in files:
        key = named[path]  # the store's key, as ingest writes it
        try:
            st = path.stat()
        except OSError:
            continue  # vanished between listing and stat
        report.seen += 1
        state = known.get(key)
        if state and state.size == st.st_size and state.mtime == st.st_mtime:
            report.unchanged += 1
            continue
        prev = waiting.get(key)
        if is_stable(prev, st.st_size, st.st_mtime, now, settings.settle_seconds):
            ready.append((path, st.st_size, st.st_mtime))
            continue
        still.add(key)
        report.waiting.append(key)
        if prev is None or (prev.size, prev.mtime) != (st.st_size, st.st_mtime):
            store.set_pending(key, st.st_size, st.st_mtime)
    # files that settled, were stored, or were deleted are no longer waiting
    store.drop_pending(k for k in waiting if k not in still and k not in
                       {named[p] for p, _, _ in ready})

    seen_now = {p: (size, mtime) for p, size, mtime in ready}

    def take(p: Path, size: int, mtime: float) -> bool:
        """Read only what we judged stable, unchanged since our stat; none once stopping."""
        if stop():
            report.stopped = True
            return False
        return seen_now.get(p) == (size, mtime)

    paths = [p for p, _, _ in ready]
    try:
        results = [ingest(settings, store, paths, stable=take, roots=roots,
                           analyzer=analyzer, wait=False)] if paths else []
    except Exception:  # isolate the culprit below, file by file
        log.warning("scan batch failed; retrying its files one by one", exc_info=True)
        results = []
        for path, size, mtime in ready:  # stored ones are now skipped on stat
            if stop():
                report.stopped = True
                break
            try:
                results.append(ingest(settings, store, [path], stable=take, roots=roots,
                                      analyzer=analyzer, wait=False))
            except Exception as exc:  # noqa: BLE001 - one bad file never stops the scan
                reason = error_reason(exc)
                log.warning("quarantined %s: %s", named[path], reason)
                store.quarantine(named[path], reason, size, mtime)
                report.quarantined.append((named[path], reason))
    for r in results:
        report.analyzed += r.analyzed
        report.linked += r.linked
        report.quarantined += r.quarantined
        for key in r.changed:  # rewritten while read: settles again from its new state
            try:
                st = next(p for p, k in named.items() if k == key).stat()
            except (OSError, StopIteration):
                continue
            store.set_pending(key, st.st_size, st.st_mtime)
            report.waiting.append(key)
    store.drop_pending([*report.analyzed, *report.linked, *(q for q, _ in report.quarantined)])
    report.finished = datetime.now(UTC).replace(microsecond=0)
    store.set_state(last_scan=report.as_dict())
    if report.analyzed or report.linked or report.quarantined:
        log.info("scan: %s", report.line())
    return report
