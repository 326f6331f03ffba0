"""Helpers for the service tests: a real SMTP server (aiosmtpd), small articles, polling."""

from __future__ import annotations

import socket
import sqlite3
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from email import message_from_bytes, policy
from email.message import EmailMessage
from pathlib import Path
from typing import Any

ARTICLES = {
    "flood": ("Floods close roads in Northfield",
              ("Heavy rain flooded the centre of Northfield on Tuesday. Mayor Helen Carter said "
              "that 120 families had been moved to the sports hall. The Red Cross sent three "
              "trucks of supplies to the town.")),
    "port": ("Dockers strike at Eastport",
             ("About 900 dock workers walked out at Eastport on Monday over pay. Union leader "
             "Samuel Osei told reporters that the strike would last until Friday. The port "
             "authority said 40 ships were waiting offshore.")),
    "bridge": ("New bridge opens in Riverton",
               ("The new bridge over the Tamber river opened in Riverton on Sunday after four "
               "years of work. Engineer Maria Lopez said it cost 35 million dollars. "
               "Around 2,000 people walked across it on the first day.")),
}


def article_text(key: str, extra: str = "") -> str:
    title, body = ARTICLES[key]
    return f"{title}\n\n{body}{extra}\n"


def write_article(folder: Path, name: str, key: str, extra: str = "") -> Path:
    p = folder / name
    p.write_text(article_text(key, extra), encoding="utf-8")
    return p


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Inbox:
    """aiosmtpd handler that keeps every message it receives."""

    def __init__(self) -> None:
        self.messages: list[EmailMessage] = []
        self.envelopes: list[tuple[str, list[str]]] = []
        self.logins: list[tuple[str, str]] = []

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:
        self.messages.append(message_from_bytes(envelope.original_content or envelope.content,
                                                policy=policy.default))
        self.envelopes.append((envelope.mail_from, list(envelope.rcpt_tos)))
        return "250 OK"

    def authenticate(self, server: Any, session: Any, envelope: Any, mechanism: str,
                     auth_data: Any) -> Any:
        from aiosmtpd.smtp import AuthResult, LoginPassword

        if isinstance(auth_data, LoginPassword):
            self.logins.append((auth_data.login.decode(), auth_data.password.decode()))
            return AuthResult(success=True)
        return AuthResult(success=False, handled=False)


@contextmanager
def smtp_server(port: int | None = None, auth: bool = False) -> Iterator[tuple[Inbox, int]]:
    """A real SMTP server on 127.0.0.1 (plain; with AUTH allowed without TLS if ``auth``)."""
    from aiosmtpd.controller import Controller

    inbox = Inbox()
    port = port or free_port()
    kw: dict[str, Any] = {}
    if auth:
        kw = {"authenticator": inbox.authenticate, "auth_require_tls": False}
    ctl = Controller(inbox, hostname="127.0.0.1", port=port, **kw)
    ctl.start()
    try:
        yield inbox, port
    finally:
        ctl.stop()


def wait_for(cond: Callable[[], Any], timeout: float = 60.0, every: float = 0.2,
             what: str = "condition") -> Any:
    """Poll ``cond`` until it returns something truthy; fail after ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while True:
        value = cond()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(every)


def query(db: Path, sql: str, *args: Any) -> list[tuple]:
    """Read the service's SQLite file directly (a table may not exist yet: [])."""
    if not db.exists():
        return []
    con = sqlite3.connect(db, timeout=30)
    try:
        return con.execute(sql, args).fetchall()
    except sqlite3.OperationalError as exc:
        if "no such table" in str(exc):
            return []
        raise
    finally:
        con.close()
