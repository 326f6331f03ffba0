"""Ingest: the driver from source files to stored, analyzed articles.

For each file under the sources: skip it on size and mtime alone when the store already
knows it (a rescan reads no contents); otherwise claim it, take its bytes
(``sources.fetch``), parse them in an analysis worker (``sources.parse``: a crafted file
costs a worker, never the service), and if its text is already stored just record the
new path, else analyze it and store both in one transaction. A file that cannot be read
is quarantined with its reason; nothing stops.

Claims make several processes on one database safe (two ``reports ingest`` on the same or
overlapping folders, ``serve`` beside them): a file another process has claimed is left
to it (``ingest`` waits for it by default, so what it returns is stored), and a claim is
a lease the process renews while it works, so a killed process's files are taken again.
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import multiprocessing.context
import multiprocessing.process
import os
import signal
import socket
import sys
import threading
import time
import uuid
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from multiprocessing import connection
from multiprocessing.connection import Connection
from pathlib import Path

from . import alerts, archive, lang, sources, text
from .analysis import analysis_text, analyze, count_words
from .analysis.nlp import pipeline
from .config import Settings
from .model import Analysis, Document
from .store import Store
from .store import now as store_now
from .stories import evidence

log = logging.getLogger(__name__)
BATCH = 32  # documents analyzed between two commits to the store (per worker)
BEAT = 1.0  # seconds: an analysis wait wakes up this often to renew its lease (cheap; a
# lease of a few seconds is renewed in time, see ``Lease.renew``)
CLAIM_POLL = 1.0  # seconds between two looks at files another process is reading


@dataclass
class IngestReport:
    seen: int = 0
    unchanged: int = 0
    analyzed: list[str] = field(default_factory=list)
    linked: list[str] = field(default_factory=list)  # known text under a new path
    quarantined: list[tuple[str, str]] = field(default_factory=list)
    changed: list[str] = field(default_factory=list)  # changed while read: read again later
    others: list[str] = field(default_factory=list)  # read (or being read) by another process

    def line(self) -> str:
        changed = (f", {len(self.changed)} changed while read (read again once stable)"
                   if self.changed else "")
        others = f", {len(self.others)} read by another process" if self.others else ""
        return (f"{self.seen} files: {len(self.analyzed)} analyzed, {len(self.linked)} known "
                f"text under a new name, {self.unchanged} unchanged, "
                f"{len(self.quarantined)} quarantined{changed}{others}")


class Lease:
    """This process's claims on the files it reads (``Store.claim``), renewed while it
    works: the files of a process that was killed are free again ``seconds`` later, or
    at once when it ran on this host (its pid is gone)."""

    def __init__(self, store: Store, seconds: float = Settings.lease_seconds) -> None:
        self.store = store
        self.seconds = seconds
        self.owner = f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}:{_space()}"
        self.renewed = time.monotonic()

    def claim(self, keys: Iterable[str]) -> set[str]:
        keys = list(keys)
        self.renewed = time.monotonic()
        got = self.store.claim(keys, self.owner, self.seconds)
        rest = [k for k in keys if k not in got]
        dead = {o for o, _ in self.store.claimed(rest).values() if gone(o)} if rest else set()
        if dead:
            log.info("taking over the files of %d process(es) no longer running", len(dead))
            got |= self.store.claim(rest, self.owner, self.seconds, take_from=dead)
        return got

    def renew(self) -> None:
        """Extend the claims once a quarter of the lease has passed (cheap to call often)."""
        if time.monotonic() - self.renewed >= self.seconds / 4:
            self.renewed = time.monotonic()
            self.store.renew_claims(self.owner, self.seconds)

    def release(self, keys: Iterable[str]) -> None:
        self.store.release_claims(self.owner, keys)


def _space() -> str:
    """Which pids this process can see: the kernel's boot and its pid namespace. Two
    containers may share a host name, a pid of one means nothing in the other."""
    try:
        boot = Path("/proc/sys/kernel/random/boot_id").read_text().strip()[:8]
        return f"{boot}-{os.stat('/proc/self/ns/pid').st_ino}"
    except OSError:  # not Linux: the host name alone
        return ""


def gone(owner: str) -> bool:
    """True when the claim's ``owner`` (host:pid:nonce:pid space) was a process of this
    host, in this pid namespace and since its last boot, that is no longer running; one
    of another host or container, or alive, keeps its claims until its lease runs out."""
    host, pid, _nonce, space = (owner.split(":") + ["", "", ""])[:4]
    if host != socket.gethostname() or space != _space() or not pid.isdigit():
        return False
    try:
        os.kill(int(pid), 0)
    except ProcessLookupError:
        return True
    except PermissionError:  # alive, another user's
        return False
    return False


@dataclass(frozen=True)
class Budget:
    """What one article may cost (0: no limit; see ``Settings.analysis_*``)."""

    words: int = Settings.analysis_words
    seconds: float = Settings.analysis_seconds  # of parsing; the rest is left out
    timeout: float = Settings.analysis_timeout  # then the worker is killed, the file quarantined
    memory: int = Settings.analysis_memory  # megabytes of the worker's resident memory, ditto

    @classmethod
    def of(cls, settings: Settings) -> Budget:
        return cls(settings.analysis_words, settings.analysis_seconds,
                   settings.analysis_timeout, settings.analysis_memory)


@dataclass(frozen=True)
class Meanings:
    """A worker's job: the sentence vectors of new articles' headlines and leads, made
    where the encoder loads once per worker, not in the process that links them."""

    texts: tuple[str, ...]
    path: str = "sentence vectors"  # what a log line names, as a document's path


@dataclass
class _Worker:
    proc: multiprocessing.process.BaseProcess
    conn: Connection
    ready: bool = False  # models loaded: the clock of a job starts only then
    job: int | None = None
    started: float = 0.0


class Analyzer:
    """Analyzes documents in ``workers`` processes, started on first use and kept for a
    whole ingest (spaCy is single-threaded, and a worker loads the models once).

    Each worker takes one article at a time, so an article still running after
    ``budget.timeout``, or whose worker grows past ``budget.memory`` megabytes, is stopped
    by killing its worker, which is then replaced: one article can cost a worker, never
    the scan. A worker that dies (out of memory, a crash) is replaced the same way; its
    article gets the reason instead of a result. Workers both parse files (``parse``)
    and analyze documents (``completed``).
    """

    def __init__(self, workers: int = 1, budget: Budget = Budget()) -> None:
        self.workers = max(workers, 1)
        self.budget = budget
        self.pool: list[_Worker] = []
        self.context: multiprocessing.context.BaseContext | None = None

    def __enter__(self) -> Analyzer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        for w in self.pool:
            if w.job is None:
                with contextlib.suppress(OSError):
                    w.conn.send(None)
        for w in self.pool:
            w.proc.join(timeout=5 if w.job is None else 0)
            if w.proc.is_alive():
                w.proc.kill()
                w.proc.join()
            w.conn.close()
        self.pool = []

    def _context(self) -> multiprocessing.context.BaseContext:
        if self.context is None:
            if sys.platform != "linux":
                method = "spawn"
            else:  # fork shares models loaded here, but forking beside other threads (the
                # scheduler's) can deadlock: then the forkserver starts clean workers
                method = "fork" if threading.active_count() == 1 else "forkserver"
            if method == "fork":
                warm()
            self.context = multiprocessing.get_context(method)
        return self.context

    def _spawn(self) -> _Worker:
        ours, theirs = multiprocessing.Pipe()
        proc = self._context().Process(target=_work, args=(theirs, self.budget), daemon=True,
                                       name="reports-analysis")
        proc.start()
        theirs.close()  # so a dead worker reads as end of file here
        w = _Worker(proc, ours)
        self.pool.append(w)
        return w

    def _drop(self, w: _Worker) -> None:
        if w.proc.is_alive():
            w.proc.kill()
        w.proc.join()
        w.conn.close()
        self.pool.remove(w)

    def completed(self, docs: Iterable[Document], beat: Callable[[], None] | None = None
                  ) -> Iterator[tuple[int, Analysis | str]]:
        """(index in ``docs``, analysis or one-line error) as each finishes. Shortest
        texts go first, so a long article holds up its own result, not the others'.
        ``beat`` is called at least every ``BEAT`` seconds while waiting (the caller's
        lease on these files)."""
        return self._run(list(docs), beat)  # type: ignore[return-value]

    def parse(self, raws: Iterable[sources.Raw], beat: Callable[[], None] | None = None
              ) -> Iterator[tuple[int, Document | str]]:
        """(index in ``raws``, document or one-line error) as each file is parsed."""
        return self._run(list(raws), beat)  # type: ignore[return-value]

    def meanings(self, texts: Iterable[str], beat: Callable[[], None] | None = None
                 ) -> list[bytes] | str:
        """The stored form of the sentence vectors of ``texts`` (``evidence.vectors``),
        or a one-line error."""
        ((_, got),) = self._run([Meanings(tuple(texts))], beat)
        return got

    def _run(self, docs: list[Document | sources.Raw | Meanings],
             beat: Callable[[], None] | None
             ) -> Iterator[tuple[int, Analysis | Document | list[bytes] | str]]:
        queue = sorted(range(len(docs)), key=lambda i: _size(docs[i]), reverse=True)
        try:
            while queue or self._busy():
                while len(self.pool) < min(self.workers, len(queue) + self._busy()):
                    self._spawn()
                for w in self.pool:
                    if w.ready and w.job is None and queue:
                        w.job, w.started = queue.pop(), time.monotonic()
                        with contextlib.suppress(OSError):  # died: _collect says so
                            w.conn.send((w.job, docs[w.job]))
                yield from self._collect(docs, BEAT if beat else None)
                if beat:
                    beat()
        finally:
            # abandoned half way (the caller failed): a worker still on one of these
            # documents would hand its result to the next call, under another index
            for w in [w for w in self.pool if w.job is not None]:
                self._drop(w)

    def _busy(self) -> int:
        return sum(w.job is not None for w in self.pool)

    def _collect(self, docs: list[Document | sources.Raw], beat: float | None
                 ) -> Iterator[tuple[int, Analysis | Document | str]]:
        """Wait for one message, the nearest deadline or ``beat`` seconds; settle what
        happened."""
        limit, memory = self.budget.timeout, self.budget.memory
        now = time.monotonic()
        due = [w.started + limit - now for w in self.pool if w.job is not None and limit]
        due += [beat] if beat else []
        due += [MEMORY_POLL] if memory and self._busy() else []
        waiting = [w.conn for w in self.pool] + [w.proc.sentinel for w in self.pool]
        connection.wait(waiting, timeout=max(min(due), 0) if due else None)
        for w in list(self.pool):
            message, gone = None, False
            try:
                if w.conn.poll():
                    message = w.conn.recv()
            except (EOFError, OSError):
                gone = True
            if message == "ready":
                w.ready = True
            elif message is not None:
                job, result = message
                w.job = None
                yield job, result
            elif gone or not w.proc.is_alive():
                self._drop(w)
                if w.job is None:
                    raise RuntimeError(f"an analysis process failed to start (exit code "
                                       f"{w.proc.exitcode})")
                log.error("analysis process died on %s (exit code %s)",
                          text.shown(docs[w.job].path), w.proc.exitcode)
                yield w.job, ("analysis failed: the analysis process died (exit code "
                              f"{w.proc.exitcode}; out of memory?)")
            elif w.job is not None and limit and time.monotonic() - w.started > limit:
                self._drop(w)
                doc = docs[w.job]
                log.error("analysis of %s stopped after %g s", text.shown(doc.path), limit)
                yield w.job, (f"analysis stopped: still running after {limit:g} s "
                              f"(analysis_timeout; {_amount(doc)})")
            elif w.job is not None and memory and (used := _resident_mb(w.proc.pid)) > memory:
                self._drop(w)
                doc = docs[w.job]
                log.error("analysis of %s stopped at %d MB", text.shown(doc.path), used)
                yield w.job, (f"analysis stopped: its process used more than {memory} MB "
                              f"(analysis_memory; {_amount(doc)})")

    def map(self, docs: Iterable[Document]) -> Iterator[Analysis | str]:
        """Analyses (or one-line errors) in the order of ``docs``."""
        docs = list(docs)
        done: dict[int, Analysis | str] = {}
        nxt = 0
        for i, result in self.completed(docs):
            done[i] = result
            while nxt in done:
                yield done.pop(nxt)
                nxt += 1


MEMORY_POLL = 0.25  # seconds between two looks at a busy worker's memory


def _resident_mb(pid: int) -> int:
    """A process's resident memory in megabytes (0 when it cannot be read: not Linux, or
    the process is gone, which the caller notices by itself)."""
    try:
        with open(f"/proc/{pid}/statm", "rb") as fh:
            return int(fh.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") // 2**20
    except (OSError, ValueError, IndexError):
        return 0


def _size(item: Document | sources.Raw | Meanings) -> int:
    if isinstance(item, Meanings):
        return sum(map(len, item.texts))
    return len(item.data) if isinstance(item, sources.Raw) else len(item.text)


def _amount(item: Document | sources.Raw | Meanings) -> str:
    """How big the job was, for its quarantine reason."""
    if isinstance(item, Meanings):
        return f"{len(item.texts)} headlines"
    if isinstance(item, sources.Raw):
        return f"reading a file of {len(item.data):,} bytes"
    return f"{count_words(analysis_text(item)):,} words"


def _job(item: Document | sources.Raw | Meanings, budget: Budget
         ) -> Analysis | Document | list[bytes] | str:
    """A worker's job: parse a fetched file, analyze a document, or encode texts."""
    if isinstance(item, Meanings):
        return safe_vectors(item)
    return safe_parse(item) if isinstance(item, sources.Raw) else safe_analyze(item, budget)


def safe_vectors(job: Meanings) -> list[bytes] | str:
    """The vectors of ``job``'s texts, or why there are none in one line (linking then
    makes them itself)."""
    try:
        return evidence.vectors(job.texts)
    except Exception as exc:  # logged; nothing is lost
        log.exception("sentence vectors failed")
        return "sentence vectors failed: " + error_reason(exc)


def _work(conn: Connection, budget: Budget) -> None:
    """A worker: load the models, say so, then do each job sent (``_job``) until None.

    Interrupts are the parent's to handle (Ctrl-C reaches the whole process group): a
    worker dying of one would read as an article that killed it.
    """
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    warm()
    conn.send("ready")
    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError):  # the parent is gone
            return
        if job is None:
            return
        i, item = job
        conn.send((i, _job(item, budget)))


def warm() -> None:
    """Load the language models now (in a worker: before its first article)."""
    for language in lang.codes():
        pipeline(language)


def analyze_all(docs: Iterable[Document], workers: int = 1,
                budget: Budget = Budget()) -> Iterator[Analysis | str]:
    """Analyze documents in order: here with one worker (no hard time limit then), else
    in an ``Analyzer``."""
    if workers <= 1:
        yield from (safe_analyze(doc, budget) for doc in docs)
        return
    with Analyzer(workers, budget) as analyzer:
        yield from analyzer.map(docs)


def error_reason(exc: BaseException) -> str:
    """A quarantine reason in one line: a SourceError's own words, else the error's type."""
    text = " ".join(str(exc).split()) or "no message"
    if isinstance(exc, sources.SourceError):
        return text
    return f"unexpected error ({type(exc).__name__}): {text}"[:300]


def safe_analyze(doc: Document, budget: Budget = Budget()) -> Analysis | str:
    """The analysis, or the error as one line: one bad article never stops a batch."""
    try:
        return analyze(doc, budget.words, budget.seconds)
    except Exception as exc:  # logged, and recorded as the quarantine reason
        log.exception("analysis failed for %s", text.shown(doc.path))
        return "analysis failed: " + error_reason(exc)


def safe_parse(raw: sources.Raw) -> Document | str:
    """The parsed document, or why there is none in one line (a ``SourceError``'s own
    words, else the unexpected error's)."""
    try:
        return sources.parse(raw)
    except sources.SourceError as exc:
        return error_reason(exc)
    except Exception as exc:  # logged, and recorded as the quarantine reason
        log.exception("reading failed for %s", text.shown(raw.path))
        return error_reason(exc)


def _quarantine(store: Store, report: IngestReport, key: str, reason: str, size: int,
                mtime: float) -> None:
    log.warning("quarantined %s: %s", text.shown(key), reason)
    store.quarantine(key, reason, size, mtime)
    report.quarantined.append((key, reason))


def store_batch(store: Store, analyzer: Analyzer, report: IngestReport,
                batch: list[tuple[sources.Raw | Document, str, int, float]],
                beat: Callable[[], None] | None = None) -> None:
    """Parse the fetched files of ``batch`` (in the workers), analyze the new texts and
    store each as soon as it is done (a long article does not hold back the others);
    known texts only get their new path. ``beat`` is called while the workers run (it
    renews the batch's claims)."""
    raws = [(i, item[0]) for i, item in enumerate(batch) if isinstance(item[0], sources.Raw)]
    parsed: dict[int, Document] = {}
    for n, result in analyzer.parse([r for _, r in raws], beat=beat):
        i = raws[n][0]
        if isinstance(result, str):
            _quarantine(store, report, batch[i][1], result, batch[i][2], batch[i][3])
        else:
            parsed[i] = result
    entries: dict[str, list[tuple[Document, str, int, float]]] = {}
    for i, (item, key, size, mtime) in enumerate(batch):
        doc = parsed.get(i) if isinstance(item, sources.Raw) else item
        if doc is not None:
            entries.setdefault(doc.content_hash, []).append((doc, key, size, mtime))
    todo = {h: items[0][0] for h, items in entries.items() if not store.has_article(h)}
    for h, items in entries.items():
        if h not in todo:
            for _doc, key, size, mtime in items:
                store.record_source(key, h, size, mtime)
                report.linked.append(key)
    hashes = list(todo)
    stored: list[Analysis] = []
    for i, analysis in analyzer.completed(todo.values(), beat=beat):
        for n, (doc, key, size, mtime) in enumerate(entries[hashes[i]]):
            if isinstance(analysis, str):
                _quarantine(store, report, key, analysis, size, mtime)
            elif n:  # the same text under another name in this batch
                store.record_source(key, doc.content_hash, size, mtime)
                report.linked.append(key)
            else:
                store.add_article(analysis, doc.content_hash, doc.text, key, size, mtime,
                                  published=doc.published or _day(mtime),
                                  outlet=doc.outlet, bylines=doc.bylines)
                report.analyzed.append(key)
                stored.append(analysis)
                log.info("analyzed %s (%s, %s)", text.shown(key), doc.language, analysis.id)
                if analysis.truncated:
                    log.warning("%s: %s", text.shown(key), analysis.truncated)
    if stored:
        store_meanings(store, analyzer, stored, beat)


def store_meanings(store: Store, analyzer: Analyzer, analyses: list[Analysis],
                   beat: Callable[[], None] | None = None) -> None:
    """The sentence vectors of new articles, made in a worker and stored for linking
    (``archive``): a process linking them loads no encoder. On failure, linking makes
    them."""
    texts = evidence.meaning_texts(analyses)
    got = analyzer.meanings(texts.values(), beat)
    if isinstance(got, str):
        log.warning("%s (they are made when the articles are linked)", got)
        return
    store.add_meanings(dict(zip(texts, got, strict=True)))


def known_by_key(store: Store, known: dict, files: list[Path], keys: sources.Keys
                 ) -> dict[Path, str]:
    """The key of each of ``files``. Rows the store still keys by absolute path (before
    ``sources.Keys``) are renamed to their key first, and ``known`` with them, so an
    upgraded store reads none of its files again."""
    named = {p: keys(p) for p in files}
    old = {a: k for p, k in named.items()
           if k not in known and (a := os.path.abspath(p)) != k and a in known}
    if old:
        log.info("renaming %d known file(s) to their source-relative keys", len(old))
        store.rename_sources(old)
        for a, k in old.items():
            known[k] = known.pop(a)
    return named


@dataclass(frozen=True)
class _Found:
    """A new or changed file of the listing, and its place in it (for progress)."""

    index: int
    path: Path
    key: str


def ingest(settings: Settings, store: Store, paths: Iterable[str | Path] | None = None,
           progress: Callable[[int, int, str], None] | None = None,
           stable: Callable[[Path, int, float], bool] | None = None,
           roots: Iterable[str | Path] | None = None,
           analyzer: Analyzer | None = None, wait: bool = True) -> IngestReport:
    """Bring the files under ``paths`` (default: the configured sources) into ``store``.

    Nothing outside ``roots`` (default: ``paths``, else the configured sources) is read:
    a link leading out is quarantined. ``stable(path, size, mtime)`` may veto a file that
    is still being written (the service's settle rule); by default every file is taken
    as it is, and one that changes while it is read is left for the next scan. New texts
    are analyzed in batches so memory stays flat however many files arrive, by
    ``analyzer`` when given (the service keeps one, so its workers load the models once,
    not once per scan), else by one made and closed here.

    Each batch is claimed before it is read. Files another process has claimed are its
    own: with ``wait`` (``reports ingest``) this call waits until that process has stored
    them, or its lease has run out and they are read here, so every file is stored when
    it returns; without (the service's scans), the next scan looks at them again.
    """
    started = store_now() - timedelta(seconds=1)  # the articles stored from here on
    paths = [Path(p) for p in (paths if paths is not None else settings.sources)]
    roots = list(roots) if roots is not None else paths
    confined = sources.resolve_roots(roots)
    report = IngestReport()
    known = store.file_states()
    files = sources.discover(paths)
    keys = sources.Keys(list(settings.sources))
    named = known_by_key(store, known, files, keys)
    found: list[_Found] = []
    for i, path in enumerate(files):
        report.seen += 1
        key = named[path]
        try:
            st = path.stat()
        except OSError as exc:  # vanished between listing and stat
            log.warning("cannot stat %s: %s", text.shown(key), exc)
            continue
        state = known.get(key)
        if state and state.size == st.st_size and state.mtime == st.st_mtime:
            report.unchanged += 1
            continue
        found.append(_Found(i, path, key))
    own = analyzer is None
    analyzer = analyzer or Analyzer(settings.workers, Budget.of(settings))
    lease = Lease(store, settings.lease_seconds)
    step = BATCH * max(settings.workers, 1)

    def take(chunk: list[_Found]) -> list[_Found]:
        """Claim ``chunk``, read and store the files got; return those held elsewhere."""
        mine = lease.claim(f.key for f in chunk)
        try:
            stored = store.file_states(mine)  # by another process since our listing
            batch: list[tuple[sources.Raw | Document, str, int, float]] = []
            for f in chunk:
                if f.key not in mine:
                    continue
                lease.renew()
                try:
                    st = f.path.stat()
                except OSError:  # deleted since the listing: nothing to keep
                    continue
                state = stored.get(f.key)
                if state and state.size == st.st_size and state.mtime == st.st_mtime:
                    report.others.append(f.key)
                    continue
                if stable is not None and not stable(f.path, st.st_size, st.st_mtime):
                    continue
                if progress:
                    progress(f.index + 1, len(files), f.key)
                try:
                    raw = sources.fetch(f.path, max_bytes=settings.max_file_bytes,
                                        roots=confined, expect=(st.st_size, st.st_mtime),
                                        hard_links=settings.allow_hard_links)
                except FileNotFoundError:  # deleted since the listing: nothing to keep
                    continue
                except sources.FileChanged:  # being rewritten: only a stable version is kept
                    log.warning("%s changed while being read; it is read again once stable",
                                text.shown(f.key))
                    report.changed.append(f.key)
                    continue
                except Exception as exc:  # noqa: BLE001 - one file never stops a scan
                    _quarantine(store, report, f.key, error_reason(exc), st.st_size,
                                st.st_mtime)
                    continue
                batch.append((raw, f.key, st.st_size, st.st_mtime))
            store_batch(store, analyzer, report, batch, beat=lease.renew)
        finally:
            lease.release(mine)
        return [f for f in chunk if f.key not in mine]

    def take_all(todo: list[_Found]) -> list[_Found]:
        return [f for i in range(0, len(todo), step) for f in take(todo[i:i + step])]

    try:
        held = take_all(found)
        if held:
            log.info("%d file(s) are being read by another process%s", len(held),
                     "; waiting for it" if wait else "")
        while held and wait:
            time.sleep(CLAIM_POLL)
            held = take_all(held)
        report.others += [f.key for f in held]
    finally:
        if own:
            analyzer.close()
    if report.analyzed or report.linked:
        try:  # the new articles join the stored links and stories now, not at a read
            archive.refresh(store, settings.lang)
        except Exception:  # noqa: BLE001 - the articles are stored; a digest, a dossier or
            # the web app's linker links them
            log.exception("stored links not brought up to date (the next digest does it)")
        else:
            try:  # standing alerts on the stories this ingest added to or changed
                alerts.after_ingest(store, settings, started)
            except Exception:  # noqa: BLE001 - the articles are stored; logged
                log.exception("standing alerts not checked")
    return report


def _day(mtime: float) -> str:
    """The file time as a publication date, for files that carry none of their own."""
    return datetime.fromtimestamp(mtime, UTC).date().isoformat()
