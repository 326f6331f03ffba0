"""Several processes on one database, on a SQLite file and on a real PostgreSQL server:
first starts at once, two ``reports ingest`` on the same and on overlapping folders, an
ingest killed mid-batch whose files are taken again once its lease runs out."""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from svc_support import service_env

from conftest import load_before_migrations
from reports import migrations
from reports.schedule import SCHEDULER
from reports.store import Store

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "tests" / "data" / "brief_corpus"  # 24 short reports, English and Arabic

START = """
import logging, sys, time
from reports.store import Store
logging.basicConfig(level=logging.WARNING)
logging.getLogger("reports.store").setLevel(logging.INFO)  # "database schema upgraded ..."
at = float(sys.argv[2])
while time.time() < at:  # every process opens the empty database at the same moment
    time.sleep(0.001)
Store(sys.argv[1]).close()
"""


def _older_schema(database_url: str) -> None:
    """The database as an older version left it: ``articles`` without its newer columns,
    no ``claims`` table."""
    from sqlalchemy import Column, MetaData, String, Table, Text, create_engine

    from reports.store import engine_url

    old = Table("articles", MetaData(), Column("hash", String(64), primary_key=True),
                *(Column(n, Text) for n in ("id", "title", "language", "text", "analysis",
                                            "published", "first_seen")))
    engine = create_engine(engine_url(database_url))
    old.create(engine)
    engine.dispose()


@pytest.mark.parametrize("schema", ["empty", "older", "before migrations"])
def test_first_starts_at_once(database_url, tmp_path, schema):
    """Four processes create (or bring up to date) the schema of one database at the same
    moment (the race that gave PostgreSQL's UniqueViolation on pg_type and SQLite's
    "table already exists"): all succeed, one of them migrates (the others wait for the
    schema lock and find it done), and the schema is whole, at the head."""
    if schema == "older":
        _older_schema(database_url)
    elif schema == "before migrations":
        load_before_migrations(database_url)  # the examples, their links, a digest ...
    at = str(time.time() + 3)  # past every interpreter's start-up
    procs = [subprocess.Popen([sys.executable, "-c", START, database_url, at], cwd=tmp_path,
                              env=service_env(), stderr=subprocess.PIPE, text=True)
             for _ in range(4)]
    errors = [p.communicate(timeout=120)[1] for p in procs]
    assert [p.returncode for p in procs] == [0] * 4, errors
    assert sum("database schema upgraded" in e for e in errors) == 1, errors
    store = Store(database_url)
    assert store.schema() == migrations.heads()
    if schema == "before migrations":
        assert store.count_articles() == 4 and len(store.deliveries()) == 2
    from sqlalchemy import inspect

    from reports.store import metadata

    have = inspect(store.engine)
    assert set(metadata.tables) <= set(have.get_table_names())
    for table in metadata.sorted_tables:
        assert {c.name for c in table.columns} <= {c["name"] for c in have.get_columns(
            table.name)}, table.name
    store.close()


def _corpus(folder: Path) -> list[Path]:
    """The corpus in ``folder``: half at its top, half in ``folder/sub``."""
    (folder / "sub").mkdir(parents=True)
    files = sorted(CORPUS.glob("*.txt"))
    out = []
    for i, p in enumerate(files):
        out.append(Path(shutil.copy(p, folder / ("sub" if i % 2 else "") / p.name)))
    return out


def _ingest(database_url: str, source: Path, cwd: Path, wrap: list[str] | None = None,
            **env: str) -> subprocess.Popen:
    return subprocess.Popen([*(wrap or []), sys.executable, "-m", "reports.cli", "--database",
                             database_url, "ingest", "--source", str(source)], cwd=cwd,
                            env=service_env(**env), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, start_new_session=True)


def _analyzed(line: str) -> int:
    m = re.match(r"(\d+) files: (\d+) analyzed", line)
    assert m, line
    return int(m.group(2))


def _both(database_url: str, tmp_path: Path, first: Path, second: Path, files: list[Path]):
    a, b = (_ingest(database_url, src, tmp_path) for src in (first, second))
    (out_a, err_a), (out_b, err_b) = a.communicate(timeout=300), b.communicate(timeout=300)
    assert (a.returncode, b.returncode) == (0, 0), err_a + err_b
    assert "Traceback" not in err_a + err_b and "rror" not in err_a + err_b, err_a + err_b
    # every analysis made is in one of the two report lines: none twice
    assert _analyzed(out_a) + _analyzed(out_b) == len(files), out_a + out_b
    store = Store(database_url)
    try:
        assert store.count_articles() == len(files)  # none lost, none doubled
        assert sorted(p for a in store.articles() for p in a.sources) == sorted(
            str(f) for f in files)
        assert store.quarantined() == []
        assert store.claimed() == {}  # every claim given back
    finally:
        store.close()
    return out_a, out_b


def test_two_ingests_of_one_folder(database_url, tmp_path):
    files = _corpus(tmp_path / "in")
    out_a, out_b = _both(database_url, tmp_path, tmp_path / "in", tmp_path / "in", files)
    assert "read by another process" in out_a + out_b  # the second found them claimed


def test_two_ingests_of_overlapping_folders(database_url, tmp_path):
    files = _corpus(tmp_path / "in")
    _both(database_url, tmp_path, tmp_path / "in" / "sub", tmp_path / "in", files)


@pytest.mark.parametrize("where", ["this host", "another host"])
def test_a_killed_ingests_files_are_taken_again(database_url, tmp_path, where):
    """An ingest killed (SIGKILL, its whole process group) while analyzing leaves its
    claims behind. The next ingest reads every file the killed one had not stored: at
    once when it ran on this host (its pid is gone), else once its lease has run out
    (a process on another host: here one in its own UTS namespace, another host name).
    Nothing is lost, doubled or quarantined."""
    files = _corpus(tmp_path / "in")
    lease = 8 if where == "another host" else 600
    wrap: list[str] = []
    if where == "another host":
        if os.geteuid() != 0 or not shutil.which("unshare"):
            pytest.skip("another host name needs root and unshare (util-linux)")
        wrap = ["unshare", "--uts", "sh", "-c", 'hostname elsewhere && exec "$@"', "sh"]
    victim = _ingest(database_url, tmp_path / "in", tmp_path, wrap=wrap,
                     REPORTS_LEASE_SECONDS=str(lease))
    store = Store(database_url)
    deadline = time.monotonic() + 120
    while not (store.claimed() and store.count_articles()) and time.monotonic() < deadline:
        time.sleep(0.05)
    os.killpg(victim.pid, signal.SIGKILL)
    victim.wait()
    claims = store.claimed()
    done = store.count_articles()
    assert claims and 0 < done < len(files)  # killed mid-batch, its claims left behind
    assert {o.partition(":")[0] for o, _ in claims.values()} == {
        "elsewhere" if wrap else socket.gethostname()}
    status = subprocess.run([sys.executable, "-m", "reports.cli", "--database", database_url,
                             "status", "--format", "json"], cwd=tmp_path, env=service_env(),
                            capture_output=True, text=True, check=True)
    assert {c["path"] for c in json.loads(status.stdout)["being_read"]} == set(claims)
    after = _ingest(database_url, tmp_path / "in", tmp_path)
    out, err = after.communicate(timeout=300)
    assert after.returncode == 0, err
    assert _analyzed(out) == len(files) - done  # the rest, not what the victim stored
    expiry = min(e for _, e in claims.values()).timestamp()
    if wrap:  # it could take them only once the lease had run out (whole seconds)
        assert time.time() >= expiry - 1
    else:
        assert time.time() < expiry - 300
    assert store.count_articles() == len(files)
    assert store.quarantined() == []
    # the second gave its claims back; what is left is the dead one's, on files it stored
    assert {o for o, _ in store.claimed().values()} <= {o for o, _ in claims.values()}
    store.close()


def test_serve_beside_an_ingest_of_the_same_folder(database_url, tmp_path):
    """`reports serve` scanning a folder while `reports ingest` reads it (once a good
    file ended quarantined as "unexpected error (IntegrityError)"): each file analyzed by
    one of them, none quarantined, none doubled."""
    from svc_support import serve, stop, wait_for

    files = _corpus(tmp_path / "in")
    cfg = tmp_path / "reports.toml"
    cfg.write_text(f'sources = ["in"]\ndatabase = "{database_url}"\noutput = "out"\n'
                   "scan_seconds = 1\nsettle_seconds = 0\nschedule = []\n", encoding="utf-8")
    log = tmp_path / "serve.log"
    service = serve(cfg, log)
    try:
        ingest = _ingest(database_url, tmp_path / "in", tmp_path)
        out, err = ingest.communicate(timeout=300)
        assert ingest.returncode == 0, err
        store = Store(database_url)
        wait_for(lambda: store.count_articles() == len(files)
                 and set(store.claimed()) <= {SCHEDULER}, timeout=120, what="every file stored")
    finally:
        assert stop(service) == 0
    text = log.read_text(encoding="utf-8")
    assert "Traceback" not in text and "ERROR" not in text, text
    by_service = text.count("INFO reports.ingest: analyzed ")
    assert by_service + _analyzed(out) == len(files), (out, text)
    assert store.count_articles() == len(files) and store.quarantined() == []
    store.close()
