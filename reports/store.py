"""The database: the only module that writes SQL.

SQLAlchemy Core over SQLite by default (a PostgreSQL URL works the same). An article is
identified by the hash of its cleaned text: the same text under two names is one
article with two sources; a changed file points its path at a new article (a new
version) and the old one is kept. Every write is one transaction.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime

from sqlalchemy import (
    Column, Float, ForeignKey, Integer, MetaData, String, Table, Text, create_engine, event,
    func, select,
)
from sqlalchemy.engine import Engine

from .model import Analysis, Article, Claim, Entity, Figure, Quarantined

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
)

sources = Table(  # where each article was found: current state of every known path
    "sources", metadata,
    Column("path", Text, primary_key=True),
    Column("hash", String(64), ForeignKey("articles.hash"), nullable=False),
    Column("size", Integer, nullable=False),
    Column("mtime", Float, nullable=False),
    Column("first_seen", String(32), nullable=False),
    Column("last_seen", String(32), nullable=False),
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


def now() -> datetime:
    return datetime.now(UTC).replace(microsecond=0)


def _iso(dt: datetime) -> str:
    return dt.astimezone(UTC).isoformat(timespec="seconds")


@dataclass(frozen=True)
class FileState:
    """What the store knows of a path: enough to skip it without reading it."""

    size: int
    mtime: float
    quarantined: bool


def _analysis_from_dict(d: dict) -> Analysis:
    def ents(items: list, kind: str) -> tuple[Entity, ...]:
        return tuple(Entity(name=e["name"], kind=kind, aliases=tuple(e.get("aliases", ())),
                            mentions=e.get("mentions", 1), country=e.get("country"),
                            lat=e.get("lat"), lon=e.get("lon"),
                            sentences=tuple(e.get("sentences", ()))) for e in items)

    return Analysis(
        id=d["id"], source=d["source"], title=d["title"], language=d["language"],
        summary=tuple(d.get("summary", ())),
        people=ents(d.get("people", []), "person"),
        organizations=ents(d.get("organizations", []), "organization"),
        places=ents(d.get("places", []), "place"),
        claims=tuple(Claim(**c) for c in d.get("claims", [])),
        figures=tuple(Figure(**f) for f in d.get("figures", [])),
        words=d.get("words", 0),
    )


class Store:
    def __init__(self, url: str) -> None:
        self.url = url
        self.engine: Engine = create_engine(url, future=True)
        if url.startswith("sqlite"):
            event.listen(self.engine, "connect", _sqlite_pragmas)
        metadata.create_all(self.engine)

    def close(self) -> None:
        self.engine.dispose()

    # -- files ------------------------------------------------------------------------
    def file_states(self) -> dict[str, FileState]:
        """Size and mtime of every known path, in one query (rescans read no file)."""
        with self.engine.connect() as c:
            out = {r.path: FileState(r.size, r.mtime, False)
                   for r in c.execute(select(sources.c.path, sources.c.size, sources.c.mtime))}
            for r in c.execute(select(quarantine.c.path, quarantine.c.size, quarantine.c.mtime)):
                out[r.path] = FileState(r.size, r.mtime, True)
        return out

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
        row = c.execute(select(sources.c.path).where(sources.c.path == path)).first()
        if row:
            c.execute(sources.update().where(sources.c.path == path).values(
                hash=content_hash, size=size, mtime=mtime, last_seen=t))
        else:
            c.execute(sources.insert().values(path=path, hash=content_hash, size=size,
                                              mtime=mtime, first_seen=t, last_seen=t))
        seen = c.execute(select(versions.c.path).where(
            versions.c.path == path, versions.c.hash == content_hash)).first()
        if not seen:
            c.execute(versions.insert().values(path=path, hash=content_hash, seen=t))

    def add_article(self, analysis: Analysis, content_hash: str, text: str, path: str,
                    size: int, mtime: float, published: str | None = None) -> None:
        """Store an analyzed article and its source in one transaction."""
        t = _iso(now())
        with self.engine.begin() as c:
            exists = c.execute(select(articles.c.hash).where(articles.c.hash == content_hash)
                               ).first()
            if not exists:
                c.execute(articles.insert().values(
                    hash=content_hash, id=analysis.id, title=analysis.title,
                    language=analysis.language, text=text,
                    analysis=json.dumps(analysis.as_dict(), ensure_ascii=False),
                    published=published, first_seen=t))
            self._record_source(c, path, content_hash, size, mtime, t)

    def quarantine(self, path: str, reason: str, size: int, mtime: float) -> None:
        with self.engine.begin() as c:
            c.execute(quarantine.delete().where(quarantine.c.path == path))
            c.execute(quarantine.insert().values(path=path, reason=reason, size=size,
                                                 mtime=mtime, seen=_iso(now())))

    def quarantined(self) -> list[Quarantined]:
        with self.engine.connect() as c:
            rows = c.execute(select(quarantine).order_by(quarantine.c.path)).all()
        return [Quarantined(r.path, r.reason, datetime.fromisoformat(r.seen)) for r in rows]

    # -- articles ---------------------------------------------------------------------
    def count_articles(self) -> int:
        with self.engine.connect() as c:
            return c.execute(select(func.count()).select_from(articles)).scalar_one()

    def articles(self, since: datetime | None = None, until: datetime | None = None,
                 ids: Iterable[str] | None = None) -> Iterator[Article]:
        """Stored articles first seen in [since, until), oldest first, streamed."""
        q = select(articles).order_by(articles.c.first_seen, articles.c.id)
        if since is not None:
            q = q.where(articles.c.first_seen >= _iso(since))
        if until is not None:
            q = q.where(articles.c.first_seen < _iso(until))
        if ids is not None:
            q = q.where(articles.c.id.in_(list(ids)))
        with self.engine.connect() as c:
            paths: dict[str, list[str]] = {}
            for r in c.execute(select(sources.c.hash, sources.c.path).order_by(sources.c.path)):
                paths.setdefault(r.hash, []).append(r.path)
            for r in c.execute(q):
                analysis = _analysis_from_dict(json.loads(r.analysis))
                yield Article(analysis=analysis, sources=tuple(paths.get(r.hash, ())),
                              first_seen=datetime.fromisoformat(r.first_seen),
                              published=r.published)


def _sqlite_pragmas(dbapi_conn, _record) -> None:
    cur = dbapi_conn.cursor()
    cur.execute("PRAGMA journal_mode=WAL")
    cur.execute("PRAGMA foreign_keys=ON")
    cur.execute("PRAGMA busy_timeout=30000")
    cur.close()
