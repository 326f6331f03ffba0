"""A real PostgreSQL server for the tests: ``initdb`` into a temporary folder, ``pg_ctl
start`` on a free port of 127.0.0.1 and a Unix socket in that folder, stopped at the end.

The server runs as the user running the tests; as root (CI here runs as root, and
``initdb`` refuses root) it runs as the ``postgres`` user (else ``nobody``) through
``runuser``. Local socket connections are trusted (the tests' own databases); TCP ones
need a password (scram-sha-256), so a test can check how a password travels.
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

SUPERUSER = "postgres"


def bindir() -> Path | None:
    """Where initdb and pg_ctl are: on PATH, else Debian's /usr/lib/postgresql/N/bin."""
    found = shutil.which("initdb")
    if found and shutil.which("pg_ctl"):
        return Path(found).resolve().parent
    for d in sorted(glob.glob("/usr/lib/postgresql/*/bin"),
                    key=lambda p: int(Path(p).parent.name) if Path(p).parent.name.isdigit()
                    else 0, reverse=True):
        if (Path(d) / "initdb").exists() and (Path(d) / "pg_ctl").exists():
            return Path(d)
    return None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@dataclass
class Server:
    root: Path  # data/ and the socket live here
    port: int
    run_as: str | None  # the OS user the server runs as, when not ourselves

    @property
    def socket_dir(self) -> Path:
        return self.root

    def url(self, database: str, user: str = SUPERUSER, tcp: bool = False) -> str:
        """A ``postgresql://`` URL: over the trusted socket, or over TCP (password needed)."""
        if tcp:
            return f"postgresql://{user}@127.0.0.1:{self.port}/{database}"
        return f"postgresql://{user}@/{database}?host={self.socket_dir}&port={self.port}"

    def admin(self, *sql: str, database: str = "postgres") -> None:
        """Run statements as the superuser, each in its own transaction."""
        import psycopg

        with psycopg.connect(host=str(self.socket_dir), port=self.port, user=SUPERUSER,
                             dbname=database, autocommit=True) as conn:
            for statement in sql:
                conn.execute(statement)

    def new_database(self, owner: str = SUPERUSER) -> str:
        """A fresh, empty database; returns its name."""
        name = f"t_{uuid.uuid4().hex[:12]}"
        self.admin(f'CREATE DATABASE {name} OWNER "{owner}"')
        return name


def _as(user: str | None, cmd: list[str]) -> list[str]:
    return cmd if user is None else ["runuser", "-u", user, "--", *cmd]


@contextmanager
def server() -> Iterator[Server]:
    """Start a throw-away server; stop it and remove its files on exit."""
    bins = bindir()
    if bins is None:
        raise FileNotFoundError("PostgreSQL server binaries (initdb, pg_ctl) not found")
    run_as = None
    if os.geteuid() == 0:
        names = {p.pw_name for p in pwd.getpwall()}
        run_as = SUPERUSER if SUPERUSER in names else "nobody"
    root = Path(tempfile.mkdtemp(prefix="reports-pg-"))  # short: a socket path is <108 bytes
    if run_as is not None:
        entry = pwd.getpwnam(run_as)
        os.chown(root, entry.pw_uid, entry.pw_gid)
    data = root / "data"
    port = _free_port()
    log = root / "server.log"
    try:
        subprocess.run(_as(run_as, [str(bins / "initdb"), "-D", str(data), "-U", SUPERUSER,
                                    "--auth-local=trust", "--auth-host=scram-sha-256",
                                    "-E", "UTF8", "--no-locale", "--no-sync"]),
                       check=True, capture_output=True, cwd=root)
        # speed over durability: a test server's data is thrown away
        options = (f"-k {root} -p {port} -h 127.0.0.1 -c fsync=off -c synchronous_commit=off "
                   "-c full_page_writes=off -c max_connections=200")
        subprocess.run(_as(run_as, [str(bins / "pg_ctl"), "-D", str(data), "-l", str(log),
                                    "-o", options, "-w", "-t", "60", "start"]),
                       check=True, capture_output=True, cwd=root)
        try:
            yield Server(root, port, run_as)
        finally:
            subprocess.run(_as(run_as, [str(bins / "pg_ctl"), "-D", str(data), "-m", "fast",
                                        "-w", "stop"]), capture_output=True, cwd=root)
    finally:
        shutil.rmtree(root, ignore_errors=True)
