"""The schema's history: Alembic migrations shipped in the package (``versions/``), run by
``Store.migrate`` at start-up under the schema lock. Alembic is configured here, with no
alembic.ini, so an installed wheel migrates its database wherever it runs.

A schema change is a migration (``reports db revision -m "what"``, then edit it) and the
same change to ``store.metadata``: the tables as they are at the head, which a test checks
the migrations make.
"""

from __future__ import annotations

import functools
from argparse import Namespace
from collections.abc import Callable, Collection
from pathlib import Path

from alembic.config import Config
from alembic.script import ScriptDirectory

HERE = Path(__file__).resolve().parent


def config(connection=None) -> Config:
    """Alembic's settings: these scripts, run on ``connection`` (``env.py`` takes it)."""
    cfg = Config(cmd_opts=Namespace(quiet=True))  # the caller says what it did
    cfg.set_main_option("script_location", str(HERE))
    cfg.set_main_option("file_template", "%%(rev)s_%%(slug)s")  # 0002_rename_x.py
    cfg.attributes["connection"] = connection
    return cfg


@functools.cache
def scripts() -> ScriptDirectory:
    return ScriptDirectory.from_config(config())


def heads() -> tuple[str, ...]:
    """The revisions this version's schema is at (one, unless two branches meet)."""
    return tuple(sorted(scripts().get_heads()))


def known() -> set[str]:
    """Every revision these scripts know."""
    return {s.revision for s in scripts().walk_revisions()}


def next_id() -> str:
    """The next revision's id: "0002" after "0001", readable in a listing and in
    ``alembic_version``; two branches making the same one meet as a clash, on purpose."""
    return f"{max(int(r) for r in known() if r.isdigit()) + 1:04d}"


def include_names(tables: Collection[str]) -> Callable[[str | None, str, dict], bool]:
    """What a comparison with ``store.metadata`` looks at (autogenerate, the tests): the
    store's ``tables``, not those other code makes in the same database (APScheduler's job
    table, the web app's sessions, SQLite's FTS5 tables), nor the full-text indexes
    (``*_fts``, an expression SQLAlchemy's metadata does not hold: see 0001). The tables
    are given, not imported: the store imports this module."""

    def include(name: str | None, type_: str, parent_names: dict) -> bool:
        if type_ == "table":
            return name in tables
        if type_ == "index":
            return not (name or "").endswith("_fts")
        return True
    return include
