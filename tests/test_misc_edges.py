"""Issue 29's small edges: an SMTP password SMTP cannot send, LIKE wildcards in queries,
look-alike entity names, a read-only database. Real SMTP server, real files, real SQLite and
PostgreSQL, real `reports` processes."""

from __future__ import annotations

import re
import subprocess
import sys
from contextlib import contextmanager
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from svc_support import free_port, service_env, smtp_server, write_article

from reports import briefing, deliver
from reports.cli import main
from reports.config import ConfigError, Settings, Smtp, load
from reports.ingest import ingest
from reports.store import Store

WIDE_PASSWORD = "kühl-Ølkrüs-ñ"  # what smtplib cannot send: AUTH is ASCII only
WIDE = ("ü", "Ø", "ñ", "\\xfc", "\\xd8", "\\xf1", "position")


def _reports(*args: str, cwd: Path, **env: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "reports.cli", *args], cwd=cwd,
                          env=service_env(**env), capture_output=True, text=True, timeout=300)


def _mail_config(tmp: Path, port: int) -> Path:
    (tmp / "in").mkdir(exist_ok=True)
    write_article(tmp / "in", "bridge.txt", "bridge")
    cfg = tmp / "reports.toml"
    cfg.write_text(f"""
sources = ["in"]
database = "r.db"
output = "out"
schedule = []
[smtp]
host = "127.0.0.1"
port = {port}
starttls = false
user = "bot"
""", encoding="utf-8")
    return cfg


# -- item 13: an SMTP password the protocol cannot send ---------------------------------
def test_a_password_smtp_cannot_send_is_refused_at_start_showing_nothing_of_it(tmp_path):
    with pytest.raises(ConfigError) as err:
        load(env={"REPORTS_SMTP_PASSWORD": WIDE_PASSWORD})
    assert "REPORTS_SMTP_PASSWORD" in str(err.value)
    with smtp_server(auth=True) as (inbox, port):
        cfg = _mail_config(tmp_path, port)
        today = datetime.now().date().isoformat()
        for args in (["serve"], ["send", "--date", today, "--to", "desk@example.org"],
                     ["status"]):
            run = _reports("--config", str(cfg), *args, cwd=tmp_path,
                           REPORTS_SMTP_PASSWORD=WIDE_PASSWORD)
            assert run.returncode == 1, (args, run.stderr)
            assert run.stdout == ""
            assert run.stderr.count("\n") == 1 and "Traceback" not in run.stderr
            assert "REPORTS_SMTP_PASSWORD" in run.stderr and "ASCII" in run.stderr
            for piece in (WIDE_PASSWORD, *WIDE):
                assert piece not in run.stderr, (args, piece)
        assert inbox.logins == [] and inbox.messages == []
        assert not (tmp_path / "r.db").exists()  # refused before anything was opened


def _one_digest(tmp: Path, port: int) -> tuple[Settings, Store, str]:
    src = tmp / "in"
    src.mkdir()
    write_article(src, "flood.txt", "flood")
    settings = Settings(sources=(str(src),), database=str(tmp / "r.db"),
                        output=str(tmp / "out"), schedules=(),
                        smtp=Smtp(host="127.0.0.1", port=port, starttls=False, user="bot",
                                  sender="desk-bot@example.org", retry_seconds=60))
    store = Store(settings.database_url)
    ingest(settings, store)
    b = briefing.digest(store, datetime(2000, 1, 1, tzinfo=UTC),
                        datetime(2100, 1, 1, tzinfo=UTC), "Edges")
    deliver.publish(store, settings, b, "edges", "t:edges")
    return settings, store, "t:edges"


def _status(tmp: Path, settings: Settings, capsys) -> str:
    cfg = tmp / "status.toml"
    cfg.write_text(f'database = "{settings.database}"\nschedule = []\n', encoding="utf-8")
    out = []
    for fmt in ("text", "json"):
        assert main(["--config", str(cfg), "status", "--format", fmt]) == 0
        out.append(capsys.readouterr().out)
    return "\n".join(out)


@contextmanager
def _echoing_smtp_server() -> Any:
    """A real SMTP server that refuses every sign-in and quotes back what it was sent:
    the careless server an error message must not pass on."""
    from aiosmtpd.controller import Controller
    from aiosmtpd.smtp import AuthResult, LoginPassword

    class Refuser:
        async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:
            return "250 OK"

        def authenticate(self, server: Any, session: Any, envelope: Any, mechanism: str,
                         auth_data: Any) -> Any:
            assert isinstance(auth_data, LoginPassword)
            return AuthResult(success=False, handled=False, message=(
                f"535 5.7.8 {mechanism} {auth_data.login.decode()} with "
                f"{auth_data.password.decode()} refused"))

    port = free_port()
    ctl = Controller(Refuser(), hostname="127.0.0.1", port=port,
                     authenticator=Refuser().authenticate, auth_require_tls=False)
    ctl.start()
    try:
        yield port
    finally:
        ctl.stop()


def test_a_failed_smtp_sign_in_stores_and_shows_no_password_character(tmp_path, capsys):
    """Settings made in code skip the start-up check: the send still fails without
    naming a character, for good (it can never work), and nothing reached the server."""
    with smtp_server(auth=True) as (inbox, port):
        settings, store, key = _one_digest(tmp_path, port)
        settings = replace(settings, smtp=replace(settings.smtp, password=WIDE_PASSWORD))
        report = deliver.send(store, settings, key, ["desk@example.org"], wait=False)
        assert inbox.logins == [] and inbox.messages == []
    [(rcpt, err)] = report.failed
    [row] = store.deliveries(digest_key=key)
    store.close()
    assert row.status == "failed" and "ASCII" in row.last_error  # given up, not retried
    shown = _status(tmp_path, settings, capsys)
    assert "ASCII" in shown
    for text in (err, row.last_error, shown):
        for piece in (WIDE_PASSWORD, *WIDE):
            assert piece not in text, piece


def test_a_server_quoting_the_credentials_back_has_them_scrubbed(tmp_path, capsys):
    """Spaces, a backslash and a quote: forms a joined or repr'd error would change
    before a plain replace could find them."""
    password = "tab  two \\ it's"
    with _echoing_smtp_server() as port:
        settings, store, key = _one_digest(tmp_path, port)
        settings = replace(settings, smtp=replace(settings.smtp, password=password))
        report = deliver.send(store, settings, key, ["desk@example.org"], wait=False)
    [(_, err)] = report.failed
    [row] = store.deliveries(digest_key=key)
    store.close()
    assert row.status == "retry" and "SMTPAuthenticationError" in err and "535" in err
    shown = _status(tmp_path, settings, capsys)
    for text in (err, row.last_error, shown):
        for piece in ("two", "it's", "it\\'s", "tab "):
            assert piece not in text, piece


def test_status_hides_the_character_an_error_stored_before_the_fix_quoted(tmp_path, capsys):
    with smtp_server() as (_, port):
        settings, store, key = _one_digest(tmp_path, port)
    store.add_deliveries(key, ["desk@example.org"])
    old = ("UnicodeEncodeError: 'ascii' codec can't encode character '\\xfc' in position 1: "
           "ordinal not in range(128)")
    store.delivery_failed(key, "desk@example.org", old, datetime.now(UTC),  # waiting for
                          attempts=settings.smtp.max_attempts)  # the server
    # the rows the web app's operator page lists, as ``reports status`` shows them
    rows = [x for xs in deliver.status(store, settings).values() for x in xs]
    assert [x["last_error"] for x in rows] == [
        "UnicodeEncodeError: 'ascii' codec can't encode a character: ordinal not in range(128)"]
    store.close()
    shown = _status(tmp_path, settings, capsys)
    assert "codec can't encode a character" in shown
    assert "\\xfc" not in shown and "position" not in shown



# -- item 15: LIKE wildcards in a search or a dossier query ------------------------------
# rows as stored (folded words do hold "_"; the others are there should a caller pass them)
LIKE_ROWS = ["a _ b", "_", "foo_bar", "axb", "a b", "50% off", "5000 off", "x/y", "xzy",
             "back\\slash", "backxslash", "__init__"]


@pytest.mark.parametrize("q", ["_", "%", "/", "\\", "__", "%_", "_/%", "/_"])
def test_like_wildcards_in_a_query_are_matched_literally(database_url: str, q: str) -> None:
    """A query FTS has no word in takes the LIKE, on SQLite as on PostgreSQL: every row
    holding its characters and no other (before: "_" and "%" matched every row, and on
    PostgreSQL a backslash, LIKE's default escape there, matched none)."""
    from reports.store import LinkUpdate

    store = Store(database_url)
    store.update_links(LinkUpdate("test", replace=True,
                                  names=[(f"e{k}", f, "") for k, f in enumerate(LIKE_ROWS)],
                                  words=[(f"a{k}", f) for k, f in enumerate(LIKE_ROWS)]))
    want = {k for k, f in enumerate(LIKE_ROWS) if q in f}
    try:
        assert store.find_articles(q) == {f"a{k}" for k in want}
        assert store.find_entities(q) == {f"e{k}" for k in want}
    finally:
        store.close()


def test_a_dossier_or_search_for_an_underscore_finds_nothing_in_the_archive(
        database_url: str, tmp_path: Path) -> None:
    src = tmp_path / "in"
    src.mkdir()
    for key in ("flood", "port", "bridge"):
        write_article(src, f"{key}.txt", key)
    settings = Settings(sources=(str(src),), database=database_url, schedules=())
    store = Store(database_url)
    try:
        ingest(settings, store)
        assert len(list(store.articles(current=True))) == 3
        assert briefing.dossier(store, "Helen Carter").articles  # the archive is linked
        assert store.find_articles("_") == set() and store.find_entities("_") == set()
        assert briefing.entities_named(store, "_") == []
        assert briefing.dossier(store, "_").articles == ()
    finally:
        store.close()


# -- item 17 (rest): a read-only database ------------------------------------------------
def _unprivileged() -> list[str]:
    """The prefix that runs a command as a user file modes apply to (root ignores them)."""
    import os
    import shutil

    if os.getuid() != 0:
        return []
    if not shutil.which("setpriv"):
        pytest.skip("running as root without setpriv: file modes cannot bind here")
    return ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]


@pytest.fixture
def open_dir():
    """A folder another user can reach (pytest's own are private to their owner)."""
    import shutil
    import tempfile

    d = Path(tempfile.mkdtemp(prefix="reports-ro-"))
    d.chmod(0o755)
    yield d
    for p in (d, *d.rglob("*")):
        p.chmod(0o755 if p.is_dir() else 0o644)
    shutil.rmtree(d)


def _status_as_other_user(cfg: Path) -> subprocess.CompletedProcess:
    return subprocess.run([*_unprivileged(), sys.executable, "-m", "reports.cli", "--config",
                           str(cfg), "status"], cwd=cfg.parent, env=service_env(),
                          capture_output=True, text=True, timeout=300)


def _one_article(open_dir: Path) -> tuple[Path, Path, Path]:
    """A source folder holding one article, a database folder, and their settings file."""
    src, db = open_dir / "in", open_dir / "db"
    src.mkdir()
    db.mkdir()
    write_article(src, "flood.txt", "flood")
    cfg = open_dir / "reports.toml"
    cfg.write_text(f'sources = ["{src}"]\ndatabase = "{db / "r.db"}"\nschedule = []\n',
                   encoding="utf-8")
    return src, db, cfg


def test_status_reads_a_database_it_may_not_write(open_dir: Path) -> None:
    src, db, cfg = _one_article(open_dir)
    assert _reports("--config", str(cfg), "ingest", cwd=open_dir).returncode == 0
    for p in (open_dir, src, db, cfg, src / "flood.txt"):
        p.chmod(0o755 if p.is_dir() else 0o644)
    files = sorted(db.iterdir())
    for file_mode, dir_mode in ((0o444, 0o555), (0o666, 0o555), (0o444, 0o777)):
        (db / "r.db").chmod(file_mode)
        db.chmod(dir_mode)
        run = _status_as_other_user(cfg)
        assert run.returncode == 0, (oct(file_mode), oct(dir_mode), run.stderr)
        assert "articles stored: 1" in run.stdout
        lines = run.stdout.splitlines()
        assert lines[1].startswith("  read-only: opened for reading only")
        assert "as the file stands" in lines[1]  # nobody has it open
        assert sorted(db.iterdir()) == files  # nothing made beside it (no -wal, -shm)
        if _unprivileged():  # a command that must write still refuses, in one line
            write_article(src, "port.txt", "port").chmod(0o644)
            ingest_run = subprocess.run([*_unprivileged(), sys.executable, "-m",
                                         "reports.cli", "--config", str(cfg), "ingest"],
                                        cwd=open_dir, env=service_env(), capture_output=True,
                                        text=True, timeout=300)
            assert ingest_run.returncode == 1 and "Traceback" not in ingest_run.stderr
            assert ingest_run.stderr.count("\n") == 1
            assert re.search("read-?only", ingest_run.stderr), ingest_run.stderr


def test_status_reads_a_read_only_database_a_service_is_writing(open_dir: Path) -> None:
    """While a writer has the database open (its -wal and -shm are there), status reads
    what it committed, WAL included, and is not 'as the file stands'."""
    import sqlite3

    src, db, cfg = _one_article(open_dir)
    for p in (src, db, cfg):
        p.chmod(0o755 if p.is_dir() else 0o644)
    assert _reports("--config", str(cfg), "ingest", cwd=open_dir).returncode == 0
    writer = sqlite3.connect(db / "r.db")  # the service's connection, kept open
    try:
        writer.execute("PRAGMA wal_autocheckpoint=0")
        writer.execute("SELECT count(*) FROM articles").fetchall()
        write_article(src, "port.txt", "port")
        assert _reports("--config", str(cfg), "ingest", cwd=open_dir).returncode == 0
        assert (db / "r.db-wal").stat().st_size > 0
        (db / "r.db").chmod(0o444)
        db.chmod(0o555)
        run = _status_as_other_user(cfg)
    finally:
        writer.close()
    assert run.returncode == 0, run.stderr
    assert "articles stored: 2" in run.stdout
    assert "read-only: opened for reading only;" in run.stdout


# -- item 16: names that print like another ---------------------------------------------
DISGUISED = {"clean.txt": "Ahmed Khalef",
             "cyrillic.txt": "\u0410hmed Khalef",  # Cyrillic capital A
             "greek.txt": "Ahmed Kh\u03b1lef",  # Greek small alpha
             "joiner.txt": "Ah\u200dmed Kha\u200clef",  # zero-width joiner and non-joiner
             "cgj.txt": "Ahm\u034fed Khalef"}  # combining grapheme joiner


def _defector(name: str, town: str) -> str:
    return (f"Army defector {name} speaks in {town}\n\nA Syrian army officer, {name}, said on "
            f"Monday that he and other officers had received orders to open fire on "
            f"protesters in Daraa. {name} told reporters in {town} that 4,500 soldiers had "
            f"defected. The government denied the account.\n")


def test_unspoof_folds_look_alikes_and_invisibles_and_leaves_real_scripts_alone():
    from reports.linking import name_key
    from reports.text import unspoof

    for name in DISGUISED.values():
        assert unspoof(name) == "Ahmed Khalef" and name_key(name) == ("ahmed", "khalef")
    assert unspoof("Ahmed\u200b Khalef\u2060\ufeff") == "Ahmed Khalef"
    assert unspoof("Zo\u00eb \u0397all") == "Zo\u00eb Hall"  # accents are Latin
    for same in ("\u0412\u043b\u0430\u0434\u0438\u043c\u0438\u0440 \u041f\u0443\u0442\u0438\u043d",
                 "\u0410\u0441\u0435",  # Cyrillic throughout, look-alikes or not
                 "Ahmed \u0416lef",  # a Cyrillic letter no Latin one looks like: it shows
                 "\u0623\u062d\u0645\u062f \u062e\u0644\u0641",  # Arabic
                 "\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645",  # Persian keeps its ZWNJ
                 "\u1e28am\u0101h"):
        assert unspoof(same) == same, same
    assert unspoof("\u0623\u062d\u0645\u062f\u200b \u062e\u0644\u0641") == (
        "\u0623\u062d\u0645\u062f \u062e\u0644\u0641")  # letters intact, the ZWSP gone
    assert name_key("\u0623\u062d\u0645\u062f \u062e\u0644\u0641") == ("\u0627\u062d\u0645\u062f",
                                                                      "\u062e\u0644\u0641")


def test_disguised_names_are_one_entity_shown_by_its_clean_name(tmp_path: Path) -> None:
    """Each article ingested on its own (the archive links each arrival to the stored
    entities), then all linked at once (a digest): one person, named as it reads,
    whose every name is plain, found by a search for the real name."""
    from reports import linking

    src = tmp_path / "in"
    src.mkdir()
    towns = ("Amman", "Beirut", "Cairo", "Tunis", "Rabat")
    settings = Settings(sources=(str(src),), database=str(tmp_path / "r.db"), schedules=())
    store = Store(settings.database_url)
    try:
        for (file, name), town in zip(reversed(DISGUISED.items()), towns, strict=True):
            (src / file).write_text(_defector(name, town), encoding="utf-8")
            ingest(settings, store)
        arts = list(store.articles(current=True))
        assert len(arts) == 5
        people = [e for e in linking.link_entities(arts).entities if e.kind == "person"]
        stored = [e for e in store.linked()[0] if e.kind == "person"]
        found = briefing.entities_named(store, "Ahmed Khalef")
    finally:
        store.close()
    for linked in (people, stored, found):
        assert [e.name for e in linked] == ["Ahmed Khalef"]
        assert len(linked[0].article_ids) == 5
        assert all(n.isascii() for n in linked[0].names), linked[0].names
