"""Signed-in sessions, kept in the database beside the archive.

A signed cookie alone cannot be taken back: one copied before its owner signed out
worked for its 12 hours, after a restart and after a password change. Here signing in
makes a random key, the cookie carries it and the ``web_sessions`` table its SHA-256
(a copy of the database lets no one in), with the password it signed in under (a
fingerprint of its hash). A session lives while its row does: signing out deletes the
row, and a row made under another password is no session (and is swept at start).
Kept in the database, sessions survive a restart (with ``REPORTS_WEB_SECRET``, which
signs the cookie) and are shared by every ``reports web`` on that database.
"""

from __future__ import annotations

import hashlib
import logging
import secrets
from datetime import UTC, datetime, timedelta

from sqlalchemy import Column, MetaData, String, Table, delete, insert, or_, select
from sqlalchemy.exc import SQLAlchemyError

from ..store import Store

log = logging.getLogger(__name__)

HOURS = 12  # a session's life, as its cookie's

metadata = MetaData()
web_sessions = Table(
    "web_sessions", metadata,
    Column("id", String(64), primary_key=True),  # SHA-256 of the cookie's key, hex
    Column("password", String(64), nullable=False),  # fingerprint of web.password_hash
    Column("expires", String(32), nullable=False),  # UTC ISO: then it is no session
)


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def _iso(moment: datetime) -> str:
    return moment.astimezone(UTC).isoformat(timespec="seconds")


class Sessions:
    def __init__(self, store: Store, password_hash: str) -> None:
        self.engine = store.engine
        self.password = _digest(password_hash)
        try:
            store.create_tables([web_sessions])
            self.sweep()
        except SQLAlchemyError as exc:  # a read-only database: the app still starts
            log.warning("web: the sessions table cannot be written (%s): nobody can sign "
                        "in until the database can", type(exc).__name__)

    def start(self) -> str:
        """A new session: its key, for the cookie."""
        self.sweep()
        key = secrets.token_urlsafe(32)
        until = datetime.now(UTC) + timedelta(hours=HOURS)
        with self.engine.begin() as c:
            c.execute(insert(web_sessions).values(id=_digest(key), password=self.password,
                                                  expires=_iso(until)))
        return key

    def live(self, key: str) -> bool:
        """Whether ``key`` is a session not ended, not expired, of the current password."""
        if not key:
            return False
        t = web_sessions.c
        with self.engine.connect() as c:
            return c.execute(select(t.id).where(
                t.id == _digest(key), t.password == self.password,
                t.expires > _iso(datetime.now(UTC)))).first() is not None

    def end(self, key: str) -> None:
        if key:
            with self.engine.begin() as c:
                c.execute(delete(web_sessions).where(web_sessions.c.id == _digest(key)))

    def sweep(self) -> None:
        """Forget expired sessions and those of another password."""
        t = web_sessions.c
        with self.engine.begin() as c:
            c.execute(delete(web_sessions).where(or_(t.expires <= _iso(datetime.now(UTC)),
                                                     t.password != self.password)))
