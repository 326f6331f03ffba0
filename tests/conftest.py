"""Shared fixtures: paths to the seeds and the shared eval data, and a parse without models."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples" / "articles"
SHARED = ROOT.parent / "shared"
# The seeds' stories (file prefixes), largest first, as the story model groups them. All
# four report, on one day, Syrian soldiers ordered to kill protesters: Khalef's account in
# English and Arabic, with TIME's defectors (a known limit: one day, one country and alike
# headlines outweigh two different witnesses), and Sky's report from Latakia apart.
SEED_STORIES = (("001", "002", "003"), ("000",))


@pytest.fixture
def examples() -> Path:
    return EXAMPLES


@pytest.fixture(scope="session")
def postgres():
    """One real PostgreSQL server for the whole session (``pg_support``); the tests
    that need it skip, saying why, where its binaries are missing."""
    from pg_support import bindir, server

    if bindir() is None:
        pytest.skip("PostgreSQL server binaries (initdb, pg_ctl) not found: "
                    "install Debian's postgresql (scripts/system-deps.sh does)")
    with server() as srv:
        yield srv


@pytest.fixture(scope="session")
def browser():
    """One headless Chromium for the session (``chromium.py``); the browser tests skip
    where it is not installed."""
    import tempfile

    import chromium

    if not chromium.available():
        pytest.skip("Chromium is not installed (scripts/system-deps.sh installs it)")
    with tempfile.TemporaryDirectory(prefix="reports-chromium-",
                                     ignore_cleanup_errors=True) as profile:
        b = chromium.Browser(Path(profile))
        try:
            b.send("Browser.getVersion")
        except (RuntimeError, TimeoutError) as exc:
            b.close()
            pytest.fail(f"Chromium did not answer on its debugging pipe: {exc}")
        yield b
        b.close()


@pytest.fixture(params=["sqlite", "postgresql"])
def database_url(request, tmp_path) -> str:
    """An empty database, once a SQLite file and once a fresh PostgreSQL database."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'r.db'}"
    srv = request.getfixturevalue("postgres")
    return srv.url(srv.new_database())


def seed(prefix: str) -> Path:
    """The example article whose file name starts with ``prefix`` (e.g. "002")."""
    return next(EXAMPLES.glob(f"{prefix}_*"))


def seed_briefing(root: Path, extra: dict[str, bytes] | None = None):
    """The examples (plus ``extra`` files) copied to ``root/articles``, ingested into a
    store at ``root/reports.db``: returns (settings, store, digest of the last hour)."""
    import shutil
    from datetime import UTC, datetime, timedelta

    from reports import briefing
    from reports.config import Settings
    from reports.ingest import ingest
    from reports.store import Store

    src = root / "articles"
    src.mkdir()
    for p in sorted(EXAMPLES.glob("*.txt")):
        shutil.copy(p, src / p.name)
    for name, data in (extra or {}).items():
        (src / name).write_bytes(data)
    settings = Settings(database=str(root / "reports.db"), sources=(str(src),),
                        templates=str(root / "no-user-templates"), output=str(root / "out"))
    store = Store(settings.database_url)
    ingest(settings, store, [src])
    now = datetime.now(UTC)
    b = briefing.digest(store, now - timedelta(hours=1), now + timedelta(hours=1),
                        "Morning Briefing")
    return settings, store, b


def arabic_rules_only(text: str):
    """``text`` parsed without the Arabic statistical model (tokenizer and sentencizer only),
    so a test sees what the rules alone find. spaCy is imported here, not at collection."""
    import spacy

    from reports.analysis.nlp import Parsed
    from reports.lang.ar.words import configure_tokenizer
    from reports.model import Sentence

    nlp = spacy.blank("ar")
    configure_tokenizer(nlp)
    nlp.add_pipe("sentencizer", config={"punct_chars": [".", "!", "؟", "\n"]})
    doc = nlp(text)
    sents = tuple(Sentence(i, s.text, s.start_char, s.end_char) for i, s in enumerate(doc.sents))
    return Parsed(text, "ar", doc, sents)


def at_once(fn, n: int) -> list[BaseException]:
    """``fn`` run by ``n`` threads at the same time (threads with their own database
    connections stand for processes); the errors they raised."""
    import threading

    errors: list[BaseException] = []

    def run() -> None:
        try:
            fn()
        except BaseException as exc:  # noqa: BLE001 - returned to the test
            errors.append(exc)

    threads = [threading.Thread(target=run) for _ in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return errors


def load_before_migrations(url: str) -> None:
    """Into the empty database ``url``: what the code before migrations left in one (no
    ``alembic_version``), the example articles, their links and stories, a digest, a run
    and its two deliveries (``tests/data/before_migrations``, made by that code)."""
    import sqlite3

    from sqlalchemy import create_engine, make_url

    from reports.store import engine_url

    data = ROOT / "tests" / "data" / "before_migrations"
    u = make_url(engine_url(url))
    if u.get_backend_name() == "sqlite":
        conn = sqlite3.connect(u.database)
        conn.executescript((data / "sqlite.sql").read_text(encoding="utf-8"))
        conn.close()
        return
    engine = create_engine(u)
    conn = engine.raw_connection()  # the driver's own: a script of many statements
    try:
        conn.cursor().execute((data / "postgresql.sql").read_text(encoding="utf-8"))
        conn.commit()
    finally:
        conn.close()
        engine.dispose()
