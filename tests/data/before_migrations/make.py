"""Make the databases of ``tests/test_migrations.py``: what the code before migrations
(commit 0dc544b, no ``alembic_version`` table) left in a database, dumped as SQL.

Run with that code first on the path, never this one (the dump must be the old schema):

    git -C . archive 0dc544b | tar -x -C /tmp/old-main
    PYTHONPATH=/tmp/old-main .venv/bin/python tests/data/before_migrations/make.py

It ingests the four example articles (articles, sources, entity links, stories), writes a
digest, records a scheduled run that published it and its two e-mails (one sent), then
dumps the SQLite file (``sqlite.sql``) and a PostgreSQL database made the same way on a
throw-away server (``postgresql.sql``, plain INSERTs, without the dump's session settings
so any server version loads it).
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from datetime import UTC, datetime
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
sys.path.append(str(ROOT / "tests"))  # pg_support (after the old code: PYTHONPATH first)


def fill(url: str, work: Path) -> None:
    """Ingest, digest, run and deliveries into ``url`` with the code on the path."""
    import reports
    from reports.cli import main
    from reports.store import Store

    assert Path(reports.__file__).resolve().is_relative_to(Path(os.environ["PYTHONPATH"])), \
        f"not the old code: {reports.__file__}"
    (work / "in").mkdir(exist_ok=True)
    for p in sorted((ROOT / "examples" / "articles").glob("*.txt")):
        shutil.copy(p, work / "in" / p.name)
    cfg = work / "reports.toml"
    cfg.write_text(f'sources = ["in"]\ndatabase = "{url}"\noutput = "out"\n', encoding="utf-8")
    os.chdir(work)
    assert main(["--config", str(cfg), "-q", "digest"]) == 0
    store = Store(url)
    (d,) = store.digests()
    fire = datetime.now(UTC).replace(hour=6, minute=0, second=0, microsecond=0)
    assert store.claim_run("daily", fire)
    store.finish_run("daily", fire, d.key, reported_ids=store.current_ids(),
                     period_start=d.period_start,
                     recipients=["desk@example.org", "chief@example.org"])
    assert store.claim_delivery(d.key, "desk@example.org", "<1@example.org>")
    store.delivery_sent(d.key, "desk@example.org")
    store.close()


def sqlite_dump(work: Path) -> str:
    db = work / "r.db"
    fill(f"sqlite:///{db}", work)
    conn = sqlite3.connect(db)
    try:
        fts = dict(conn.execute("SELECT name, sql FROM sqlite_master "
                                "WHERE sql LIKE 'CREATE VIRTUAL TABLE%'").fetchall())
        # iterdump writes an FTS5 table into sqlite_master (writable_schema), which a
        # script cannot use until it reconnects: it is made as the store makes it instead,
        # its index rebuilt from its content table (``store._fts``)
        out = [line for line in conn.iterdump() if not (
            line.startswith(("PRAGMA writable_schema", "INSERT INTO sqlite_master("))
            or any(line.startswith((f"CREATE TABLE '{n}_", f'INSERT INTO "{n}'))
                   for n in fts))]
    finally:
        conn.close()
    assert out[-1] == "COMMIT;"
    out[-1:-1] = [f"{sql};\nINSERT INTO {n}({n}) VALUES ('rebuild');" for n, sql in fts.items()]
    return "\n".join(out) + "\n"


def postgresql_dump(work: Path) -> str:
    from pg_support import bindir, server

    with server() as srv:
        name = srv.new_database()
        fill(srv.url(name), work)
        out = subprocess.run(
            [*(["runuser", "-u", srv.run_as, "--"] if srv.run_as else []),
             str(bindir() / "pg_dump"), "-h", str(srv.socket_dir), "-p", str(srv.port),
             "-U", "postgres", "--inserts", "--no-owner", "--no-privileges", "--no-comments",
             name], check=True, capture_output=True, text=True).stdout
    keep = [line for line in out.splitlines()
            if not line.startswith(("SET ", "SELECT pg_catalog.set_config", "\\"))]
    return "\n".join(keep).strip() + "\n"


if __name__ == "__main__":
    for name, dump in (("sqlite.sql", sqlite_dump), ("postgresql.sql", postgresql_dump)):
        with tempfile.TemporaryDirectory() as tmp:
            os.chmod(tmp, 0o755)
            (HERE / name).write_text(dump(Path(tmp)), encoding="utf-8")
            print(HERE / name)
