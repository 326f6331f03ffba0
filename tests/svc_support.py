"""Helpers for the service tests: a real SMTP server (aiosmtpd), small articles, polling."""

from __future__ import annotations

import os
import signal
import socket
import sqlite3
import subprocess
import sys
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


ROOT = Path(__file__).resolve().parent.parent


def service_env(**extra: str) -> dict[str, str]:
    """This environment without REPORTS_* settings, running this checkout's code."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("REPORTS_")}
    env["PYTHONPATH"] = str(ROOT)
    env.update(extra)
    return env


def config(tmp: Path, extra: str = "", settle_seconds: float = 60) -> Path:
    """A reports.toml in ``tmp`` watching ``tmp/in`` every second, plus ``extra``."""
    (tmp / "in").mkdir(exist_ok=True)
    cfg = tmp / "reports.toml"
    cfg.write_text(f"""
sources = ["in"]
database = "r.db"
output = "out"
scan_seconds = 1
settle_seconds = {settle_seconds}
{extra}
""", encoding="utf-8")
    return cfg


def serve(cfg: Path, log: Path, **extra_env: str) -> subprocess.Popen:
    """`reports serve` as a real subprocess, its log appended to ``log``."""
    return subprocess.Popen([sys.executable, "-m", "reports.cli", "--config", str(cfg),
                             "serve"], cwd=cfg.parent, env=service_env(**extra_env),
                            stdout=subprocess.DEVNULL, stderr=log.open("ab"))


def stop(proc: subprocess.Popen, sig: int = signal.SIGTERM) -> int:
    """Stop the service (SIGTERM: after the job in progress) and return its exit code."""
    if proc.poll() is None:
        proc.send_signal(sig)
    return proc.wait(timeout=120)


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


_TOWN_HEADS = ("Ash", "Brook", "Carr", "Dun", "Elm", "Fair", "Glen", "High", "Iron", "Kil",
               "Low", "Mar", "North", "Oak", "Pen", "Red", "Stan", "Thorn", "Up", "Wex",
               "Bel", "Cal", "Dor", "Ems", "Fen")
_TOWN_TAILS = ("ford", "vale", "more", "stead", "haven", "rock", "cliff", "bridge", "bride",
               "moor", "ton", "wick", "ham", "rose", "hill", "bury", "combe", "field", "port",
               "mouth", "by", "thorpe", "ley", "worth", "dale", "gate", "well", "mere", "holt",
               "wood", "minster", "church", "caster", "burn", "side", "shaw", "croft", "lade",
               "stow", "hurst")
_FIRST = ("Anna", "Tomas", "Grace", "Omar", "Lena", "Paulo", "Mei", "Ivan", "Sara", "David",
          "Nadia", "Felix", "Hana", "Jonas", "Ruth", "Karim", "Elsa", "Marco", "Ines", "Yusuf",
          "Clara", "Pavel", "Noor", "Hugo", "Alma")
_LAST = ("Reyes", "Berg", "Mwangi", "Haddad", "Fischer", "Santos", "Chen", "Petrov", "Lind",
         "Okafor", "Karimi", "Moreau", "Sato", "Novak", "Quinn", "Varga", "Dube", "Olsen",
         "Rossi", "Tanaka", "Walsh", "Ibarra", "Kowal", "Mensah", "Aalto", "Brandt", "Costa",
         "Duarte", "Egan", "Farah", "Gallo", "Holm", "Ivers", "Jansen", "Kerr", "Lopes",
         "Marsh", "Nolan", "Otto", "Pike")
_EVENTS = (("Storm damage in {t}", "{n} homes lost power after the storm",
            "crews would work through the night"),
           ("School opens in {t}", "{n} pupils started classes in the new building",
            "the school had been planned for a decade"),
           ("Market fire in {t}", "{n} stalls burned in the covered market",
            "traders would be compensated"),
           ("Water shortage in {t}", "{n} households were without running water",
            "tankers would arrive by morning"),
           ("Festival crowds in {t}", "{n} visitors came to the summer festival",
            "next year's festival would be larger"))


def varied_article(i: int) -> str:
    """The ``i``-th of up to 1,000 distinct small articles (each its own town, person,
    figure and one of five events), so a large drop forms many stories rather than one."""
    t = _TOWN_HEADS[i % 25] + _TOWN_TAILS[i // 25 % 40]
    who = f"{_FIRST[i % 25]} {_LAST[(i * 7) // 25 % 40]}"
    head, fact, quote = _EVENTS[i % 5]
    n = 100 + 7 * i
    return (f"{head.format(t=t)}\n\n"
            f"Officials in {t} said on Wednesday that {fact.format(n=n)}. "
            f"{who}, a council spokesperson, told reporters that {quote}.\n")
