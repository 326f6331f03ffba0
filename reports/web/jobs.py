"""Dossiers asked for on the web, built one at a time in a background thread.

A job has a random id; its files are written to ``<output>/web-dossiers/<id>/`` and
served only through the job (``Job.files``), so no path from a request ever reaches
the file system. Jobs live as long as the process. Their files are deleted
``web.dossier_hours`` after they were made, and the oldest first when the folder would
pass ``web.dossier_storage_mb`` (swept at start and whenever a dossier is asked for). One
client (``security.client_key``) has at most ``QUEUED_PER_CLIENT`` dossiers waiting, so
it cannot keep the queue full for the others.
"""

from __future__ import annotations

import logging
import secrets
import shutil
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from ..config import Settings
from ..store import Store

log = logging.getLogger(__name__)

FORMATS = ("html", "pdf", "md", "json")
KEEP = 200  # jobs remembered; the oldest finished ones are forgotten first
QUEUED_MAX = 8  # jobs waiting at once; more are refused until some are done
QUEUED_PER_CLIENT = 2  # of them, one client's


class Busy(Exception):
    """Too many dossiers are waiting."""


class TooMany(Exception):
    """Too many of this client's dossiers are waiting."""


@dataclass
class Job:
    id: str
    query: str
    lang: str
    owner: str  # the session or client that asked: only it sees the job
    client: str = ""  # who it counts against (``security.client_key``)
    status: str = "queued"  # queued | running | done | failed
    stage: str = ""  # what it is doing now: "finding" | "writing" (labels web_stage_*)
    articles: int = 0
    error: str = ""  # why it failed, in English (the API's)
    problem: str = ""  # the same as a key: "none" | "too_many" | "error" (web_failed_*)
    created: datetime = field(default_factory=lambda: datetime.now(UTC))
    finished: datetime | None = None
    files: dict[str, Path] = field(default_factory=dict)

    def end(self, status: str, problem: str = "", error: str = "") -> None:
        """Done or failed; the status last, so a reader that sees it sees the rest too."""
        self.stage, self.problem, self.error = "", problem, error
        self.finished = datetime.now(UTC)
        self.status = status

    def as_dict(self) -> dict:
        return {"id": self.id, "query": self.query, "lang": self.lang, "status": self.status,
                "stage": self.stage, "articles": self.articles, "error": self.error,
                "problem": self.problem,
                "created": self.created.isoformat(timespec="seconds"),
                "finished": self.finished.isoformat(timespec="seconds") if self.finished
                else None, "formats": sorted(self.files)}


class Dossiers:
    """The job queue: ``submit`` returns at once; one thread builds the dossiers."""

    def __init__(self, settings: Settings, store: Store) -> None:
        self.settings, self.store = settings, store
        self.root = Path(settings.output).expanduser().resolve() / "web-dossiers"
        self._jobs: dict[str, Job] = {}
        self._lock = threading.Lock()
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="dossier")
        self.sweep()

    def submit(self, query: str, lang: str, owner: str, client: str = "") -> Job:
        with self._lock:
            waiting = [j for j in self._jobs.values() if j.status in ("queued", "running")]
            if client and sum(j.client == client for j in waiting) >= QUEUED_PER_CLIENT:
                raise TooMany(f"{QUEUED_PER_CLIENT} of your dossiers are being made; ask "
                              "again when one is done")
            if len(waiting) >= QUEUED_MAX:
                raise Busy(f"{len(waiting)} dossiers are being made; try again in a minute")
            job = Job(id=secrets.token_urlsafe(12), query=query, lang=lang, owner=owner,
                      client=client)
            self._jobs[job.id] = job
            self._forget_old()
        self.sweep()
        self._pool.submit(self._run, job)
        return job

    def sweep(self) -> None:
        """Delete the files of dossiers made more than ``dossier_hours`` ago, then the
        oldest until the folder holds at most ``dossier_storage_mb`` (never the files of
        a dossier being made); a job whose files went says so."""
        web = self.settings.web
        try:
            folders = [p for p in self.root.iterdir() if p.is_dir() and not p.is_symlink()]
        except FileNotFoundError:
            return
        with self._lock:
            busy = {j.id for j in self._jobs.values() if j.status in ("queued", "running")}
        made, size = {}, {}
        for p in folders:
            try:  # another sweep (a request beside this one) may have deleted it
                made[p], size[p] = p.stat().st_mtime, _size(p)
            except OSError:
                continue
        room = web.dossier_storage_mb * 1024 * 1024 - sum(size.pop(p) for p in list(size)
                                                          if p.name in busy)
        made = {p: made[p] for p in size}
        expired = time.time() - web.dossier_hours * 3600
        kept = 0
        for p in sorted(made, key=made.get, reverse=True):  # the newest are kept first
            if made[p] > expired and kept + size[p] <= room:
                kept += size[p]
                continue
            shutil.rmtree(p, ignore_errors=True)
            log.info("web: dossier files %s deleted (%s)", p.name,
                     "expired" if made[p] <= expired else "over dossier_storage_mb")
            job = self._jobs.get(p.name)
            if job is not None and job.status == "done":
                job.files = {}
                job.end("failed", "expired", "its files were deleted (they are kept "
                        f"{web.dossier_hours:g} hours); ask for it again")

    def get(self, job_id: str, owner: str) -> Job | None:
        job = self._jobs.get(job_id)
        return job if job is not None and job.owner == owner else None

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)

    def _forget_old(self) -> None:
        done = sorted((j for j in self._jobs.values() if j.status in ("done", "failed")),
                      key=lambda j: j.created)
        for j in done[:max(0, len(self._jobs) - KEEP)]:
            del self._jobs[j.id]

    def _run(self, job: Job) -> None:
        job.stage, job.status = "finding", "running"
        try:
            from .. import briefing, render
            from ..lang import fold

            try:
                b = briefing.dossier(self.store, job.query, lang=job.lang,
                                     link_lang=self.settings.lang,
                                     limit=self.settings.web.dossier_max_articles)
            except briefing.DossierTooLarge as exc:  # refused before it was built
                job.articles = exc.articles
                job.end("failed", "too_many", str(exc))
                return
            job.articles = len(b.articles)
            if not b.articles:
                job.end("failed", "none", f"no stored article mentions {job.query!r}")
            else:
                job.stage = "writing"
                stem = "dossier-" + (fold(job.query).replace(" ", "-")[:60] or "query")
                job.files = render.write_all(b, self.settings.with_overrides(lang=job.lang),
                                             self.root / job.id, stem)
                job.end("done")
        except Exception as exc:  # noqa: BLE001 - one dossier failing never stops the app
            log.exception("dossier %r failed", job.query)
            job.end("failed", "error", f"could not be made ({type(exc).__name__})")
        finally:
            if job.status not in ("done", "failed"):  # stopped short (the process exiting)
                job.end("failed", "error", "stopped before it was made")


def _size(folder: Path) -> int:
    """Bytes of the files in ``folder`` (one level: a dossier's files)."""
    total = 0
    for p in folder.iterdir():
        try:
            total += p.lstat().st_size
        except FileNotFoundError:
            pass
    return total
