"""Schema migrations (Alembic, ``reports/migrations``) on a SQLite file and a real
PostgreSQL server: a fresh database gets the schema ``store.metadata`` describes, one made
before migrations (by that code: ``tests/data/before_migrations``) keeps every row, a
second start changes nothing, and a database a newer version migrated is refused."""

from __future__ import annotations

import re
import shutil

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import Engine, create_engine, event, inspect, text

from conftest import EXAMPLES, load_before_migrations
from reports import migrations
from reports.cli import main
from reports.store import Store, StoreError, engine_url, metadata

TABLES = sorted(metadata.tables)


def _at(store: Store) -> list[str]:
    with store.engine.connect() as c:
        return list(c.execute(text("SELECT version_num FROM alembic_version")).scalars())


def _differences(store: Store) -> list:
    """What the database's schema has that ``store.metadata`` has not, or lacks (the
    store's tables only: ``migrations.include_names``)."""
    with store.engine.connect() as c:
        return compare_metadata(MigrationContext.configure(c, opts={
            "include_name": migrations.include_names(metadata.tables), "compare_type": True}), metadata)


def _counts(engine) -> dict[str, int]:
    """The rows of each of the store's tables there is."""
    with engine.connect() as c:
        return {t: c.execute(text(f"SELECT count(*) FROM {t}")).scalar() for t in TABLES
                if inspect(c).has_table(t)}


def test_a_fresh_database_gets_the_schema_the_metadata_describes(database_url):
    """The migrations and ``store.metadata`` agree: a change to one alone fails here."""
    store = Store(database_url)
    assert _at(store) == ["0002"] == list(migrations.heads())
    assert _differences(store) == []
    store.close()


@pytest.mark.parametrize("lacking", [False, True], ids=["as left", "older still"])
def test_a_database_made_before_migrations_keeps_every_row(database_url, lacking):
    """The code before migrations left the example articles, their links and stories, a
    digest, a run and two deliveries (one sent); opened by this version it is at the head
    with all of them, its schema whole. "older still": made by a version before the
    articles' outlet and bylines and the index of sources, which it gets too."""
    load_before_migrations(database_url)
    engine = create_engine(engine_url(database_url))
    if lacking:
        with engine.begin() as c:
            c.execute(text("DROP INDEX ix_sources_hash"))
            for column in ("outlet", "bylines"):
                c.execute(text(f"ALTER TABLE articles DROP COLUMN {column}"))
    before = _counts(engine)
    engine.dispose()
    assert before["articles"] == 4 and before["deliveries"] == 2 and before["runs"] == 1
    assert before["linked_stories"] == 2 and before["entity_mentions"] > 0

    store = Store(database_url)
    assert _at(store) == ["0002"] and _differences(store) == []
    assert _counts(store.engine) == {**before, "alerts": 0, "alert_matches": 0}  # every row kept (0002: new tables)
    arts = sorted(store.articles(), key=lambda a: a.id)
    assert sorted(a.sources[0] for a in arts) == [f"in/{p.name}" for p in sorted(
        EXAMPLES.glob("*.txt"))]
    assert {a.analysis.language for a in arts} == {"en", "ar"}
    assert "Syrian Defector: I Was Ordered to Commit Genocide" in {a.analysis.title for a in arts}
    if lacking:
        assert {a.outlet for a in arts} == {""}  # the new columns are NULL: read as ""
    assert sorted(len(s.article_ids) for s in store.stories()) == [1, 3]
    assert store.find_articles("syrian defector")  # through its full-text index
    (digest,) = store.digests()
    assert {(d.recipient, d.status) for d in store.deliveries(digest.key)} == {
        ("desk@example.org", "sent"), ("chief@example.org", "pending")}
    (run,) = store.runs()
    assert (run.schedule, run.status, run.digest_key) == ("daily", "done", digest.key)
    store.add_article(arts[0].analysis, "h-new", "new text", "in/new.txt", 1, 1.0,
                      outlet="Reuters", bylines=["Jane Doe"])
    assert store.count_articles() == 5
    store.close()


def test_a_second_start_changes_nothing(database_url):
    """A database at the head is only read at start-up: no lock, no write."""
    Store(database_url).close()
    said: list[str] = []

    def note(_conn, _cursor, statement, *_args) -> None:
        said.append(statement)

    event.listen(Engine, "before_cursor_execute", note)
    try:
        store = Store(database_url)
    finally:
        event.remove(Engine, "before_cursor_execute", note)
    writes = [s for s in said if re.match(r"\s*(CREATE|ALTER|DROP|INSERT|UPDATE|DELETE|BEGIN)",
                                          s, re.I) or "advisory" in s]
    assert said and writes == []
    assert _at(store) == ["0002"]
    store.close()


def test_a_newer_versions_database_is_refused_in_one_line(database_url, tmp_path):
    """A database a later version migrated (a revision this one does not know): the
    store refuses it, saying so, rather than running on a schema it knows nothing of."""
    store = Store(database_url)
    with store.engine.begin() as c:
        c.execute(text("UPDATE alembic_version SET version_num = '9999'"))
    store.close()
    with pytest.raises(StoreError, match=r"its schema \(9999\) is a newer version's than "
                                         r"this one's \(0002\)"):
        Store(database_url)
    if database_url.startswith("sqlite"):
        with pytest.raises(StoreError, match="newer version's"):
            Store(database_url, read_only=True)


def test_a_database_made_before_migrations_is_not_opened_read_only(tmp_path):
    """``reports status`` on a file it may not write: one made before migrations is
    not read as if it were this version's."""
    url = f"sqlite:///{tmp_path / 'r.db'}"
    load_before_migrations(url)
    with pytest.raises(StoreError, match=r"made by an older version \(schema none"):
        Store(url, read_only=True)
    Store(url).close()
    Store(url, read_only=True).close()


def test_reports_db_upgrade_and_revision(tmp_path, capsys, monkeypatch):
    """``reports db upgrade`` brings a database up to date and says where it is; ``reports
    db revision`` writes the next migration beside the others (here a copy of them),
    with the operations that bring the database to ``store.metadata``: none today."""
    url = f"sqlite:///{tmp_path / 'r.db'}"
    load_before_migrations(url)
    assert main(["--database", url, "db", "upgrade"]) == 0
    assert capsys.readouterr().out == "schema at 0002 (head)\n"
    shutil.copytree(migrations.HERE, tmp_path / "migrations",
                    ignore=shutil.ignore_patterns("__pycache__"))
    monkeypatch.setattr(migrations, "HERE", tmp_path / "migrations")
    migrations.scripts.cache_clear()
    try:
        assert main(["--database", url, "db", "revision", "-m", "Rename x",
                     "--autogenerate"]) == 0
        written = tmp_path / "migrations" / "versions" / "0003_rename_x.py"
        assert capsys.readouterr().out == f"{written}\n"
        migrations.scripts.cache_clear()
        assert migrations.heads() == ("0003",)
    finally:
        migrations.scripts.cache_clear()
    script = written.read_text(encoding="utf-8")
    assert "revision = '0003'" in script and "down_revision = '0002'" in script
    assert re.search(r"def upgrade\(\) -> None:\n    # ### commands auto generated by Alembic "
                     r"- please adjust! ###\n    pass", script), script


NEXT = '''"""A change only migrations can make: a rename, a type change, a backfill."""

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("articles") as batch_op:
        batch_op.alter_column("outlet", new_column_name="publisher")
        batch_op.alter_column("language", type_=sa.String(16), existing_nullable=False)
    op.execute("UPDATE articles SET publisher = 'unknown' WHERE publisher IS NULL")
'''


def test_a_rename_a_type_change_and_a_backfill_keep_every_row(database_url, tmp_path,
                                                              monkeypatch):
    """What create_tables could never do, as a next migration would do it (a copy of the
    migrations with such a 0003): ``articles``, which ``sources`` refers to, is copied
    on SQLite (batch) and altered in place on PostgreSQL, in the start-up's transaction;
    every row and reference is kept."""
    load_before_migrations(database_url)
    engine = create_engine(engine_url(database_url))
    with engine.begin() as c:
        outlets = dict(c.execute(text("SELECT hash, outlet FROM articles")).all())
        c.execute(text("UPDATE articles SET outlet = NULL WHERE language = 'ar'"))
    engine.dispose()
    shutil.copytree(migrations.HERE, tmp_path / "migrations",
                    ignore=shutil.ignore_patterns("__pycache__"))
    (tmp_path / "migrations" / "versions" / "0003_next.py").write_text(NEXT, encoding="utf-8")
    monkeypatch.setattr(migrations, "HERE", tmp_path / "migrations")
    migrations.scripts.cache_clear()
    try:
        store = Store(database_url)
        assert store.schema() == ("0003",)
    finally:
        migrations.scripts.cache_clear()
    with store.engine.connect() as c:
        columns = {col["name"]: col for col in inspect(c).get_columns("articles")}
        assert "outlet" not in columns and columns["language"]["type"].length == 16
        publishers = dict(c.execute(text("SELECT hash, publisher FROM articles")).all())
        arabic = set(c.execute(text("SELECT hash FROM articles WHERE language = 'ar'")).scalars())
        assert len(arabic) == 1 and publishers == {  # kept, and the missing one filled
            h: "unknown" if h in arabic else outlet for h, outlet in outlets.items()}
        assert c.execute(text("SELECT count(*) FROM sources JOIN articles "
                              "ON articles.hash = sources.hash")).scalar() == 4
        if c.dialect.name == "sqlite":
            assert c.execute(text("PRAGMA foreign_key_check")).all() == []
    assert _counts(store.engine)["deliveries"] == 2 and _counts(store.engine)["articles"] == 4
    store.close()
