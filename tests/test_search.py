"""Dossier lookup through the database's own full-text index (issue 16): on PostgreSQL a
GIN index of the folded words, which the lookup uses (EXPLAIN: a Bitmap Index Scan on
it), made for databases made before it; on both databases every row holding the query's
words in a row is found (phrase order kept; the words PostgreSQL's parser drops take the
LIKE), and the dossiers over the same stored articles are the same. Real SQLite files and
a real PostgreSQL server."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from sqlalchemy import event, select, text

from conftest import EXAMPLES, at_once
from reports import briefing, linking
from reports.config import Settings
from reports.ingest import ingest
from reports.lang import fold
from reports.store import LinkUpdate, Store, articles, sources, versions

CORPUS = Path(__file__).parent / "data" / "brief_corpus"
LONG = "x" * 2100  # over the 2,047 bytes of a word PostgreSQL indexes

# what names and headlines fold to: hyphens, apostrophes, digits, "_", both scripts
TEXTS = ["Bashar al-Assad", "President Bashar al-Assad said", "Assad al-Bashar", "al",
         "The Hague", "O'Brien met the press", "covid19 cases rose 3.5%", "1e10 foo_bar",
         "__init__", "بشار الأسد", "قال الرئيس بشار الأسد", "٣ قتلى في بغداد",
         "Al-Qaida في اليمن", f"{LONG} and more", "ابج", "Ꭰ"]


def _fill(store: Store, texts: list[str]) -> dict[str, str]:
    """``texts`` stored as the folded names of entities ``e<k>`` and the folded words of
    articles ``a<k>`` (through ``update_links``, as linking stores them)."""
    folded = [fold(t) for t in texts]
    store.update_links(LinkUpdate("test", replace=True,
                                  names=[(f"e{k}", f, "") for k, f in enumerate(folded)],
                                  words=[(f"a{k}", f) for k, f in enumerate(folded)]))
    return {f"a{k}": f for k, f in enumerate(folded)}


def _holding(rows: dict[str, str], q: str) -> set[str]:
    return {k for k, f in rows.items() if f" {q} " in f" {f} "}


def test_every_row_holding_the_words_in_a_row_is_found(database_url: str) -> None:
    store = Store(database_url)
    rows = _fill(store, TEXTS)
    words = [f.split() for f in rows.values()]
    queries = {" ".join(w[i:i + n]) for w in words for n in (1, 2, 3) for i in range(len(w))}
    for q in sorted(queries):
        want = _holding(rows, q)
        assert want and store.find_articles(q) >= want, q
        assert store.find_entities(q) >= {"e" + k[1:] for k in want}, q
    # a phrase, not a bag of words; no stop words; nothing for no words
    assert "a2" not in store.find_articles("bashar al assad")
    assert store.find_articles("al") >= {"a0", "a1", "a2", "a3", "a12"}
    assert store.find_articles("the") == {"a4", "a5"}
    assert store.find_articles(fold("الأسد")) == {"a9", "a10"}
    for nothing in ("", "   ", fold("-- !?"), "no such words"):
        assert store.find_articles(nothing) == set(), nothing


def test_postgresql_words_its_parser_drops_are_found_through_like(postgres) -> None:
    """"_" and a word of over 2,047 bytes are no words to PostgreSQL's parser: in a row
    they leave the row's other words as they are, as a query they leave no phrase (which
    finds nothing), so that query takes the LIKE."""
    store = Store(postgres.url(postgres.new_database()))
    rows = _fill(store, ["a _ b", "_", LONG, f"q {LONG}", "a b"])
    for q in ("_", "a _ b", LONG, f"q {LONG}", "a b"):
        assert store.find_articles(q) >= _holding(rows, q), q
    assert store.find_articles("a _ b") == {"a0", "a4"}  # the phrase "a b", as on FTS5


def _statements(store: Store, lookup) -> list[tuple[str, dict]]:
    """The statements (and parameters) ``lookup()`` sends to the database."""
    sent: list[tuple[str, dict]] = []

    def seen(_conn, _cursor, statement, parameters, _context, _many) -> None:
        sent.append((statement, parameters))

    event.listen(store.engine, "before_cursor_execute", seen)
    try:
        lookup()
    finally:
        event.remove(store.engine, "before_cursor_execute", seen)
    return sent


def test_postgresql_lookup_uses_the_gin_index(postgres) -> None:
    """On 20,000 rows of folded words the lookup's own statement is planned as a Bitmap
    Index Scan on the table's ``*_fts`` index, not a scan of the table."""
    store = Store(postgres.url(postgres.new_database()))
    texts = [f"news word{k % 1000} from city{k % 37} and town{k}" for k in range(20_000)]
    _fill(store, texts)
    for table, lookup in (("article_words", lambda: store.find_articles("word7 from city7")),
                          ("entity_names", lambda: store.find_entities("town123"))):
        statement, params = next(s for s in _statements(store, lookup) if "@@" in s[0])
        with store.engine.connect() as c:
            plan = "\n".join(c.exec_driver_sql("EXPLAIN " + statement, params).scalars())
        assert f"Bitmap Index Scan on {table}_fts" in plan, plan
    assert store.find_articles("word7 from city7") == {
        f"a{k}" for k in range(20_000) if k % 1000 == 7 and k % 37 == 7}


def _fts_indexes(store: Store) -> set[str]:
    with store.engine.connect() as c:
        return set(c.execute(text("SELECT indexname FROM pg_indexes WHERE indexname "
                                  "IN ('entity_names_fts', 'article_words_fts')")).scalars())


def test_an_older_postgresql_database_gets_the_index(postgres) -> None:
    """A database made before the index (dropped here) gets it from the first of several
    processes opening it at once (threads with their own engines stand for them)."""
    url = postgres.url(postgres.new_database())
    store = Store(url)
    assert _fts_indexes(store) == {"entity_names_fts", "article_words_fts"}
    rows = _fill(store, TEXTS)
    with store.engine.begin() as c:  # as before migrations: no index, no alembic_version
        c.execute(text("DROP INDEX entity_names_fts, article_words_fts"))
        c.execute(text("DROP TABLE alembic_version"))
    assert not at_once(lambda: Store(url).close(), 4)
    assert _fts_indexes(store) == {"entity_names_fts", "article_words_fts"}
    assert store.find_articles("bashar al assad") == _holding(rows, "bashar al assad")


@pytest.fixture(scope="module")
def both(tmp_path_factory: pytest.TempPathFactory, postgres) -> tuple[Store, Store]:
    """The examples and the briefing corpus ingested into an SQLite file, and the same
    stored rows (articles, sources, versions) copied into a PostgreSQL database."""
    root = tmp_path_factory.mktemp("search")
    shutil.copytree(EXAMPLES, root / "articles" / "examples")
    shutil.copytree(CORPUS, root / "articles" / "corpus",
                    ignore=shutil.ignore_patterns("*.md", "*.json"))
    settings = Settings(sources=(str(root / "articles"),), database=str(root / "r.db"))
    lite = Store(settings.database_url)
    ingest(settings, lite)
    pg = Store(postgres.url(postgres.new_database()))
    with lite.engine.connect() as src, pg.engine.begin() as dst:
        for table in (articles, sources, versions):
            dst.execute(table.insert(), [dict(r) for r in src.execute(select(table)).mappings()])
    return lite, pg


def _shown(b) -> tuple:
    """What a dossier shows, without the time it was made."""
    return (b.title, [a.id for a in b.articles], b.overview, b.stories, b.entities, b.index)


def test_dossiers_on_postgresql_are_those_on_sqlite(both: tuple[Store, Store]) -> None:
    lite, pg = both
    links = linking.link_entities(tuple(lite.articles(current=True)))
    people = [e for e in links.entities if e.kind == "person"]
    both_scripts = next(e for e in links.entities if any(n.isascii() for n in e.names)
                        and any(not n.isascii() for n in e.names))
    latin = next(n for n in both_scripts.names if n.isascii())
    queries = [people[0].name, people[0].name.split()[-1], latin,
               next(n for n in both_scripts.names if not n.isascii()),
               next(n for e in people for n in e.names if not n.isascii()),
               next(e.name for e in links.entities if e.kind == "place"),
               "Kabul mosque", "al", "the", "bombing", "-", "no such name anywhere"]
    found = {}
    for q in queries:
        got = _shown(briefing.dossier(pg, q))
        assert got == _shown(briefing.dossier(lite, q)), q
        found[q] = got[1]
    assert found[people[0].name] and not found["no such name anywhere"]
    arabic = {a.id for a in lite.articles(current=True) if a.analysis.language == "ar"}
    assert set(found[latin]) & arabic, latin  # a Latin spelling finds the Arabic articles
