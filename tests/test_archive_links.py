"""Persisted linking (issue 16): the stored entity links and stories of the archive, and
a dossier looked up through the store's index, are exactly what linking every stored
article from scratch gives, before and after new articles arrive; stories found
through the day-sorted candidate pairs are those of trying every pair; linking does not
depend on the hash seed. On a real SQLite store filled by real ingest."""

from __future__ import annotations

import dataclasses
import json
import os
import re
import shutil
import subprocess
import sys
from datetime import timedelta
from pathlib import Path

import pytest
from sqlalchemy import text

from conftest import EXAMPLES, SHARED, at_once
from reports import archive, briefing, linking
from reports.config import Settings
from reports.ingest import Analyzer, ingest
from reports.lang import fold
from reports.store import LinkUpdate, Store
from reports.stories import evidence
from reports.stories.build import build

CORPUS = Path(__file__).parent / "data" / "brief_corpus"


@pytest.fixture(scope="module")
def folders(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """Two folders of real articles: the examples and the briefing corpus, then a few
    dev texts of each language."""
    root = tmp_path_factory.mktemp("archive")
    first, later = root / "first", root / "later"
    shutil.copytree(EXAMPLES, first / "examples")
    (first / "corpus").mkdir()
    for f in CORPUS.glob("*.txt"):
        shutil.copy(f, first / "corpus")
    later.mkdir()
    for lang in ("en", "ar"):
        for f in sorted((SHARED / "eval" / "dev_large" / f"ner_{lang}").glob("*.json"))[:6]:
            text = json.loads(f.read_text(encoding="utf-8"))["text"]
            (later / f"{f.stem}.txt").write_text(text, encoding="utf-8")
    return first, later


@pytest.fixture(scope="module", params=["sqlite", "postgresql"])
def store(request: pytest.FixtureRequest, folders: tuple[Path, Path],
          tmp_path_factory: pytest.TempPathFactory) -> Store:
    """The first folder ingested into a SQLite file, and into a real PostgreSQL database
    (dossiers look up through its GIN index there: tests/test_search.py)."""
    if request.param == "sqlite":
        db = str(tmp_path_factory.mktemp("db") / "reports.db")
    else:
        srv = request.getfixturevalue("postgres")
        db = srv.url(srv.new_database())
    settings = Settings(sources=(str(folders[0]),), database=db)
    s = Store(settings.database_url)
    ingest(settings, s)
    return s


def _scratch(store: Store) -> tuple[tuple, linking.Links]:
    every = tuple(store.articles(current=True))
    return every, linking.link_entities(every)


def _scan_dossier(store: Store, query: str) -> tuple[list[str], tuple]:
    """A dossier's articles and stories as they were found before the index: every
    article linked, every one scanned."""
    every, links = _scratch(store)
    hits = [e for e in links.entities if briefing.matches(e.names, query)]
    wanted = {aid for e in hits for aid in e.article_ids}
    q = fold(query)
    arts = tuple(a for a in every
                 if a.id in wanted or f" {q} " in f" {archive.words_of(a)} ")
    return [a.id for a in arts], briefing.link(arts)[1]


def _same_dossier(store: Store, query: str) -> int:
    got = briefing.dossier(store, query)
    assert ([a.id for a in got.articles], got.stories) == _scan_dossier(store, query), query
    return len(got.articles)


def test_stored_links_and_stories_are_the_scratch_ones(store: Store,
                                                      folders: tuple[Path, Path]) -> None:
    every, links = _scratch(store)
    assert len(every) >= 25
    for _ in range(2):  # computed and stored, then read back
        stored = archive.links(store)
        assert stored.entities == links.entities
        assert stored.by_mention == links.by_mention
        assert archive.stories(store) == build(every, links)
    assert store.link_fingerprint("links") == archive.version("en")

    # new articles arrive: the ingest links them into what is stored, not from scratch
    settings = Settings(sources=(str(folders[1]),), database=store.url)
    assert ingest(settings, store).analyzed
    every, links = _scratch(store)
    assert archive.stories(store) == build(every, links)
    stored = archive.links(store)
    assert (stored.entities, stored.by_mention) == (links.entities, links.by_mention)


def test_articles_arriving_one_at_a_time_link_as_all_at_once(
        folders: tuple[Path, Path], tmp_path: Path) -> None:
    """The archive growing article by article (each ingest links its article into what
    is stored: ``archive._add``) ends with the entity groups and the stories of linking
    every article at once, in the order they were published and in reverse."""
    files = sorted(folders[0].rglob("*.txt"))
    for name, order in (("forward", files), ("reverse", files[::-1])):
        db = f"sqlite:///{tmp_path / f'{name}.db'}"
        s, store = Settings(sources=(), database=db), Store(db)
        with Analyzer(1) as analyzer:
            for f in order:
                assert ingest(s, store, [f], analyzer=analyzer).analyzed
        every, links = _scratch(store)
        got = archive.links(store)
        assert _groups(got.by_mention) == _groups(links.by_mention), name
        assert {e.id for e in got.entities} <= {i for i in got.by_mention.values()}
        # each story whole (figures, claims, who claimed it), entity ids mapped to scratch's
        same = {got.by_mention[m]: links.by_mention[m] for m in links.by_mention}
        assert (_shown(archive.stories(store), same)
                == _shown(build(every, links), {})), name
        assert len(store.linked_ids()) == len(every)
        store.close()


def test_a_replaced_version_leaves_the_links_without_a_rebuild(
        folders: tuple[Path, Path], tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    """A file rewritten (its old version leaves the archive): the old article is taken
    out of the stored links and the new one linked in, no rebuild; the result is that of
    linking the current articles at once."""
    src = tmp_path / "in"
    shutil.copytree(folders[0], src)
    db = f"sqlite:///{tmp_path / 'r.db'}"
    s, store = Settings(sources=(str(src),), database=db), Store(db)
    ingest(s, store)
    victim = sorted(src.rglob("*.txt"))[3]
    victim.write_text(victim.read_text(encoding="utf-8") + "\nOfficials said 7 more people "
                      "were hurt on Sunday.\n", encoding="utf-8")
    os.utime(victim, (1.8e9, 1.8e9))
    caplog.set_level("INFO", logger="reports.archive")
    assert ingest(s, store).analyzed
    assert "took 1 article(s) out of the links" in caplog.text
    assert "linking the" not in caplog.text  # no rebuild
    every, links = _scratch(store)
    got = archive.links(store)
    assert _groups(got.by_mention) == _groups(links.by_mention)
    assert store.linked_ids() == {a.id for a in every}
    assert ({frozenset(st.article_ids) for st in archive.stories(store)}
            == {frozenset(st.article_ids) for st in build(every, links)})
    assert {e.id for e in got.entities} == set(got.by_mention.values())
    store.close()


def _shown(stories, same: dict[str, str]) -> list[str]:
    """Each story as JSON, entity ids replaced by those of ``same``."""
    ids = re.compile("|".join(map(re.escape, sorted(same, key=len, reverse=True))) or "$^")
    return sorted(ids.sub(lambda m: same[m.group()], json.dumps(st.as_dict()))
                  for st in stories)


def _groups(by_mention: dict) -> set[frozenset]:
    """The mentions of each entity, whatever its id."""
    out: dict[str, set] = {}
    for mention, eid in by_mention.items():
        out.setdefault(eid, set()).add(mention)
    return {frozenset(v) for v in out.values()}


def test_dossier_through_the_index_is_the_scan(store: Store) -> None:
    _every, links = _scratch(store)
    people = [e for e in links.entities if e.kind == "person"]
    arabic = next(n for e in people for n in e.names if not n.isascii())
    queries = [people[0].name, people[0].name.split()[-1], arabic,
               next(e.name for e in links.entities if e.kind == "place"),
               next(e.name for e in links.entities if e.kind == "organization"),
               "bombing", "Kabul mosque", "no such name anywhere"]
    found = [_same_dossier(store, q) for q in queries]
    assert found[0] > 0 and found[2] > 0 and found[-1] == 0


def test_dossier_without_the_fts_index_is_the_scan(store: Store) -> None:
    """Where there is no FTS5 index (another database), the lookup is a LIKE: the same."""
    if store.engine.dialect.name != "sqlite":
        pytest.skip("no FTS5 index to drop: PostgreSQL looks up through its GIN index")
    archive.links(store)
    with store.engine.begin() as c:
        for table in ("entity_names_fts", "article_words_fts"):
            c.execute(text(f"DROP TABLE {table}"))
    every, links = _scratch(store)
    assert _same_dossier(store, links.entities[0].name) > 0
    word = max(every[-1].analysis.title.split(), key=len)  # a headline's word, no name
    assert _same_dossier(store, word) > 0


def test_candidate_pairs_give_the_stories_of_every_pair(store: Store,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """Articles spread over ten days (so the day window matters): the stories are those of
    comparing every pair published within the window (the indexed keys lose no pair the
    evidence would join)."""
    from reports.stories import cluster as story_cluster

    every, _ = _scratch(store)
    spread = tuple(dataclasses.replace(a, published=(a.day + timedelta(days=k % 10)).isoformat())
                   for k, a in enumerate(every)) + every
    links = linking.link_entities(spread)
    fast = build(spread, links)

    def every_pair(profs):
        return ((i, j) for i in range(len(profs)) for j in range(i + 1, len(profs))
                if abs((profs[i].event.published - profs[j].event.published).days)
                <= story_cluster.DAYS)

    monkeypatch.setattr(story_cluster, "candidates", every_pair)
    assert [s.article_ids for s in build(spread, links)] == [
        s.article_ids for s in fast]
    assert any(len(s.article_ids) > 1 for s in fast)


def test_new_articles_are_linked_in_a_fresh_process_that_encodes_nothing(
        folders: tuple[Path, Path], tmp_path: Path) -> None:
    """The ingest's workers make each new article's sentence vector and store it, so a
    process linking new articles into the archive loads no encoder: it reads theirs and
    their peers' vectors."""
    db = f"sqlite:///{tmp_path / 'r.db'}"
    store = Store(db)
    ingest(Settings(sources=(str(folders[0]),), database=db), store)
    linked = len(store.linked_ids())

    def stored() -> int:
        return len(store.meanings(evidence.meaning_key(evidence.meaning_text(a.analysis))
                                  for a in store.articles(current=True)))

    assert stored() == linked
    settings = Settings(sources=(str(folders[1]),), database=db)
    refresh, archive.refresh = archive.refresh, lambda *a, **k: None
    try:  # stored, not linked yet
        new = len(ingest(settings, store).analyzed)
    finally:
        archive.refresh = refresh
    assert new and stored() == linked + new  # made by the workers
    code = ("import sys;from reports import archive;from reports.store import Store;"
            "from reports.stories import evidence;archive.refresh(Store(sys.argv[1]));"
            "print(evidence._meanings().encoded)")
    encoded = subprocess.run([sys.executable, "-c", code, db], capture_output=True,
                             text=True, check=True).stdout.split()[-1]
    assert int(encoded) == 0
    assert len(store.linked_ids()) == linked + new
    store.close()


def test_linking_does_not_depend_on_the_hash_seed(store: Store) -> None:
    code = ("import json,sys;from reports.store import Store;from reports.linking import "
            "link_entities;a=tuple(Store(sys.argv[1]).articles(current=True));"
            "print(json.dumps([e.as_dict() for e in link_entities(a).entities]))")
    out = [subprocess.run([sys.executable, "-c", code, store.url], capture_output=True,
                          text=True, check=True, env={**os.environ, "PYTHONHASHSEED": seed}
                          ).stdout for seed in ("1", "2")]
    assert json.loads(out[0]) == json.loads(out[1])


def test_an_sqlite_without_fts5_stores_the_links_and_looks_up_with_like(
        store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    """An SQLite built without FTS5 ("no such module: fts5"): the links are stored all
    the same and a dossier finds what the scan finds, through LIKE."""
    if store.engine.dialect.name != "sqlite":
        pytest.skip("FTS5 is SQLite's")
    from sqlalchemy.exc import OperationalError

    from reports import store as store_module

    def no_fts5(c, table):
        raise OperationalError("CREATE VIRTUAL TABLE ...", {}, Exception("no such module: fts5"))

    monkeypatch.setattr(store_module, "_fts", no_fts5)
    with store.engine.begin() as c:
        for table in ("entity_names_fts", "article_words_fts", "link_state"):
            c.execute(text(f"DROP TABLE IF EXISTS {table}"))
    store.create_tables([store_module.link_state])
    every, links = _scratch(store)
    assert archive.links(store).entities == links.entities
    assert store.link_fingerprint("links") == archive.version("en")  # stored, no index
    assert _same_dossier(store, links.entities[0].name) > 0


def test_two_processes_replacing_the_stored_links_at_once_do_not_mix_them(
        store: Store, caplog: pytest.LogCaptureFixture) -> None:
    """Two writers of the same links at the same moment (threads with their own
    connections stand for processes): one waits for the other and then replaces its
    rows (without the lock the second hit the first's keys and stored nothing)."""
    every, links = _scratch(store)
    names = sorted({(e.id, fold(n), n) for e in links.entities for n in e.names})
    words = [(a.id, fold(a.analysis.title)) for a in every]
    assert not at_once(lambda: store.update_links(LinkUpdate(
        "same", replace=True, entities=list(links.entities), mentions=links.by_mention,
        names=names, words=words)), 2)
    assert "links not stored" not in caplog.text
    with store.engine.connect() as c:
        assert c.execute(text("SELECT count(*) FROM entity_names")).scalar() == len(names)
        assert c.execute(text("SELECT count(*) FROM article_words")).scalar() == len(words)
    store.update_links(LinkUpdate("", replace=True))  # the next reader links again


def test_an_acronym_spelled_in_arabic_links_in_either_order(tmp_path: Path) -> None:
    """"بي بي سي" reads "BBC" (a one-word translation, rule 1): the archive joins it to a
    stored lone "BBC" and a stored "بي بي سي" to an arriving "BBC", as linking both at
    once does."""
    ar = tmp_path / "in" / "ar.txt"
    en = tmp_path / "in" / "en.txt"
    ar.parent.mkdir()
    ar.write_text("احتجاجات في المدينة\n\nوقالت هيئة الإذاعة بي بي سي إن آلاف المتظاهرين "
                  "خرجوا إلى الشوارع يوم الجمعة.\n", encoding="utf-8")
    en.write_text("Protests in the city\n\nThousands of protesters took to the streets on "
                  "Friday, the BBC reported.\n", encoding="utf-8")
    for name, order in (("ar first", [ar, en]), ("en first", [en, ar])):
        db = f"sqlite:///{tmp_path / (name.replace(' ', '_') + '.db')}"
        s, store = Settings(sources=(), database=db), Store(db)
        for f in order:
            assert ingest(s, store, [f]).analyzed
        every, links = _scratch(store)
        got = archive.links(store)
        assert _groups(got.by_mention) == _groups(links.by_mention), name
        bbc = [e for e in links.entities if "BBC" in e.names]
        assert len(bbc) == 1 and any("بي بي سي" in n for n in bbc[0].names), name
        store.close()
