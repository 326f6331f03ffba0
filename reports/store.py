"""The database: the only module that writes SQL.

SQLAlchemy Core over SQLite by default (a PostgreSQL URL works the same). An article is
identified by the hash of its cleaned text: the same text under two names is one
article with two sources; a changed file points its path at a new article (a new
version) and the old one is kept; a deleted file deletes nothing. Every write is one
transaction.

The service adds: ``pending`` (files still settling), ``runs`` (one row per schedule and
scheduled fire time, so a digest is produced once however often APScheduler fires),
``digests`` (what was written where), ``deliveries`` (one row per digest and recipient,
claimed before sending so a restart never sends twice) and ``state`` (last scan).

Several processes may share one database (two ``reports ingest``, ``serve`` beside an
ingest): the schema is made and migrated (Alembic, ``reports/migrations``) under a
database lock (PostgreSQL's advisory lock, SQLite's exclusive transaction), every row two
processes can both write is written with ``INSERT ... ON CONFLICT``, and a file is claimed
(``claims``: owner and lease) before it is read and analyzed, so no file is analyzed twice
and a killed process's files are taken again once its lease runs out.
"""

from __future__ import annotations

import functools
import inspect as pyinspect
import json
import logging
import os
import re
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from urllib.parse import quote

from sqlalchemy import (
    Column,
    Float,
    ForeignKey,
    Index,
    Integer,
    LargeBinary,
    MetaData,
    String,
    Table,
    Text,
    and_,
    create_engine,
    event,
    exists,
    func,
    inspect,
    or_,
    select,
    text,
)
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.engine import Engine, make_url
from sqlalchemy.exc import (
    ArgumentError,
    DBAPIError,
    IntegrityError,
    NoSuchModuleError,
    OperationalError,
)

from .model import Analysis, Article, LinkedEntity, Quarantined, Story, day_of

metadata = MetaData()

articles = Table(
    "articles", metadata,
    Column("hash", String(64), primary_key=True),
    Column("id", String(16), nullable=False, index=True),
    Column("title", Text, nullable=False),
    Column("language", String(8), nullable=False),
    Column("text", Text, nullable=False),
    Column("analysis", Text, nullable=False),  # Analysis.as_dict() as JSON
    Column("published", String(32)),
    Column("first_seen", String(32), nullable=False, index=True),
    Column("outlet", Text),  # NULL in rows stored before outlets were kept: read as ""
    Column("bylines", Text),  # JSON list of names; NULL in older rows
)

sources = Table(  # where each article was found: current state of every known path
    "sources", metadata,
    Column("path", Text, primary_key=True),
    Column("hash", String(64), ForeignKey("articles.hash"), nullable=False),
    Column("size", Integer, nullable=False),
    Column("mtime", Float, nullable=False),
    Column("first_seen", String(32), nullable=False),
    Column("last_seen", String(32), nullable=False),
    Index("ix_sources_hash", "hash"),  # which articles are current (an EXISTS per article)
)

versions = Table(  # every (path, article) pair ever seen: a path's history
    "versions", metadata,
    Column("path", Text, primary_key=True),
    Column("hash", String(64), primary_key=True),
    Column("seen", String(32), nullable=False),
)

quarantine = Table(
    "quarantine", metadata,
    Column("path", Text, primary_key=True),
    Column("reason", Text, nullable=False),
    Column("size", Integer, nullable=False),
    Column("mtime", Float, nullable=False),
    Column("seen", String(32), nullable=False),
)

pending = Table(  # files seen but not yet stable (still being written, or too fresh)
    "pending", metadata,
    Column("path", Text, primary_key=True),
    Column("size", Integer, nullable=False),
    Column("mtime", Float, nullable=False),
    Column("first_seen", String(32), nullable=False),
    Column("last_seen", String(32), nullable=False),
)

runs = Table(  # one row per (schedule, scheduled fire time): a digest is produced once
    "runs", metadata,
    Column("schedule", String(100), primary_key=True),
    Column("fire_time", String(32), primary_key=True),  # UTC ISO
    Column("status", String(16), nullable=False),  # running | done | failed
    Column("started", String(32), nullable=False),
    Column("finished", String(32)),
    Column("digest_key", Text),
    Column("error", Text),
    Column("period_start", String(32)),  # what the digest covered: [period_start, fire_time)
    Column("note", Text),  # why it covered more than its usual period
    Column("attempts", Integer),
    Column("next_attempt", String(32)),  # a failed run is retried from then
    Column("covered_by", Text),  # a failed or skipped run: the digest that took its articles
)

reported = Table(  # which articles each schedule has published: none is left out, none twice
    "reported", metadata,
    Column("schedule", String(100), primary_key=True),
    Column("article_id", String(16), primary_key=True),
    Column("digest_key", Text, nullable=False),
)

digests = Table(  # every digest written, with its files (deliveries rebuild mail from them)
    "digests", metadata,
    Column("key", String(200), primary_key=True),
    Column("schedule", String(100)),
    Column("title", Text, nullable=False),
    Column("period_start", String(32), nullable=False),
    Column("period_end", String(32), nullable=False),
    Column("stories", Integer, nullable=False),
    Column("lang", String(8), nullable=False, default="en"),  # labels (not in the JSON)
    Column("files", Text, nullable=False),  # {"html": path, "pdf": ..., "md": ..., "json": ...}
    Column("created", String(32), nullable=False, index=True),
)

deliveries = Table(  # one e-mail per digest and recipient, exactly once
    "deliveries", metadata,
    Column("digest_key", String(200), primary_key=True),
    Column("recipient", String(320), primary_key=True),
    Column("status", String(16), nullable=False),  # pending | sending | sent | retry | failed
    Column("attempts", Integer, nullable=False, default=0),
    Column("last_error", Text),
    Column("next_attempt", String(32), nullable=False),
    Column("claimed_at", String(32)),
    Column("sent_at", String(32)),
    Column("message_id", Text),
    Column("created", String(32), nullable=False),
)

state = Table(  # small key/value facts about the service (last scan ...)
    "state", metadata,
    Column("key", String(64), primary_key=True),
    Column("value", Text, nullable=False),
)

claims = Table(  # files being read and analyzed: by whom, and until when if not renewed
    "claims", metadata,
    Column("path", Text, primary_key=True),
    Column("owner", String(200), nullable=False),  # host:pid:nonce of the claiming process
    Column("expires", String(32), nullable=False),  # UTC ISO; then anyone may take it
)

# -- persisted linking (issue 16) -------------------------------------------------------
# The entity links and stories of the current articles, kept up to date as articles
# arrive by ``archive.refresh`` (``link_state`` "links": the label language and the code
# they were made by; ``article_words`` holds one row per article they include), so
# ``entities``, ``stories`` and ``dossier`` read them instead of linking every stored
# article; ``link_keys`` and ``article_events`` are what an arriving article finds its
# entities and its peers through. ``entity_names`` and ``article_words`` (folded) are what a
# dossier looks a query up in, through the database's full-text index (``*_fts``): an
# SQLite FTS5 table where SQLite has the module, a GIN index of the words on PostgreSQL.

link_state = Table(
    "link_state", metadata,
    Column("what", String(16), primary_key=True),  # "links" (older rows: unused)
    Column("fingerprint", String(64), nullable=False),
    Column("updated", String(32), nullable=False),
)

linked_entities = Table(
    "linked_entities", metadata,
    Column("id", String(16), primary_key=True),
    Column("rank", Integer, nullable=False, index=True),  # 0: the order is made when read
    Column("data", Text, nullable=False),  # LinkedEntity.as_dict() as JSON
)

entity_mentions = Table(  # (article, kind, name as written) -> linked entity
    "entity_mentions", metadata,
    Column("article_id", String(16), primary_key=True),
    Column("kind", String(16), primary_key=True),
    Column("name", Text, primary_key=True),
    Column("entity_id", String(16), nullable=False, index=True),
)

entity_names = Table(  # every name of every linked entity, folded, and its skeleton
    "entity_names", metadata,
    Column("entity_id", String(16), nullable=False, index=True),
    Column("folded", Text, nullable=False),
    Column("skeleton", Text, nullable=False, index=True),
)

article_words = Table(  # an article's headline and summary, folded
    "article_words", metadata,
    Column("article_id", String(16), primary_key=True),
    Column("folded", Text, nullable=False),
)

linked_stories = Table(
    "linked_stories", metadata,
    Column("id", String(16), primary_key=True),
    Column("rank", Integer, nullable=False, index=True),  # 0: the order is made when read
    Column("data", Text, nullable=False),  # Story.as_dict() as JSON
)

story_members = Table(
    "story_members", metadata,
    Column("story_id", String(16), primary_key=True),
    Column("article_id", String(16), primary_key=True, index=True),
)

link_keys = Table(  # what each linked entity's names meet on (``linking.rule_keys``)
    "link_keys", metadata,
    Column("key", Text, nullable=False, index=True),
    Column("entity_id", String(16), nullable=False, index=True),
    Column("skeleton", Text),  # for "skel|..." keys: matched fuzzily across scripts
)

article_events = Table(  # where and when each linked article's event is, to find its peers
    "article_events", metadata,
    Column("article_id", String(16), nullable=False, index=True),
    Column("key", Text, nullable=False),  # a story key: "w|word", "e|entity id", "c|XX" ...
    Column("day", String(10), nullable=False),  # its publication day
    Index("article_events_key_day", "key", "day"),
)

article_meanings = Table(  # the sentence encoder's vectors (``stories.evidence.meanings``)
    "article_meanings", metadata,
    Column("text_key", String(40), primary_key=True),  # ``evidence.meaning_key``
    Column("vector", LargeBinary, nullable=False),  # float32, unit length
)

# -- standing alerts (issue 31; reports/alerts.py) -----------------------------------------
alerts = Table(  # a saved query and its recipients
    "alerts", metadata,
    Column("id", String(16), primary_key=True),
    Column("name", Text, nullable=False),
    Column("query", Text, nullable=False),  # alerts.Query.as_dict() as JSON
    Column("recipients", Text, nullable=False),  # JSON list of addresses
    Column("created", String(32), nullable=False),
)

alert_matches = Table(  # one row per alert, story thread and change: inserted once, mailed once
    "alert_matches", metadata,
    Column("alert_id", String(16), primary_key=True),
    Column("thread", String(16), primary_key=True),  # the story's first matched id
    Column("fingerprint", String(16), primary_key=True),  # of its tolls and languages
    Column("story_id", String(16), nullable=False),
    Column("data", Text, nullable=False),  # alerts.Match.as_dict() as JSON
    Column("created", String(32), nullable=False, index=True),
)

_FTS = ("entity_names", "article_words")  # the tables a dossier searches

_LOCAL_LINKS = threading.Lock()  # links_lock of in-memory SQLite databases
DELIVERY_OPEN = ("pending", "retry")
MAX_IN = 10_000  # values in one IN (...) list: PostgreSQL binds at most 65,535 per statement
DIALECTS = {"sqlite": sqlite_insert, "postgresql": pg_insert}  # the INSERTs with ON CONFLICT
SCHEMA_LOCK = 0x7265706f  # PostgreSQL advisory lock key held while the schema is made ("repo")
log = logging.getLogger(__name__)


class StoreError(Exception):
    """The database cannot be opened: one line naming it and what went wrong, never its
    password."""


def engine_url(url: str) -> str:
    """``url`` with PostgreSQL's driver named: psycopg 3, the one the set-up installs."""
    for scheme in ("postgresql://", "postgres://"):
        if url.startswith(scheme):
            return "postgresql+psycopg://" + url[len(scheme):]
    return url


def describe(url: str, exc: BaseException | str, password: str = "") -> str:
    """Why ``url`` could not be opened, in one line: the database, its host, the error."""
    reason = exc if isinstance(exc, str) else (
        " ".join(str(getattr(exc, "orig", None) or exc).split()) or type(exc).__name__)
    try:
        u = make_url(url)
        u.port  # noqa: B018 - "host:notaport" fails here, not in the line below
    except (ArgumentError, ValueError):
        return f"cannot open the database: not a database URL or SQLite path ({reason})"
    for secret in filter(None, (password, u.password)):
        reason = reason.replace(str(secret), "***")
    if u.get_backend_name() == "sqlite":
        return f"cannot open the SQLite database {u.database}: {reason}"
    host = u.host or u.query.get("host") or "the local socket"
    where = f"{host}:{u.port or u.query.get('port')}" if u.port or "port" in u.query else host
    who = f" as {u.username}" if u.username else ""
    if "service" in u.query and not u.database:  # libpq's service file names the rest
        return f"cannot open the database of service {u.query['service']}: {reason}"
    return f"cannot open the database {u.database or '(default)'!s} on {where}{who}: {reason}"


# Errors that go away by themselves: another process holds the lock (SQLite waits
# ``busy_timeout`` before saying so), PostgreSQL broke a deadlock, a connection dropped.
TRANSIENT = ("database is locked", "database is busy", "database table is locked",
             "deadlock detected", "could not serialize access")
GIVE_UP_AFTER = 600.0  # seconds of retries before a store call raises after all
MAX_WAIT = 30.0


def transient(exc: BaseException) -> bool:
    """True for a database error worth retrying (a lock, a deadlock, a lost connection)."""
    if not isinstance(exc, DBAPIError) or isinstance(exc, IntegrityError):
        return False
    return exc.connection_invalidated or any(t in str(exc.orig).lower() for t in TRANSIENT)


def patient(fn: Callable, give_up_after: float | None = GIVE_UP_AFTER,
            every_error: bool = False, until: Callable[[], bool] | None = None) -> Callable:
    """``fn`` retried with backoff (0.5 s doubling to 30 s) while it fails transiently;
    ``give_up_after=None`` retries for as long as it takes, and ``every_error`` retries
    any database error as if it were a lock ("database or disk is full", "disk I/O
    error", a server gone): the scheduler's own job store, whose errors would otherwise
    end its thread and leave the service running without a schedule. Once ``until()`` is
    true (the service is stopping) the error is raised instead of waited out."""
    @functools.wraps(fn)
    def call(*args, **kwargs):
        started, wait = time.monotonic(), 0.5
        while True:
            try:
                return fn(*args, **kwargs)
            except DBAPIError as exc:
                late = give_up_after is not None and (
                    time.monotonic() - started + wait > give_up_after)
                if not (every_error or transient(exc)) or late or (until and until()):
                    raise
                log.warning("database %s in %s (%s); retrying in %.1f s",
                            "busy" if transient(exc) else "error", fn.__name__,
                            str(exc.orig).splitlines()[0][:120], wait)
                time.sleep(wait)
                wait = min(wait * 2, MAX_WAIT)
    return call


def _patient_methods(cls: type) -> type:
    """Every public method of the store retries transient errors (not the streaming
    generators: a half-consumed stream cannot be replayed; their callers retry)."""
    for name, fn in list(vars(cls).items()):
        if (callable(fn) and not name.startswith("_") and name != "close"
                and not pyinspect.isgeneratorfunction(fn)):
            setattr(cls, name, patient(fn))
    return cls


def now() -> datetime:
    return datetime.now(UTC).replace(microsecond=0)


def _iso(dt: datetime) -> str:
    return dt.astimezone(UTC).isoformat(timespec="seconds")


@dataclass(frozen=True)
class Pending:
    """A file waiting to settle: the size and mtime seen at the last scan."""

    path: str
    size: int
    mtime: float
    first_seen: datetime
    last_seen: datetime

    def as_dict(self) -> dict:
        return {"path": self.path, "size": self.size, "mtime": self.mtime,
                "first_seen": _iso(self.first_seen), "last_seen": _iso(self.last_seen)}


@dataclass(frozen=True)
class Run:
    """One scheduled fire time: ``running``, ``done``, ``failed`` (retried from
    ``next_attempt``) or ``skipped`` (never ran; ``covered_by`` names the digest that
    published its articles, as it does for a failed run a later one made up for)."""

    schedule: str
    fire_time: datetime
    status: str
    started: datetime
    finished: datetime | None
    digest_key: str | None
    error: str | None
    period_start: datetime | None = None
    note: str | None = None
    attempts: int = 0
    next_attempt: datetime | None = None
    covered_by: str | None = None

    def as_dict(self) -> dict:
        def iso(d: datetime | None) -> str | None:
            return _iso(d) if d else None

        return {"schedule": self.schedule, "fire_time": _iso(self.fire_time),
                "status": self.status, "started": _iso(self.started),
                "finished": iso(self.finished), "digest_key": self.digest_key,
                "error": self.error, "period_start": iso(self.period_start),
                "note": self.note, "attempts": self.attempts,
                "next_attempt": iso(self.next_attempt), "covered_by": self.covered_by}


@dataclass(frozen=True)
class DigestRecord:
    key: str
    schedule: str | None
    title: str
    period_start: datetime
    period_end: datetime
    stories: int
    files: dict
    created: datetime
    lang: str = "en"

    def as_dict(self) -> dict:
        return {"key": self.key, "schedule": self.schedule, "title": self.title,
                "period_start": _iso(self.period_start), "period_end": _iso(self.period_end),
                "stories": self.stories, "lang": self.lang, "files": dict(self.files),
                "created": _iso(self.created)}


@dataclass(frozen=True)
class Delivery:
    digest_key: str
    recipient: str
    status: str
    attempts: int
    last_error: str | None
    next_attempt: datetime
    claimed_at: datetime | None
    sent_at: datetime | None
    message_id: str | None
    created: datetime  # when it was asked for (again): its age counts from here

    def as_dict(self) -> dict:
        def iso(d: datetime | None) -> str | None:
            return _iso(d) if d else None

        return {"digest_key": self.digest_key, "recipient": self.recipient,
                "status": self.status, "attempts": self.attempts,
                "last_error": self.last_error, "next_attempt": iso(self.next_attempt),
                "claimed_at": iso(self.claimed_at), "sent_at": iso(self.sent_at),
                "message_id": self.message_id, "created": iso(self.created)}


def _dt(value: str | None) -> datetime | None:
    return datetime.fromisoformat(value) if value else None


@dataclass(frozen=True)
class FileState:
    """What the store knows of a path: enough to skip it without reading it."""

    size: int
    mtime: float
    quarantined: bool


@dataclass
class LinkUpdate:
    """Changes to the stored links, written in one transaction (``Store.update_links``):
    entities (new or grown) and those that joined another (``gone``: old id -> new id),
    mentions, names and index keys, the articles' words and event keys, stories (new or
    grown) and those they replace."""

    fingerprint: str
    replace: bool = False  # a rebuild: everything stored goes first
    entities: list[LinkedEntity] = field(default_factory=list)
    gone: dict[str, str] = field(default_factory=dict)
    mentions: dict[tuple[str, str, str], str] = field(default_factory=dict)
    names: list[tuple[str, str, str]] = field(default_factory=list)  # id, folded, skeleton
    keys: list[tuple[str, str, str | None]] = field(default_factory=list)  # key, id, skeleton
    words: list[tuple[str, str]] = field(default_factory=list)  # article id, folded words
    events: list[tuple[str, str, str]] = field(default_factory=list)  # article, key, day
    stories: list[Story] = field(default_factory=list)
    stories_gone: list[str] = field(default_factory=list)
    articles_gone: list[str] = field(default_factory=list)  # left the archive: their rows go
    meanings: dict[str, bytes] = field(default_factory=dict)  # text key -> vector (float32)
    entities_gone: list[str] = field(default_factory=list)  # no article names them now


@_patient_methods
class Store:
    def __init__(self, url: str, password: str = "", read_only: bool = False) -> None:
        """Open (and create or migrate) the database at ``url``; ``password``, when given,
        is sent to PostgreSQL without ever being part of the URL (else libpq's service
        and pgpass files apply). Raises ``StoreError`` with one line when it cannot.

        ``read_only`` (an SQLite file only): open it for reading and create nothing, for
        a file or folder this process may not write (``reports status``); ``snapshot``
        then says whether it is read as the file stands, WAL ignored (``_read_only``)."""
        self.url, self.read_only, self.snapshot = url, read_only, False
        try:
            u = make_url(engine_url(url))
            if u.get_backend_name() not in DIALECTS:
                raise StoreError(describe(url, "only SQLite and PostgreSQL are supported"))
            if read_only and u.get_backend_name() != "sqlite":
                raise StoreError(describe(url, "only an SQLite file is opened read-only"))
            self.engine: Engine = create_engine(
                u, connect_args={"password": password}
                if password and u.get_backend_name() != "sqlite" else {})
        except (ArgumentError, NoSuchModuleError, ImportError, ValueError) as exc:
            raise StoreError(describe(url, exc, password)) from None  # ValueError: a bad port
        if read_only:
            self._read_only(u)
            return
        file = Path(u.database or "").expanduser() if u.get_backend_name() == "sqlite" else None
        if file and file.is_file() and not os.access(file, os.W_OK):
            raise StoreError(describe(url, "the file is read-only to this user, and this "
                                      "command writes (`reports status` can read it)"))
        if self.engine.dialect.name == "sqlite":
            event.listen(self.engine, "connect", _sqlite_pragmas)
        try:
            self.migrate()
        except StoreError:
            self.engine.dispose()
            raise
        except DBAPIError as exc:
            self.engine.dispose()
            raise StoreError(describe(url, exc, password)) from None

    def _read_only(self, u) -> None:
        """Open the SQLite file ``u`` names for reading, making no file: with ``mode=ro``
        while a process has it open (its ``-wal`` and ``-shm`` files are there: SQLite
        reads them), else as ``immutable``, read as the file stands (``mode=ro`` would
        leave a ``-shm`` of this user's beside it, or fail where the folder is not ours).
        Its schema must be this version's: nothing is migrated."""
        from . import migrations

        self.engine.dispose()
        path = Path(u.database or "").expanduser().resolve()
        if not path.is_file():
            raise StoreError(describe(self.url, "no such file"))
        modes = ["mode=ro", "immutable=1"]
        if not any(path.with_name(path.name + end).exists() for end in ("-wal", "-shm")):
            modes.pop(0)
        for mode in modes:
            self.engine = create_engine(f"sqlite:///file:{quote(str(path))}?{mode}&uri=true")
            event.listen(self.engine, "connect", _sqlite_read_pragmas)
            try:
                with self.engine.connect() as c:
                    at = _schema_at(c)
                break
            except DBAPIError as exc:
                self.engine.dispose()
                if mode == modes[-1]:
                    raise StoreError(describe(self.url, exc)) from None
        self.snapshot = mode != "mode=ro"
        if at != migrations.heads():
            self.engine.dispose()
            raise StoreError(describe(self.url, _newer(at) if set(at) - migrations.known() else
                                      "read-only, and made by an older version (schema "
                                      f"{_named(at)}): open it once with write access to "
                                      "bring it up to date"))

    def close(self) -> None:
        self.engine.dispose()

    def migrate(self) -> None:
        """Bring the schema to this version's (the head of ``reports/migrations``) under
        the schema lock, so of several processes starting at once on an empty or older
        database one migrates and the others find it done. A database at the head is
        only read: no lock is taken. One a newer version migrated is refused: this code
        knows nothing of its schema."""
        from alembic import command

        from . import migrations

        with self.engine.connect() as c:
            at = _schema_at(c)
        if at == migrations.heads():
            return
        if set(at) - migrations.known():
            raise StoreError(describe(self.url, _newer(at)))
        with self.engine.connect() as c:
            sqlite = c.dialect.name == "sqlite"
            if sqlite:  # SQLite alters a table others refer to by copying it: foreign keys
                # off meanwhile (a pragma that counts outside a transaction), checked after
                c.exec_driver_sql("PRAGMA foreign_keys = OFF")
                c.commit()
            try:
                with c.begin():
                    _schema_lock(c)
                    at = _schema_at(c)  # again, under the lock: another may have migrated
                    if at == migrations.heads():
                        return
                    command.upgrade(migrations.config(c), "head")  # in this transaction
                    if sqlite and (broken := c.exec_driver_sql("PRAGMA foreign_key_check").all()):
                        raise StoreError(describe(self.url, "the migration would leave rows of "
                                                  f"{broken[0][0]} referring to none: not made"))
                log.info("database schema upgraded from %s to %s", _named(at),
                         _named(migrations.heads()))
            finally:
                if sqlite:
                    c.exec_driver_sql("PRAGMA foreign_keys = ON")
                    c.commit()

    def schema(self) -> tuple[str, ...]:
        """The revisions the database's schema is at (``alembic_version``)."""
        with self.engine.connect() as c:
            return _schema_at(c)

    def create_tables(self, tables: Iterable[Table]) -> None:
        """Create those of ``tables`` the database lacks, under the schema lock, so several
        processes starting at once never race: the tables other code defines and keeps
        beside the store's (APScheduler's job table, the web app's sessions). A table
        there is left as it is: the store's own change through ``migrate`` only. With
        all there, the database is only read: no lock is taken."""
        tables = list(tables)
        with self.engine.connect() as c:
            if not _missing(c, tables):
                return
        with self.engine.begin() as c:
            _schema_lock(c)
            for table in _missing(c, tables):  # again, under the lock
                table.create(c)

    # -- files ------------------------------------------------------------------------
    def file_states(self, paths: Iterable[str] | None = None) -> dict[str, FileState]:
        """Size and mtime of every known path (or of ``paths``), in one query per table
        (rescans read no file)."""
        keys = None if paths is None else list(paths)
        out: dict[str, FileState] = {}
        with self.engine.connect() as c:
            for table, quarantined in ((sources, False), (quarantine, True)):
                q = select(table.c.path, table.c.size, table.c.mtime)
                for part in [None] if keys is None else _chunks(keys):
                    rows = c.execute(q if part is None else q.where(table.c.path.in_(part)))
                    out.update((r.path, FileState(r.size, r.mtime, quarantined)) for r in rows)
        return out

    # -- claims: who reads and analyzes a file now -------------------------------------
    def claim(self, paths: Iterable[str], owner: str, lease: float,
              take_from: Iterable[str] = ()) -> set[str]:
        """Claim for ``owner`` the ``paths`` nobody holds (free, released, their lease
        run out, or held by one of ``take_from``: processes known to be dead) until
        ``lease`` seconds from now; returns those it got. Atomic: of two processes
        claiming one path at once, one gets it. On PostgreSQL rows another transaction
        is claiming right now are skipped (``FOR UPDATE SKIP LOCKED``), not waited for:
        they are that process's."""
        dead = list(take_from)
        got: set[str] = set()
        # sorted, so two processes claiming overlapping sets take rows in the same order
        for part in _chunks(sorted(set(paths))):
            with self.engine.begin() as c:
                t = _clock(c)
                until, at = _iso(t + timedelta(seconds=lease)), _iso(t)
                new = DIALECTS[c.dialect.name](claims).values(
                    [{"path": p, "owner": owner, "expires": until} for p in part])
                got.update(c.execute(new.on_conflict_do_nothing(index_elements=["path"])
                                     .returning(claims.c.path)).scalars())
                rest = [p for p in part if p not in got]
                if not rest:
                    continue
                free = select(claims.c.path).where(
                    claims.c.path.in_(rest),
                    or_(claims.c.expires <= at, claims.c.owner == owner,
                        claims.c.owner.in_(dead))
                ).with_for_update(skip_locked=True)
                got.update(c.execute(claims.update().where(claims.c.path.in_(free)).values(
                    owner=owner, expires=until).returning(claims.c.path)).scalars())
        return got

    def clock(self) -> datetime:
        """Now by the database's clock: what leases are timed by."""
        with self.engine.connect() as c:
            return _clock(c)

    def renew_claims(self, owner: str, lease: float) -> int:
        """Extend every claim of ``owner`` to ``lease`` seconds from now (it is alive);
        returns how many it still holds."""
        with self.engine.begin() as c:
            return c.execute(claims.update().where(claims.c.owner == owner).values(
                expires=_iso(_clock(c) + timedelta(seconds=lease)))).rowcount

    def release_claims(self, owner: str, paths: Iterable[str]) -> None:
        """Give up ``owner``'s claims on ``paths``: the files are done. Claims whose lease
        has run out go too (left by killed processes on files since stored)."""
        with self.engine.begin() as c:
            for part in _chunks(sorted(set(paths))):
                c.execute(claims.delete().where(claims.c.owner == owner,
                                                claims.c.path.in_(part)))
            c.execute(claims.delete().where(claims.c.expires <= _iso(_clock(c))))

    def claimed(self, paths: Iterable[str] | None = None) -> dict[str, tuple[str, datetime]]:
        """Every claim (or those on ``paths``): path -> (owner, lease expiry)."""
        keys = None if paths is None else list(paths)
        with self.engine.connect() as c:
            return {r.path: (r.owner, datetime.fromisoformat(r.expires))
                    for part in ([None] if keys is None else _chunks(keys))
                    for r in c.execute(select(claims) if part is None
                                       else select(claims).where(claims.c.path.in_(part)))}

    def rename_sources(self, names: dict[str, str]) -> None:
        """Rename known files (old key -> new key) where the new key is not taken yet: how
        rows keyed by absolute path (before ``sources.Keys``) take their new names."""
        with self.engine.begin() as c:
            for table in (sources, versions, quarantine, pending):
                taken = set()
                for part in _chunks(list(names.values())):
                    taken.update(c.execute(select(table.c.path).where(
                        table.c.path.in_(part))).scalars())
                for old, new in names.items():
                    if new not in taken:
                        c.execute(table.update().where(table.c.path == old).values(path=new))

    def has_article(self, content_hash: str) -> bool:
        with self.engine.connect() as c:
            return c.execute(select(articles.c.hash).where(articles.c.hash == content_hash)
                             ).first() is not None

    def record_source(self, path: str, content_hash: str, size: int, mtime: float) -> None:
        """Point ``path`` at an already stored article (new source, or new version)."""
        t = _iso(now())
        with self.engine.begin() as c:
            self._record_source(c, path, content_hash, size, mtime, t)

    def _record_source(self, c, path: str, content_hash: str, size: int, mtime: float,
                       t: str) -> None:
        c.execute(quarantine.delete().where(quarantine.c.path == path))
        _upsert(c, sources, {"path": path, "hash": content_hash, "size": size, "mtime": mtime,
                             "first_seen": t, "last_seen": t},
                update=("hash", "size", "mtime", "last_seen"))
        _upsert(c, versions, {"path": path, "hash": content_hash, "seen": t})

    def add_article(self, analysis: Analysis, content_hash: str, text: str, path: str,
                    size: int, mtime: float, published: str | None = None,
                    outlet: str = "", bylines: Iterable[str] = ()) -> None:
        """Store an analyzed article and its source in one transaction."""
        t = _iso(now())
        with self.engine.begin() as c:  # stored already (another process): kept as it is
            _upsert(c, articles, {
                "hash": content_hash, "id": analysis.id, "title": analysis.title,
                "language": analysis.language, "text": text,
                "analysis": json.dumps(analysis.as_dict(), ensure_ascii=False),
                "published": published, "first_seen": t, "outlet": outlet,
                "bylines": json.dumps(list(bylines), ensure_ascii=False)})
            self._record_source(c, path, content_hash, size, mtime, t)

    def quarantine(self, path: str, reason: str, size: int, mtime: float) -> None:
        with self.engine.begin() as c:
            c.execute(pending.delete().where(pending.c.path == path))
            _upsert(c, quarantine, {"path": path, "reason": reason, "size": size,
                                    "mtime": mtime, "seen": _iso(now())},
                    update=("reason", "size", "mtime", "seen"))

    def quarantined(self) -> list[Quarantined]:
        with self.engine.connect() as c:
            rows = c.execute(select(quarantine).order_by(quarantine.c.path)).all()
        return [Quarantined(r.path, r.reason, datetime.fromisoformat(r.seen)) for r in rows]

    # -- files still settling ---------------------------------------------------------
    def pending(self) -> dict[str, Pending]:
        with self.engine.connect() as c:
            rows = c.execute(select(pending).order_by(pending.c.path)).all()
        return {r.path: Pending(r.path, r.size, r.mtime, datetime.fromisoformat(r.first_seen),
                                datetime.fromisoformat(r.last_seen)) for r in rows}

    def set_pending(self, path: str, size: int, mtime: float, when: datetime | None = None
                    ) -> None:
        """Remember the size and mtime seen now; ``first_seen`` survives changes."""
        t = _iso(when or now())
        with self.engine.begin() as c:
            _upsert(c, pending, {"path": path, "size": size, "mtime": mtime, "first_seen": t,
                                 "last_seen": t}, update=("size", "mtime", "last_seen"))

    def drop_pending(self, paths: Iterable[str]) -> None:
        paths = list(paths)
        if not paths:
            return
        with self.engine.begin() as c:
            for i in range(0, len(paths), 500):
                c.execute(pending.delete().where(pending.c.path.in_(paths[i:i + 500])))

    # -- key/value state ----------------------------------------------------------------
    def set_state(self, **values: object) -> None:
        """Store small JSON-able facts (last scan time, its report line ...)."""
        with self.engine.begin() as c:
            for key, value in values.items():
                _upsert(c, state, {"key": key, "value": json.dumps(value, ensure_ascii=False)},
                        update=("value",))

    def get_state(self) -> dict[str, object]:
        with self.engine.connect() as c:
            return {r.key: json.loads(r.value) for r in c.execute(select(state))}

    # -- scheduled runs ---------------------------------------------------------------
    def claim_run(self, schedule: str, fire_time: datetime,
                  reclaim: Iterable[str] = ()) -> bool:
        """Start the run of ``schedule`` due at ``fire_time``; False if it is not ours to do.

        The first claim inserts the row (the primary key makes it atomic). A row already
        there is taken again only if its status is in ``reclaim``: the service's start-up
        catch-up takes ``running`` (left by a crashed process) and ``failed``; a scan tick
        takes ``failed`` once its ``next_attempt`` has come. Producing a digest is
        idempotent (files are replaced, deliveries are claimed per recipient).
        """
        f, t = _iso(fire_time), _iso(now())
        with self.engine.begin() as c:
            if _upsert(c, runs, {"schedule": schedule, "fire_time": f, "status": "running",
                                 "started": t, "attempts": 0}):
                return True
        reclaim = tuple(reclaim)
        if not reclaim:  # already there
            return False
        with self.engine.begin() as c:
            res = c.execute(runs.update().where(
                runs.c.schedule == schedule, runs.c.fire_time == f,
                runs.c.status.in_(reclaim)).values(status="running", started=t, error=None))
            return res.rowcount == 1

    def run(self, schedule: str, fire_time: datetime) -> Run | None:
        with self.engine.connect() as c:
            r = c.execute(select(runs).where(runs.c.schedule == schedule,
                                             runs.c.fire_time == _iso(fire_time))).first()
        return self._run(r) if r else None

    def finish_run(self, schedule: str, fire_time: datetime, digest_key: str | None,
                   error: str | None = None, retry_in: float = 0.0,
                   reported_ids: Iterable[str] = (), period_start: datetime | None = None,
                   note: str | None = None, skipped: Iterable[tuple[datetime, str]] = (),
                   recipients: Iterable[str] = ()) -> None:
        """Record how a claimed run ended, in one transaction.

        Failed: the error, and the next attempt ``retry_in`` seconds from now. Done: the
        period it covered, the articles it published (``reported``, so the next run of
        the schedule takes every article this one did not), its e-mails to send, the fire
        times that never ran (``skipped``, with their reason) and, on earlier runs it
        made up for, ``covered_by``: all or nothing, so a digest is never half recorded.
        """
        t = now()
        where = (runs.c.schedule == schedule, runs.c.fire_time == _iso(fire_time))
        with self.engine.begin() as c:
            if error:
                c.execute(runs.update().where(*where).values(
                    status="failed", finished=_iso(t), digest_key=digest_key, error=error,
                    attempts=func.coalesce(runs.c.attempts, 0) + 1,
                    next_attempt=_iso(t + timedelta(seconds=retry_in))))
                return
            c.execute(runs.update().where(*where).values(
                status="done", finished=_iso(t), digest_key=digest_key, error=None,
                attempts=func.coalesce(runs.c.attempts, 0) + 1, next_attempt=None,
                period_start=_iso(period_start) if period_start else None, note=note))
            for when, reason in skipped:
                _upsert(c, runs, {"schedule": schedule, "fire_time": _iso(when),
                                  "status": "skipped", "started": _iso(t), "error": reason,
                                  "attempts": 0})
            c.execute(runs.update().where(
                runs.c.schedule == schedule, runs.c.fire_time < _iso(fire_time),
                runs.c.status.in_(("failed", "skipped", "running")),
                runs.c.covered_by.is_(None)).values(covered_by=digest_key))
            if digest_key:
                _add_deliveries(c, digest_key, recipients)
            ids = sorted(set(reported_ids))
            for part in _chunks(ids):
                _upsert(c, reported, [{"schedule": schedule, "article_id": i,
                                       "digest_key": digest_key} for i in part])

    def run_done(self, schedule: str, fire_time: datetime) -> bool:
        r = self.run(schedule, fire_time)
        return r is not None and r.status == "done"

    def runs(self, limit: int = 20, schedule: str | None = None,
             since: datetime | None = None, until: datetime | None = None,
             status: str | None = None) -> list[Run]:
        """Runs, newest fire time first; optionally of one schedule, in [since, until)."""
        q = select(runs).order_by(runs.c.fire_time.desc(), runs.c.schedule).limit(limit)
        if schedule is not None:
            q = q.where(runs.c.schedule == schedule)
        if since is not None:
            q = q.where(runs.c.fire_time >= _iso(since))
        if until is not None:
            q = q.where(runs.c.fire_time < _iso(until))
        if status is not None:
            q = q.where(runs.c.status == status)
        with self.engine.connect() as c:
            return [self._run(r) for r in c.execute(q).all()]

    def first_run(self, schedule: str) -> Run | None:
        """The schedule's earliest recorded run, whatever became of it."""
        with self.engine.connect() as c:
            r = c.execute(select(runs).where(runs.c.schedule == schedule)
                          .order_by(runs.c.fire_time).limit(1)).first()
        return self._run(r) if r else None

    def schedule_origin(self, schedule: str) -> datetime | None:
        """Where the schedule's published history starts: its earliest covered period."""
        with self.engine.connect() as c:
            v = c.execute(select(func.min(runs.c.period_start)).where(
                runs.c.schedule == schedule, runs.c.status == "done")).scalar()
        return datetime.fromisoformat(v) if v else None

    @staticmethod
    def _run(r) -> Run:
        return Run(r.schedule, datetime.fromisoformat(r.fire_time), r.status,
                   datetime.fromisoformat(r.started), _dt(r.finished), r.digest_key, r.error,
                   _dt(r.period_start), r.note, r.attempts or 0, _dt(r.next_attempt),
                   r.covered_by)

    # -- digests --------------------------------------------------------------------------
    def record_digest(self, key: str, schedule: str | None, title: str, period_start: datetime,
                      period_end: datetime, stories: int, files: dict[str, str],
                      lang: str = "en") -> None:
        values = {"schedule": schedule, "title": title, "lang": lang,
                  "period_start": _iso(period_start),
                  "period_end": _iso(period_end), "stories": stories,
                  "files": json.dumps(files, ensure_ascii=False), "created": _iso(now())}
        with self.engine.begin() as c:
            _upsert(c, digests, {"key": key, **values}, update=values)

    def digest(self, key: str) -> DigestRecord | None:
        with self.engine.connect() as c:
            r = c.execute(select(digests).where(digests.c.key == key)).first()
        return self._digest(r) if r else None

    def digest_by_file(self, path: str) -> DigestRecord | None:
        """The recorded digest one of whose output files is ``path``."""
        for d in self.digests(limit=None):
            if any(str(p) == path for p in d.files.values()):
                return d
        return None

    def digests(self, limit: int | None = 10) -> list[DigestRecord]:
        q = select(digests).order_by(digests.c.created.desc(), digests.c.key)
        if limit is not None:
            q = q.limit(limit)
        with self.engine.connect() as c:
            return [self._digest(r) for r in c.execute(q)]

    @staticmethod
    def _digest(r) -> DigestRecord:
        return DigestRecord(r.key, r.schedule, r.title, datetime.fromisoformat(r.period_start),
                            datetime.fromisoformat(r.period_end), r.stories,
                            json.loads(r.files), datetime.fromisoformat(r.created), r.lang)

    # -- deliveries -------------------------------------------------------------------
    def add_deliveries(self, digest_key: str, recipients: Iterable[str]) -> None:
        """One ``pending`` row per new recipient; existing rows are left as they are."""
        with self.engine.begin() as c:
            _add_deliveries(c, digest_key, recipients)

    def reopen_deliveries(self, digest_key: str, recipients: Iterable[str]) -> int:
        """Make deliveries that gave up (``failed``) or wait for a retry due now, as new
        (attempts and age start again): a person asked to send.

        ``sending`` rows (interrupted mid-send) are left alone: they may have gone out.
        """
        t = _iso(now())
        with self.engine.begin() as c:
            return c.execute(deliveries.update().where(
                deliveries.c.digest_key == digest_key,
                deliveries.c.recipient.in_(list(recipients)),
                deliveries.c.status.in_(("failed", "retry"))).values(
                status="retry", attempts=0, next_attempt=t, created=t)).rowcount

    def release_delivery(self, digest_key: str, recipient: str, message_id: str | None,
                         sent: bool) -> bool:
        """Settle a delivery left ``sending`` (in doubt) as the operator found it: ``sent``
        (it is in the mailbox) or due again now, as new. Only the claim ``message_id``
        names: a newer claim is never touched. False if it is no longer that claim."""
        t = _iso(now())
        values: dict[str, object] = (
            {"status": "sent", "sent_at": t, "last_error": "in doubt; found in the mailbox"}
            if sent else {"status": "retry", "attempts": 0, "next_attempt": t, "created": t,
                          "last_error": "in doubt; not in the mailbox, sent again"})
        with self.engine.begin() as c:
            return c.execute(deliveries.update().where(
                deliveries.c.digest_key == digest_key, deliveries.c.recipient == recipient,
                deliveries.c.status == "sending",
                deliveries.c.message_id == message_id if message_id is not None
                else deliveries.c.message_id.is_(None)).values(**values)).rowcount == 1

    def make_due(self, rows: Iterable[tuple[str, str]], when: datetime | None = None) -> None:
        """Bring the next attempt of these waiting (``retry``) deliveries forward to now."""
        t = _iso(when or now())
        with self.engine.begin() as c:
            for key, rcpt in rows:
                c.execute(deliveries.update().where(
                    deliveries.c.digest_key == key, deliveries.c.recipient == rcpt,
                    deliveries.c.status == "retry").values(next_attempt=t))

    def claim_delivery(self, digest_key: str, recipient: str, message_id: str,
                       when: datetime | None = None) -> bool:
        """Mark a due delivery ``sending`` before the SMTP call; False if not ours to send.

        The conditional UPDATE is atomic, so two processes never both claim it, and a
        crash after the claim leaves ``sending`` (never retried automatically: it may
        have gone out), never a second copy.
        """
        t = _iso(when or now())
        with self.engine.begin() as c:
            res = c.execute(deliveries.update().where(
                deliveries.c.digest_key == digest_key, deliveries.c.recipient == recipient,
                deliveries.c.status.in_(DELIVERY_OPEN), deliveries.c.next_attempt <= t,
            ).values(status="sending", attempts=deliveries.c.attempts + 1, claimed_at=t,
                     message_id=message_id))
            return res.rowcount == 1

    def delivery_sent(self, digest_key: str, recipient: str) -> None:
        with self.engine.begin() as c:
            c.execute(deliveries.update().where(
                deliveries.c.digest_key == digest_key, deliveries.c.recipient == recipient,
            ).values(status="sent", sent_at=_iso(now()), last_error=None))

    def delivery_failed(self, digest_key: str, recipient: str, error: str,
                        retry_at: datetime | None, attempts: int | None = None) -> None:
        """Record a failed attempt: ``retry`` at ``retry_at``, or ``failed`` for good.

        ``attempts`` counts tries that failed before the claim (the message could not
        even be built), which the claim did not count.
        """
        values: dict[str, object] = {"status": "retry" if retry_at else "failed",
                                     "last_error": error[:500]}
        if retry_at:
            values["next_attempt"] = _iso(retry_at)
        if attempts is not None:
            values["attempts"] = attempts
        with self.engine.begin() as c:  # never over a row another sender holds or sent
            c.execute(deliveries.update().where(
                deliveries.c.digest_key == digest_key, deliveries.c.recipient == recipient,
                deliveries.c.status.in_((*DELIVERY_OPEN, "sending")),
            ).values(**values))

    def deliveries(self, digest_key: str | None = None, due: datetime | None = None,
                   limit: int | None = None, status: Iterable[str] | None = None
                   ) -> list[Delivery]:
        """Deliveries, newest first; ``due``: only open ones whose next attempt has come;
        ``status``: only these states."""
        q = select(deliveries).order_by(deliveries.c.created.desc(), deliveries.c.recipient)
        if digest_key is not None:
            q = q.where(deliveries.c.digest_key == digest_key)
        if status is not None:
            q = q.where(deliveries.c.status.in_(list(status)))
        if due is not None:
            q = q.where(and_(deliveries.c.status.in_(DELIVERY_OPEN),
                             deliveries.c.next_attempt <= _iso(due)))
        if limit is not None:
            q = q.limit(limit)
        with self.engine.connect() as c:
            rows = c.execute(q).all()
        return [Delivery(r.digest_key, r.recipient, r.status, r.attempts, r.last_error,
                         datetime.fromisoformat(r.next_attempt), _dt(r.claimed_at),
                         _dt(r.sent_at), r.message_id, datetime.fromisoformat(r.created))
                for r in rows]

    # -- articles ---------------------------------------------------------------------
    def count_articles(self) -> int:
        with self.engine.connect() as c:
            return c.execute(select(func.count()).select_from(articles)).scalar_one()

    def articles(self, since: datetime | None = None, until: datetime | None = None,
                 ids: Iterable[str] | None = None, current: bool = False,
                 unreported_by: str | None = None,
                 published: tuple[date, date] | None = None) -> Iterator[Article]:
        """Stored articles first seen in [since, until), oldest first, streamed.

        ``current``: only articles some file still holds (a version its file has since
        replaced is left out, so it is not counted as a second source).
        ``unreported_by``: only articles the named schedule has not published yet.
        ``published`` (first day, day after the last): instead, the articles published on
        those days, and those first seen in [since, until) that were published before
        them (they came late: no day-by-day digest leaves them out).
        """
        q = select(articles).order_by(articles.c.first_seen, articles.c.id)
        if current:
            q = q.where(exists().where(sources.c.hash == articles.c.hash))
        if unreported_by is not None:
            q = q.where(~exists().where(reported.c.schedule == unreported_by,
                                        reported.c.article_id == articles.c.id))
        seen = [articles.c.first_seen >= _iso(since)] if since is not None else []
        if until is not None:
            seen.append(articles.c.first_seen < _iso(until))
        if published is not None:
            day = func.substr(articles.c.published, 1, 10)
            first, end = (d.isoformat() for d in published)
            q = q.where(or_(and_(day >= first, day < end),
                            and_(*seen, or_(articles.c.published.is_(None), day < first))))
        elif seen:
            q = q.where(*seen)
        wanted = None if ids is None else set(ids)
        if wanted is not None and len(wanted) <= MAX_IN:  # more: filtered as read
            q = q.where(articles.c.id.in_(sorted(wanted)))
        with self.engine.connect() as c:
            paths: dict[str, list[str]] = {}
            for r in c.execute(select(sources.c.hash, sources.c.path).order_by(sources.c.path)):
                paths.setdefault(r.hash, []).append(r.path)
            for r in c.execute(q):
                if wanted is not None and r.id not in wanted:
                    continue
                analysis = Analysis.from_dict(json.loads(r.analysis))
                yield Article(analysis=analysis, sources=tuple(paths.get(r.hash, ())),
                              first_seen=datetime.fromisoformat(r.first_seen),
                              published=r.published, outlet=r.outlet or "",
                              bylines=tuple(json.loads(r.bylines) if r.bylines else ()))

    def texts(self, ids: Iterable[str]) -> dict[str, str]:
        """The text of each article of ``ids`` (of its newest version)."""
        out: dict[str, str] = {}
        with self.engine.connect() as c:
            for part in _chunks(sorted(set(ids))):
                q = select(articles.c.id, articles.c.text).where(articles.c.id.in_(part))
                for r in c.execute(q.order_by(articles.c.first_seen)):
                    out[r.id] = r.text
        return out

    # -- persisted linking (issue 16; tables above) -----------------------------------------
    def current_ids(self) -> list[str]:
        """Ids of the current articles (those some file holds)."""
        with self.engine.connect() as c:
            return list(c.execute(select(articles.c.id).where(
                exists().where(sources.c.hash == articles.c.hash))).scalars())

    def link_fingerprint(self, what: str) -> str | None:
        """What the stored ``what`` ("links") was made by (``archive.version``)."""
        with self.engine.connect() as c:
            return c.execute(select(link_state.c.fingerprint).where(
                link_state.c.what == what)).scalar()

    @contextmanager
    def links_lock(self) -> Iterator[None]:
        """One process at a time brings the stored links up to date (it reads them,
        links the new articles and writes the result): a PostgreSQL session lock, or a
        lock file beside the SQLite file."""
        if self.engine.dialect.name == "postgresql":
            with self.engine.connect() as c:
                c.execute(text("SELECT pg_advisory_lock(:k)"), {"k": SCHEMA_LOCK + 2})
                c.commit()
                try:
                    yield
                finally:
                    c.execute(text("SELECT pg_advisory_unlock(:k)"), {"k": SCHEMA_LOCK + 2})
                    c.commit()
            return
        path = self.engine.url.database
        if not path or path == ":memory:" or self.engine.url.query.get("uri"):
            with _LOCAL_LINKS:  # a database of this process alone (or named by a URI)
                yield
            return
        import fcntl

        with Path(f"{path}.links-lock").open("a") as f:
            fcntl.flock(f, fcntl.LOCK_EX)
            yield

    def add_meanings(self, vectors: dict[str, bytes]) -> None:
        """Keep sentence vectors (text key -> float32 bytes) for the links to come."""
        with self.engine.begin() as c:
            for part in _chunks([{"text_key": k, "vector": v} for k, v in vectors.items()]):
                _upsert(c, article_meanings, part)

    def meanings(self, keys: Iterable[str]) -> dict[str, bytes]:
        """The stored vectors under ``keys`` (``LinkUpdate.meanings``)."""
        with self.engine.connect() as c:
            return {r.text_key: bytes(r.vector) for part in _chunks(sorted(set(keys)))
                    for r in c.execute(select(article_meanings).where(
                        article_meanings.c.text_key.in_(part)))}

    def linked_ids(self) -> set[str]:
        """The articles the stored links were made from."""
        with self.engine.connect() as c:
            return set(c.execute(select(article_words.c.article_id)).scalars())

    def update_links(self, u: LinkUpdate) -> None:
        """Apply ``u`` in one transaction: everything stored replaced (``u.replace``, a
        rebuild), or the changes of newly linked articles added to it."""
        # a rebuild racing another's (the same rows) may lose; an update never should
        with _unless_stored() if u.replace else nullcontext(), self.engine.begin() as c:
            _links_lock(c)
            tables = (linked_entities, entity_mentions, entity_names, article_words,
                      link_keys, article_events, linked_stories, story_members,
                      article_meanings)
            if u.replace:
                for t in tables:
                    c.execute(t.delete())
            marks = {t: c.execute(select(func.max(text("rowid"))).select_from(t)).scalar()
                     or 0 for t in (entity_names, article_words)
                     } if c.dialect.name == "sqlite" and not u.replace else {}
            for part in _chunks(u.articles_gone):
                _fts_forget(c, article_words, article_words.c.article_id.in_(part))
                for t in (entity_mentions, article_words, article_events, story_members):
                    c.execute(t.delete().where(t.c.article_id.in_(part)))
            for part in _chunks(u.entities_gone):
                _fts_forget(c, entity_names, entity_names.c.entity_id.in_(part))
                for t in (entity_names, link_keys):
                    c.execute(t.delete().where(t.c.entity_id.in_(part)))
                c.execute(linked_entities.delete().where(linked_entities.c.id.in_(part)))
            for old, new in u.gone.items():  # an entity that joined another
                for t in (entity_mentions, entity_names, link_keys):
                    c.execute(t.update().where(t.c.entity_id == old).values(entity_id=new))
            for part in _chunks([*u.gone, *(e.id for e in u.entities)]):
                c.execute(linked_entities.delete().where(linked_entities.c.id.in_(part)))
            _insert(c, linked_entities, [
                {"id": e.id, "rank": 0, "data": json.dumps(e.as_dict(), ensure_ascii=False)}
                for e in u.entities])
            for part in _chunks([{"article_id": a, "kind": kind, "name": name, "entity_id": eid}
                                 for (a, kind, name), eid in u.mentions.items()]):
                _upsert(c, entity_mentions, part, update=("entity_id",))
            _insert(c, entity_names, [{"entity_id": e, "folded": f, "skeleton": sk}
                                      for e, f, sk in u.names])
            _insert(c, link_keys, [{"key": k, "entity_id": e, "skeleton": sk}
                                   for k, e, sk in u.keys])
            for part in _chunks([{"article_id": a, "folded": f} for a, f in u.words]):
                _upsert(c, article_words, part, update=("folded",))
            _insert(c, article_events, [{"article_id": a, "key": k, "day": d}
                                        for a, k, d in u.events])
            for part in _chunks([{"text_key": k, "vector": v} for k, v in u.meanings.items()]):
                _upsert(c, article_meanings, part)  # keyed by content: the same vector
            for part in _chunks([*u.stories_gone, *(st.id for st in u.stories)]):
                c.execute(linked_stories.delete().where(linked_stories.c.id.in_(part)))
                c.execute(story_members.delete().where(story_members.c.story_id.in_(part)))
            _insert(c, linked_stories, [
                {"id": st.id, "rank": 0, "data": json.dumps(st.as_dict(), ensure_ascii=False)}
                for st in u.stories])
            _insert(c, story_members, [{"story_id": st.id, "article_id": a}
                                       for st in u.stories for a in st.article_ids])
            if c.dialect.name == "sqlite":
                try:
                    for table in _FTS:
                        if u.replace:
                            _fts(c, table)
                        elif c.execute(text("SELECT 1 FROM sqlite_master WHERE name = :n"),
                                       {"n": f"{table}_fts"}).first():
                            c.execute(text(  # the rows added now (external content)
                                f"INSERT INTO {table}_fts(rowid, folded) SELECT rowid, folded "
                                f"FROM {table} WHERE rowid > :m"),
                                {"m": marks[metadata.tables[table]]})
                except OperationalError as exc:  # an SQLite built without FTS5
                    log.warning("no full-text index (%s): dossiers use LIKE", exc)
            _set_fingerprint(c, "links", u.fingerprint)

    def linked(self, ids: Iterable[str] | None = None
               ) -> tuple[tuple[LinkedEntity, ...], dict[tuple[str, str, str], str]]:
        """The stored entities (``ids``: only those) and, for the whole archive only,
        each mention's entity id."""
        with self.engine.connect() as c:
            if ids is not None:
                rows = [r for part in _chunks(list(ids)) for r in c.execute(
                    select(linked_entities.c.data).where(linked_entities.c.id.in_(part)))]
                return tuple(LinkedEntity.from_dict(json.loads(r.data)) for r in rows), {}
            ents = tuple(LinkedEntity.from_dict(json.loads(r.data)) for r in c.execute(
                select(linked_entities.c.data)))
            mentions = {(r.article_id, r.kind, r.name): r.entity_id
                        for r in c.execute(select(entity_mentions))}
        return ents, mentions

    def mentions(self, article_ids: Iterable[str]) -> dict[tuple[str, str, str], str]:
        """(article id, kind, name) -> linked entity id, for the mentions of ``article_ids``."""
        with self.engine.connect() as c:
            return {(r.article_id, r.kind, r.name): r.entity_id
                    for part in _chunks(sorted(set(article_ids)))
                    for r in c.execute(select(entity_mentions).where(
                        entity_mentions.c.article_id.in_(part)))}

    def entities_at(self, keys: Iterable[str]) -> dict[str, set[str]]:
        """Key -> ids of the linked entities indexed under it (``link_keys``)."""
        out: dict[str, set[str]] = {}
        with self.engine.connect() as c:
            for part in _chunks(sorted(set(keys))):
                for r in c.execute(select(link_keys.c.key, link_keys.c.entity_id).where(
                        link_keys.c.key.in_(part))):
                    out.setdefault(r.key, set()).add(r.entity_id)
        return out

    def skeletons(self, keys: Iterable[str]) -> list[tuple[str, str, str]]:
        """(key, skeleton, entity id) of the fuzzy-matched keys ``keys``."""
        with self.engine.connect() as c:
            return [(r.key, r.skeleton, r.entity_id) for part in _chunks(sorted(set(keys)))
                    for r in c.execute(select(link_keys).where(link_keys.c.key.in_(part)))]

    def common_entities(self, share: float) -> set[str]:
        """Entities named in more than ``share`` of the linked articles (five or more)."""
        with self.engine.connect() as c:
            n = c.execute(select(func.count()).select_from(article_words)).scalar() or 0
            if n < 5:
                return set()
            per = func.count(entity_mentions.c.article_id.distinct())
            return set(c.execute(select(entity_mentions.c.entity_id).group_by(
                entity_mentions.c.entity_id).having(per > n * share)).scalars())

    def peers(self, keys: Iterable[str], first: str, last: str) -> set[str]:
        """Linked articles whose event is under one of ``keys`` (a country, a place cell)
        on a day in [first, last] (ISO dates)."""
        with self.engine.connect() as c:
            return {a for part in _chunks(sorted(set(keys))) for a in c.execute(
                select(article_events.c.article_id).where(
                    article_events.c.key.in_(part), article_events.c.day >= first,
                    article_events.c.day <= last)).scalars()}

    def key_articles(self, keys: Iterable[str]) -> dict[str, set[str]]:
        """The linked articles under each of ``keys``, on any day."""
        out: dict[str, set[str]] = {}
        with self.engine.connect() as c:
            for part in _chunks(sorted(set(keys))):
                for k, a in c.execute(select(article_events.c.key, article_events.c.article_id)
                                      .where(article_events.c.key.in_(part))):
                    out.setdefault(k, set()).add(a)
        return out

    def key_counts(self, keys: Iterable[str], first: str, last: str) -> dict[str, int]:
        """How many linked articles are under each of ``keys`` on a day in [first, last]
        (a key too many share is no evidence of one story)."""
        with self.engine.connect() as c:
            return {k: n for part in _chunks(sorted(set(keys))) for k, n in c.execute(
                select(article_events.c.key, func.count(article_events.c.article_id.distinct()))
                .where(article_events.c.key.in_(part), article_events.c.day >= first,
                       article_events.c.day <= last).group_by(article_events.c.key))}

    def stories_of(self, article_ids: Iterable[str]) -> list[Story]:
        """The stored stories holding any of ``article_ids``."""
        with self.engine.connect() as c:
            ids = {s for part in _chunks(sorted(set(article_ids))) for s in c.execute(
                select(story_members.c.story_id).where(
                    story_members.c.article_id.in_(part))).scalars()}
            return [Story.from_dict(json.loads(r.data)) for part in _chunks(sorted(ids))
                    for r in c.execute(select(linked_stories.c.data).where(
                        linked_stories.c.id.in_(part)))]

    def article_days(self, ids: Iterable[str]) -> dict[str, tuple[date, datetime]]:
        """The day each current article of ``ids`` counts for (``model.day_of``) and when
        it was first seen, without reading its analysis: an entity's timeline over
        thousands of articles costs a query, not their decoding."""
        with self.engine.connect() as c:
            return {r.id: (day_of(r.published, seen), seen)
                    for part in _chunks(sorted(set(ids)))
                    for r in c.execute(select(articles.c.id, articles.c.published,
                                              articles.c.first_seen).where(
                        articles.c.id.in_(part), exists().where(sources.c.hash == articles.c.hash)))
                    for seen in (datetime.fromisoformat(r.first_seen),)}

    def story_ids(self, article_ids: Iterable[str]) -> dict[str, str]:
        """The stored story of each of ``article_ids`` that has one."""
        with self.engine.connect() as c:
            return {r.article_id: r.story_id for part in _chunks(sorted(set(article_ids)))
                    for r in c.execute(select(story_members).where(
                        story_members.c.article_id.in_(part)))}

    def story(self, story_id: str) -> Story | None:
        """One stored story, by its id."""
        with self.engine.connect() as c:
            data = c.execute(select(linked_stories.c.data).where(
                linked_stories.c.id == story_id)).scalar()
        return Story.from_dict(json.loads(data)) if data else None

    def last_published(self) -> str | None:
        """The newest publication day ("YYYY-MM-DD") of a current article (the day it was
        first seen, for one without a date)."""
        with self.engine.connect() as c:
            day = c.execute(select(func.max(func.coalesce(
                articles.c.published, articles.c.first_seen))).where(
                exists().where(sources.c.hash == articles.c.hash))).scalar()
        return str(day)[:10] if day else None

    def find_entities(self, folded: str, skel: str = "") -> set[str]:
        """Ids of the entities one of whose folded names holds the words ``folded`` in a
        row, or whose skeleton is ``skel``: a superset of the names the caller matches
        (``briefing.matches``), found through the index."""
        with self.engine.connect() as c:
            out = _words_in(c, "entity_names", "entity_id", folded)
            if skel:
                out.update(c.execute(select(entity_names.c.entity_id).where(
                    entity_names.c.skeleton == skel)).scalars())
        return out

    def find_articles(self, folded: str) -> set[str]:
        """Ids of the articles whose folded headline and summary hold the words
        ``folded`` in a row (a superset, as ``find_entities``)."""
        with self.engine.connect() as c:
            return _words_in(c, "article_words", "article_id", folded)

    def stories(self) -> list[Story]:
        """Every stored story, largest first (as ``stories.build`` orders them)."""
        with self.engine.connect() as c:
            out = [Story.from_dict(json.loads(r.data)) for r in c.execute(
                select(linked_stories.c.data))]
        return sorted(out, key=lambda st: (-len(st.article_ids), st.article_ids))

    # -- standing alerts (issue 31; the rules are reports/alerts.py's) -----------------------
    def add_alert(self, alert_id: str, name: str, query: dict, recipients: Iterable[str]) -> bool:
        """Store an alert; False when one of that id or name is there already."""
        with self.engine.begin() as c:
            if c.execute(select(alerts.c.id).where(
                    or_(alerts.c.id == alert_id, alerts.c.name == name))).first():
                return False
            c.execute(alerts.insert().values(
                id=alert_id, name=name, query=json.dumps(query, ensure_ascii=False),
                recipients=json.dumps(list(recipients)), created=_iso(now())))
        return True

    def alerts(self) -> list[tuple[str, str, dict, tuple[str, ...], datetime]]:
        """Every alert as (id, name, query, recipients, created), oldest first."""
        with self.engine.connect() as c:
            return [(r.id, r.name, json.loads(r.query), tuple(json.loads(r.recipients)),
                     datetime.fromisoformat(r.created)) for r in c.execute(
                select(alerts).order_by(alerts.c.created, alerts.c.id))]

    def remove_alert(self, alert_id: str) -> bool:
        """Delete an alert and its matches (its e-mails stay in ``deliveries``)."""
        with self.engine.begin() as c:
            c.execute(alert_matches.delete().where(alert_matches.c.alert_id == alert_id))
            return c.execute(alerts.delete().where(alerts.c.id == alert_id)).rowcount == 1

    def record_match(self, alert_id: str, thread: str, fingerprint: str, story_id: str,
                     data: dict, delivery_key: str, recipients: Iterable[str],
                     not_before: datetime | None = None) -> bool:
        """Record a change of a story an alert matches and queue its e-mails, in one
        transaction; False (nothing queued) when that change is recorded already: an
        e-mail per change, however many processes or articles find it."""
        with self.engine.begin() as c:
            fresh = _upsert(c, alert_matches, {
                "alert_id": alert_id, "thread": thread, "fingerprint": fingerprint,
                "story_id": story_id, "data": json.dumps(data, ensure_ascii=False),
                "created": _iso(now())})
            if fresh:
                _add_deliveries(c, delivery_key, recipients)
                if not_before is not None:
                    c.execute(deliveries.update().where(
                        deliveries.c.digest_key == delivery_key).values(
                        next_attempt=_iso(not_before)))
        return bool(fresh)

    def alert_matches(self, alert_id: str | None = None, limit: int | None = None
                      ) -> list[tuple[str, str, str, str, dict, datetime]]:
        """Matches as (alert id, thread, fingerprint, story id, data, created), newest first."""
        q = select(alert_matches).order_by(alert_matches.c.created.desc(),
                                           alert_matches.c.thread, alert_matches.c.fingerprint)
        if alert_id is not None:
            q = q.where(alert_matches.c.alert_id == alert_id)
        if limit is not None:
            q = q.limit(limit)
        with self.engine.connect() as c:
            return [(r.alert_id, r.thread, r.fingerprint, r.story_id, json.loads(r.data),
                     datetime.fromisoformat(r.created)) for r in c.execute(q)]

    def defer_delivery(self, digest_key: str, recipient: str, until: datetime) -> None:
        """Move an open delivery's next attempt to ``until`` (quiet hours, a daily cap),
        counting no attempt."""
        with self.engine.begin() as c:
            c.execute(deliveries.update().where(
                deliveries.c.digest_key == digest_key, deliveries.c.recipient == recipient,
                deliveries.c.status.in_(DELIVERY_OPEN)).values(next_attempt=_iso(until)))

    def sent_since(self, recipient: str, prefix: str, since: datetime) -> list[datetime]:
        """When the deliveries to ``recipient`` whose key starts with ``prefix`` were sent
        (or claimed) since ``since``, oldest first."""
        with self.engine.connect() as c:
            rows = c.execute(select(deliveries.c.sent_at, deliveries.c.claimed_at).where(
                deliveries.c.recipient == recipient,
                deliveries.c.digest_key.startswith(prefix, autoescape=True),
                deliveries.c.status.in_(("sent", "sending")),
                func.coalesce(deliveries.c.sent_at, deliveries.c.claimed_at) >= _iso(since)))
            return sorted(datetime.fromisoformat(r.sent_at or r.claimed_at) for r in rows)


def _clock(c) -> datetime:
    """Now by the database's clock, which every host sharing it reads alike (leases are
    compared across hosts whose own clocks may differ); SQLite's is this host's."""
    if c.dialect.name == "postgresql":
        return c.execute(text("SELECT clock_timestamp()")).scalar().astimezone(UTC)
    return now()


@contextmanager
def _unless_stored() -> Iterator[None]:
    """Another process storing the same links at the same time wins; ours are the same
    (computed from the same articles) or older, and the next reader checks them anyway."""
    try:
        yield
    except IntegrityError:  # on SQLite (one writer at a time) a real bug: say so
        log.warning("links not stored (another process stored them meanwhile?)",
                    exc_info=True)


def _links_lock(c) -> None:
    """PostgreSQL: one process at a time replaces the stored links (under READ COMMITTED
    a DELETE leaves the rows another writer commits meanwhile, so two would mix); SQLite
    has one writer anyway."""
    if c.dialect.name == "postgresql":
        c.execute(text("SELECT pg_advisory_xact_lock(:k)"), {"k": SCHEMA_LOCK + 1})


def _insert(c, table: Table, rows: list[dict]) -> None:
    for k in range(0, len(rows), 1000):
        c.execute(table.insert(), rows[k:k + 1000])


def _set_fingerprint(c, what: str, fingerprint: str) -> None:
    c.execute(link_state.delete().where(link_state.c.what == what))
    c.execute(link_state.insert().values(what=what, fingerprint=fingerprint,
                                         updated=_iso(now())))


def _fts(c, table: str) -> None:
    """Rebuild the FTS5 index of ``table``'s folded words (an external-content table:
    the words are stored once, in ``table``)."""
    c.execute(text(f"CREATE VIRTUAL TABLE IF NOT EXISTS {table}_fts USING fts5("
                   f"folded, content='{table}', content_rowid='rowid')"))
    c.execute(text(f"INSERT INTO {table}_fts({table}_fts) VALUES ('rebuild')"))


def _fts_forget(c, table: Table, where) -> None:
    """Take the rows of ``table`` matching ``where`` out of its FTS5 index, before they
    are deleted (an external-content index is told what it held)."""
    if c.dialect.name == "sqlite" and c.execute(text(
            "SELECT 1 FROM sqlite_master WHERE name = :n"), {"n": f"{table.name}_fts"}).first():
        rows = c.execute(select(text("rowid"), table.c.folded).select_from(table).where(where))
        for rowid, folded in rows.all():
            c.execute(text(f"INSERT INTO {table.name}_fts({table.name}_fts, rowid, folded) "
                           "VALUES ('delete', :r, :f)"), {"r": rowid, "f": folded})


_FTS_WORD = re.compile(r"[^\W_]")  # a character FTS5's tokenizer keeps in a word


def _words_in(c, table: str, key: str, folded: str) -> set[str]:
    """Keys of the rows of ``table`` whose ``folded`` column holds the words ``folded``
    in a row (``folded`` is words and spaces only, as ``lang.fold`` writes them), or more:
    an FTS5 phrase query on SQLite, a phrase query through the GIN index on PostgreSQL
    (its parser drops some words, "_" or one of 2,048 bytes or more, from the rows as from
    the query: a query of such words only has no phrase and takes the LIKE; on SQLite a
    query FTS5 has no word in, "_", takes it too), else a LIKE. The LIKE matches the
    query's characters literally: "_" and "%" are no wildcards there (ESCAPE)."""
    if not folded.strip():
        return set()
    if c.dialect.name == "sqlite" and _FTS_WORD.search(folded) and c.execute(text(
            "SELECT 1 FROM sqlite_master WHERE name = :n"), {"n": f"{table}_fts"}).first():
        return set(c.execute(text(
            f"SELECT t.{key} FROM {table}_fts f JOIN {table} t ON t.rowid = f.rowid "
            f"WHERE {table}_fts MATCH :q"), {"q": '"' + folded.replace('"', " ") + '"'}
        ).scalars())
    if c.dialect.name == "postgresql" and c.execute(text(
            "SELECT numnode(phraseto_tsquery('simple', :q))"), {"q": folded}).scalar():
        return set(c.execute(text(  # the index's expression, word for word
            f"SELECT {key} FROM {table} "
            "WHERE to_tsvector('simple', folded) @@ phraseto_tsquery('simple', :q)"),
            {"q": folded}).scalars())
    t = metadata.tables[table]
    return set(c.execute(select(t.c[key]).where(
        t.c.folded.contains(folded, autoescape=True))).scalars())


def _sqlite_read_pragmas(dbapi_conn, _record) -> None:
    """A read-only connection's: waits for a writer's lock, and refuses every write."""
    cur = dbapi_conn.cursor()
    cur.execute("PRAGMA busy_timeout=30000")
    cur.execute("PRAGMA query_only=ON")
    cur.close()


def _sqlite_pragmas(dbapi_conn, _record) -> None:
    cur = dbapi_conn.cursor()
    cur.execute("PRAGMA busy_timeout=30000")  # first: switching a new file to WAL locks it
    cur.execute("PRAGMA journal_mode=WAL")
    # with WAL, NORMAL never corrupts; a power cut may drop the last commits, and an
    # article is committed with its source row, so a dropped one is simply read again
    cur.execute("PRAGMA synchronous=NORMAL")
    cur.execute("PRAGMA foreign_keys=ON")
    cur.close()




def _add_deliveries(c, digest_key: str, recipients: Iterable[str]) -> None:
    """Insert a ``pending`` delivery per recipient the digest does not have yet."""
    t = _iso(now())
    for rcpt in dict.fromkeys(recipients):
        _upsert(c, deliveries, {"digest_key": digest_key, "recipient": rcpt,
                                "status": "pending", "attempts": 0, "next_attempt": t,
                                "created": t})


def _upsert(c, table: Table, values: dict | list[dict], update: Iterable[str] = ()) -> int:
    """INSERT ``values`` (a row, or rows) in one statement; where a row exists (another
    process may have written it a moment ago) set its ``update`` columns, or leave it as
    it is. Returns the number of rows written (0: all there, nothing updated)."""
    stmt = DIALECTS[c.dialect.name](table).values(values)
    keys = [col.name for col in table.primary_key]
    stmt = (stmt.on_conflict_do_update(index_elements=keys,
                                       set_={k: stmt.excluded[k] for k in update})
            if update else stmt.on_conflict_do_nothing(index_elements=keys))
    # rows RETURNING gives, not rowcount: psycopg reports none for INSERT ... ON CONFLICT
    return len(c.execute(stmt.returning(*table.primary_key)).all())


def _chunks(items: list, size: int = 500) -> Iterator[list]:
    """``items`` in slices short enough for an ``IN (...)`` list."""
    for i in range(0, len(items), size):
        yield items[i:i + size]


def _schema_lock(c) -> None:
    """Hold the schema lock until ``c``'s transaction ends: PostgreSQL's advisory lock, or
    SQLite's write lock taken now, not at the first write (one process at a time)."""
    if c.dialect.name == "postgresql":
        c.execute(select(func.pg_advisory_xact_lock(SCHEMA_LOCK)))
    else:
        c.exec_driver_sql("BEGIN EXCLUSIVE")


def _schema_at(c) -> tuple[str, ...]:
    """The revisions ``alembic_version`` holds: () for an empty database or one made
    before migrations."""
    from alembic.runtime.migration import MigrationContext

    return tuple(sorted(MigrationContext.configure(c).get_current_heads()))


def _named(revisions: tuple[str, ...]) -> str:
    return ", ".join(revisions) or "none"  # empty, or made before migrations


def _newer(at: tuple[str, ...]) -> str:
    from . import migrations

    return (f"its schema ({_named(at)}) is a newer version's than this one's "
            f"({_named(migrations.heads())}): run that version of reports, or a later one")


def _missing(c, tables: list[Table]) -> list[Table]:
    """Those of ``tables`` the database lacks."""
    present = set(inspect(c).get_table_names())
    return [t for t in tables if t.name not in present]
