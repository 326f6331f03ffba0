"""PostgreSQL from the command line, on a real server: the password travels only through
REPORTS_DATABASE_PASSWORD and is never stored nor printed; a database that cannot be
opened is one line."""

from __future__ import annotations

import pickle
import shutil
import subprocess
import sys
import uuid
from pathlib import Path

import pytest
from svc_support import serve, service_env, smtp_server, stop, wait_for

ROOT = Path(__file__).resolve().parent.parent


def _role(postgres) -> tuple[str, str, str]:
    """A login role with a password (TCP connections must give it) owning a fresh
    database: (role, password, database)."""
    role, password = f"r_{uuid.uuid4().hex[:8]}", f"pw-{uuid.uuid4().hex}"
    postgres.admin(f"CREATE ROLE {role} LOGIN PASSWORD '{password}'")
    return role, password, postgres.new_database(owner=role)


def _cli(*args: str, cwd: Path, **env: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "reports.cli", *args], cwd=cwd,
                          env=service_env(**env), capture_output=True, text=True, timeout=300)


def _rows(postgres, database: str) -> dict[str, list[tuple]]:
    """Every row of every table of ``database``, read as the superuser."""
    import psycopg

    with psycopg.connect(host=str(postgres.socket_dir), port=postgres.port, user="postgres",
                         dbname=database) as conn:
        names = [r[0] for r in conn.execute(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'")]
        return {n: conn.execute(f'SELECT * FROM "{n}"').fetchall() for n in names}


def _holds(value: object, secret: str) -> bool:
    if isinstance(value, bytes | memoryview):
        return secret.encode() in bytes(value)
    return secret in str(value)


def test_no_password_in_any_table_log_or_output_after_ingest_and_a_scheduled_run(
        postgres, tmp_path):
    """The database password (REPORTS_DATABASE_PASSWORD, a role that needs it) and the
    SMTP password after an ingest, a scheduled digest e-mailed by `reports serve` and
    `reports status`: in no table (APScheduler's job store included), log or output."""
    role, password, db = _role(postgres)
    smtp_secret = f"smtp-{uuid.uuid4().hex}"
    (tmp_path / "in").mkdir()
    for p in sorted((ROOT / "examples" / "articles").glob("*.txt")):
        shutil.copy(p, tmp_path / "in" / p.name)
    with smtp_server(auth=True) as (inbox, port):
        cfg = tmp_path / "reports.toml"
        cfg.write_text(f"""
sources = ["in"]
database = "{postgres.url(db, user=role, tcp=True)}"
output = "out"
scan_seconds = 1
settle_seconds = 0
send_empty = true

[smtp]
host = "127.0.0.1"
port = {port}
starttls = false
user = "bot"

[[schedule]]
name = "often"
cron = "*/3 * * * * *"
timezone = "UTC"
recipients = ["desk@example.org"]
""", encoding="utf-8")
        env = {"REPORTS_DATABASE_PASSWORD": password, "REPORTS_SMTP_PASSWORD": smtp_secret}
        ingested = _cli("--config", str(cfg), "ingest", cwd=tmp_path, **env)
        assert ingested.returncode == 0, ingested.stderr
        assert ingested.stdout.startswith("4 files: 4 analyzed")
        log = tmp_path / "serve.log"
        proc = serve(cfg, log, **env)
        try:
            wait_for(lambda: any("done" in r for r in _rows(postgres, db)["runs"]),
                     timeout=120, what="a scheduled run")
            wait_for(lambda: inbox.messages, timeout=60, what="its e-mail")
            # the catch-up mails before the scheduler (and its job store) starts
            wait_for(lambda: _rows(postgres, db).get("apscheduler_jobs"), timeout=60,
                     what="the schedule's job in the job store")
        finally:
            assert stop(proc) == 0, log.read_text(encoding="utf-8")
        status = _cli("--config", str(cfg), "status", "--format", "json", cwd=tmp_path, **env)
        assert status.returncode == 0, status.stderr
    assert inbox.logins and inbox.logins[0] == ("bot", smtp_secret)  # it was in use
    rows = _rows(postgres, db)
    assert rows["articles"] and rows["apscheduler_jobs"] and rows["deliveries"]
    for table, content in rows.items():
        for row in content:
            for secret in (password, smtp_secret):
                assert not any(_holds(v, secret) for v in row), f"a password in {table}"
    (job,) = rows["apscheduler_jobs"]
    assert pickle.loads(job[2])["args"] == ("often",)  # the schedule's name, no settings
    said = log.read_text(encoding="utf-8") + ingested.stderr + status.stdout + status.stderr
    assert password not in said and smtp_secret not in said
    assert f"{role}@127.0.0.1" in status.stdout  # the database is named, its password not


@pytest.mark.parametrize("fault", ["no password", "wrong password", "password in the URL",
                                   "no such database", "nothing listening"])
def test_a_database_that_cannot_be_opened_is_one_line(postgres, tmp_path, fault):
    role, password, db = _role(postgres)
    secret = f"pw-{uuid.uuid4().hex}"  # a wrong one, never to be printed either
    port = postgres.port
    host = f"{role}@127.0.0.1"
    url, env = f"postgresql://{host}:{port}/{db}", {}
    if fault == "wrong password":
        env = {"REPORTS_DATABASE_PASSWORD": secret}
    elif fault == "password in the URL":
        url = f"postgresql://{role}:{secret}@127.0.0.1:{port}/{db}"
    elif fault == "no such database":
        db = "nothere"
        url, env = f"postgresql://{host}:{port}/{db}", {"REPORTS_DATABASE_PASSWORD": password}
    elif fault == "nothing listening":
        from svc_support import free_port

        port = free_port()
        url = f"postgresql://{host}:{port}/{db}"
    out = _cli("--database", url, "ingest", "--source", str(tmp_path), cwd=tmp_path, **env)
    assert out.returncode == 1 and out.stdout == ""
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1, out.stderr
    assert lines[0].startswith(f"error: cannot open the database {db} on 127.0.0.1:{port} "
                               f"as {role}: "), lines[0]
    assert secret not in out.stderr and password not in out.stderr


def test_the_password_from_libpqs_own_pgpass_and_service_files(postgres, tmp_path):
    """No REPORTS_DATABASE_PASSWORD: psycopg reads the password from a pgpass file, and
    the whole connection from a service file (``postgresql:///?service=NAME``)."""
    role, password, db = _role(postgres)
    pgpass = tmp_path / "pgpass"
    pgpass.write_text(f"127.0.0.1:{postgres.port}:{db}:{role}:{password}\n", encoding="utf-8")
    pgpass.chmod(0o600)  # libpq ignores a pgpass file others can read
    services = tmp_path / "pg_service.conf"
    services.write_text(f"[reports]\nhost=127.0.0.1\nport={postgres.port}\ndbname={db}\n"
                        f"user={role}\n", encoding="utf-8")
    files = {"PGPASSFILE": str(pgpass), "PGSERVICEFILE": str(services)}
    for url in (postgres.url(db, user=role, tcp=True), "postgresql:///?service=reports"):
        out = _cli("--database", url, "ingest", "--source", str(ROOT / "examples" / "articles"),
                   cwd=tmp_path, **files)
        assert out.returncode == 0, out.stderr
        assert password not in out.stdout + out.stderr
    assert "4 files: 0 analyzed" in out.stdout and "4 unchanged" in out.stdout  # same db
    out = _cli("--database", postgres.url(db, user=role, tcp=True), "status", cwd=tmp_path)
    assert out.returncode == 1 and "no password supplied" in out.stderr  # without the files
