"""The store on a real SQLite file and a real PostgreSQL server: articles, sources, runs,
deliveries, pending files, claims."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import inspect, text

from conftest import at_once
from reports.model import Analysis, Claim, Entity, Figure
from reports.store import Store


@pytest.fixture
def store(database_url):
    s = Store(database_url)
    yield s
    s.close()


def _analysis(i: str = "a" * 16) -> Analysis:
    return Analysis(
        id=i, source="x.txt", title="T", language="en", summary=("One.",),
        people=(Entity("Helen Carter", "person", ("Carter",), 2, sentences=(0, 1)),),
        places=(Entity("Northfield", "place", (), 1, country="GB", lat=52.0, lon=-1.0),),
        claims=(Claim("Helen Carter", "120 families moved", False, "She said ...", "said", 1),),
        figures=(Figure(120, "families", "moved", "", "120", "She said ...", 1),), words=20)


def test_analysis_round_trip_through_json():
    a = _analysis()
    assert Analysis.from_dict(a.as_dict()) == a
    d = a.as_dict()
    d["claims"][0]["extra_key_from_a_newer_version"] = 1  # tolerated, not a TypeError
    assert Analysis.from_dict(d).claims == a.claims


def test_same_text_two_paths_is_one_article_and_deletes_nothing(store):
    store.add_article(_analysis(), "h1", "text", "/in/a.txt", 10, 1.0)
    store.record_source("/in/b.txt", "h1", 10, 2.0)
    assert store.count_articles() == 1
    (art,) = store.articles()
    assert art.sources == ("/in/a.txt", "/in/b.txt")
    assert set(store.file_states()) == {"/in/a.txt", "/in/b.txt"}


def test_quarantine_then_fixed_file_leaves_quarantine(store):
    store.set_pending("/in/c.txt", 0, 5.0)
    store.quarantine("/in/c.txt", "empty file", 0, 5.0)
    assert [q.reason for q in store.quarantined()] == ["empty file"]
    assert store.pending() == {}  # a quarantined file is no longer waiting
    assert store.file_states()["/in/c.txt"].quarantined
    store.add_article(_analysis(), "h2", "text", "/in/c.txt", 40, 6.0)
    assert store.quarantined() == []


def test_pending_keeps_first_seen_and_drops(store):
    t0 = datetime(2026, 1, 1, tzinfo=UTC)
    store.set_pending("/in/a.txt", 1, 1.0, when=t0)
    store.set_pending("/in/a.txt", 2, 2.0, when=t0 + timedelta(seconds=5))
    p = store.pending()["/in/a.txt"]
    assert (p.size, p.mtime, p.first_seen, p.last_seen) == (2, 2.0, t0, t0 + timedelta(seconds=5))
    store.drop_pending(["/in/a.txt"])
    assert store.pending() == {}


def test_run_is_claimed_once_and_a_crashed_run_again(store):
    fire = datetime(2026, 11, 30, 6, tzinfo=UTC)
    assert store.claim_run("daily", fire)
    assert not store.claim_run("daily", fire)  # someone has it
    assert store.claim_run("daily", fire, reclaim=("running",))  # left by a crash: redone
    store.finish_run("daily", fire, "daily@x")
    assert not store.claim_run("daily", fire, reclaim=("running", "failed"))
    assert store.run_done("daily", fire)
    assert not store.run_done("daily", fire + timedelta(days=1))
    failed = fire + timedelta(days=1)
    assert store.claim_run("daily", failed)
    store.finish_run("daily", failed, None, error="boom")
    assert store.claim_run("daily", failed, reclaim=("failed",))  # a failed run is retried
    assert [r.status for r in store.runs()] == ["running", "done"]


def test_delivery_claimed_once_then_backoff(store):
    store.add_deliveries("k", ["a@example.org", "b@example.org", "a@example.org"])
    store.add_deliveries("k", ["a@example.org"])  # again: no second row
    assert sorted(d.recipient for d in store.deliveries("k")) == ["a@example.org",
                                                                   "b@example.org"]
    now = datetime.now(UTC)
    assert store.claim_delivery("k", "a@example.org", "<1@x>", when=now)
    assert not store.claim_delivery("k", "a@example.org", "<2@x>", when=now)  # in flight
    store.delivery_failed("k", "a@example.org", "refused", now + timedelta(seconds=60))
    assert not store.claim_delivery("k", "a@example.org", "<3@x>", when=now)  # too early
    assert [d.recipient for d in store.deliveries(due=now)] == ["b@example.org"]
    later = now + timedelta(seconds=61)
    assert store.claim_delivery("k", "a@example.org", "<4@x>", when=later)
    store.delivery_sent("k", "a@example.org")
    assert not store.claim_delivery("k", "a@example.org", "<5@x>", when=later)
    d = {x.recipient: x for x in store.deliveries("k")}["a@example.org"]
    assert (d.status, d.attempts, d.message_id, d.last_error) == ("sent", 2, "<4@x>", None)
    store.add_deliveries("k", ["a@example.org"])  # re-queuing a sent one changes nothing
    assert {x.recipient: x for x in store.deliveries("k")}["a@example.org"].status == "sent"


def test_digest_records_and_state(store):
    t = datetime(2026, 11, 30, tzinfo=UTC)
    store.record_digest("k", "daily", "Daily", t, t + timedelta(days=1), 3,
                        {"json": "/o/d.json", "pdf": "/o/d.pdf"})
    store.record_digest("k", "daily", "Daily", t, t + timedelta(days=1), 4,
                        {"json": "/o/d.json", "pdf": "/o/d.pdf"})
    assert store.digest("k").stories == 4
    assert store.digest_by_file("/o/d.pdf").key == "k"
    assert store.digest_by_file("/o/other.json") is None
    store.set_state(last_scan={"line": "x"}, serve_pid=12)
    store.set_state(serve_pid=13)
    assert store.get_state() == {"last_scan": {"line": "x"}, "serve_pid": 13}


def test_claims_are_exclusive_until_released_or_their_lease_runs_out(store):
    assert store.claim(["/in/a.txt", "/in/b.txt"], "one", lease=60) == {"/in/a.txt",
                                                                         "/in/b.txt"}
    assert store.claim(["/in/a.txt", "/in/c.txt"], "two", lease=60) == {"/in/c.txt"}
    assert store.claim(["/in/a.txt"], "one", lease=60) == {"/in/a.txt"}  # its own again
    store.release_claims("one", ["/in/a.txt"])
    assert store.claim(["/in/a.txt"], "two", lease=60) == {"/in/a.txt"}
    assert store.claim(["/in/d.txt"], "dead", lease=-1) == {"/in/d.txt"}  # run out at once
    assert store.claim(["/in/b.txt", "/in/d.txt"], "two", lease=60) == {"/in/d.txt"}
    before = store.claimed()["/in/c.txt"][1]
    store.renew_claims("two", lease=600)
    assert store.claimed()["/in/c.txt"][1] > before
    assert {p: o for p, (o, _) in store.claimed().items()} == {
        "/in/a.txt": "two", "/in/b.txt": "one", "/in/c.txt": "two", "/in/d.txt": "two"}
    store.claim(["/in/e.txt"], "dead", lease=-1)
    store.release_claims("two", ["/in/a.txt", "/in/c.txt", "/in/d.txt"])
    assert set(store.claimed()) == {"/in/b.txt"}  # the run-out claim went too


def test_the_same_row_written_twice_is_one_row(store):
    """What two processes may write at once, written twice: no duplicate-key error."""
    for _ in range(2):
        store.add_article(_analysis(), "h1", "text", "/in/a.txt", 10, 1.0)
        store.quarantine("/in/q.txt", "empty file", 0, 1.0)
        store.set_pending("/in/p.txt", 1, 1.0)
    assert store.count_articles() == 1 and len(store.quarantined()) == 1
    assert list(store.pending()) == ["/in/p.txt"]


def test_an_older_database_gets_the_indexes_it_lacks(database_url):
    """A database made before an index (and before migrations: the index and
    ``alembic_version`` dropped here) gets it from the first of several processes opening
    it at once (threads with their own engines stand for them), and keeps its rows;
    which articles are current is then found through it, not by reading every source
    once per article."""
    store = Store(database_url)
    store.add_article(_analysis(), "h1", "text", "/in/a.txt", 10, 1.0)
    with store.engine.begin() as c:
        c.execute(text("DROP INDEX ix_sources_hash"))
        c.execute(text("DROP TABLE alembic_version"))
    assert "ix_sources_hash" not in {i["name"] for i in inspect(store.engine).get_indexes("sources")}
    assert not at_once(lambda: Store(database_url).close(), 4)
    assert "ix_sources_hash" in {i["name"] for i in inspect(store.engine).get_indexes("sources")}
    assert store.current_ids() == ["a" * 16]
    if store.engine.dialect.name == "sqlite":
        with store.engine.connect() as c:
            plan = " ".join(str(r[-1]) for r in c.exec_driver_sql(
                "EXPLAIN QUERY PLAN SELECT id FROM articles WHERE EXISTS "
                "(SELECT 1 FROM sources WHERE sources.hash = articles.hash)"))
        assert "ix_sources_hash" in plan, plan
    store.close()


def test_every_call_waits_out_a_database_locked_by_another_process(tmp_path):
    """SQLite's "database is locked" beyond its busy timeout: each store call retries
    (``store.patient``) rather than failing; the lock here outlasts a busy timeout cut
    to 0.1 s, as a 30 s lock outlasts the real one."""
    import sqlite3
    import threading

    from sqlalchemy import event

    db = tmp_path / "r.db"
    s = Store(f"sqlite:///{db}")
    event.listen(s.engine, "connect", lambda conn, _r: conn.execute("PRAGMA busy_timeout=100"))
    s.engine.dispose()  # connections from now on have the short timeout
    other = sqlite3.connect(db, isolation_level=None, check_same_thread=False)
    other.execute("BEGIN EXCLUSIVE")
    threading.Timer(1.5, lambda: other.execute("COMMIT")).start()
    s.set_state(waited=True)  # locked for 1.5 s: retried until it went through
    assert s.claim(["in/a.txt"], "me", 60) == {"in/a.txt"}
    assert s.get_state()["waited"] is True
    s.close()


def test_article_days_are_the_days_articles_count_for_without_reading_them(store):
    """An entity page's timeline: the day of each current article (as ``Article.day``:
    its publication date, else the day it was first seen) from the table's columns."""
    store.add_article(_analysis("a" * 16), "h1", "one", "/in/a.txt", 10, 1.0,
                      published="2026-03-01T10:00:00+00:00")
    store.add_article(_analysis("b" * 16), "h2", "two", "/in/b.txt", 10, 2.0)
    store.add_article(_analysis("c" * 16), "h3", "three", "/in/c.txt", 10, 3.0,
                      published="not a date")
    store.add_article(_analysis("d" * 16), "h4", "four", "/in/a.txt", 10, 4.0,  # a's file, anew
                      published="2026-03-02T09:00:00+00:00")
    days = store.article_days(["a" * 16, "b" * 16, "c" * 16, "d" * 16, "no-such-id"])
    assert set(days) == {"b" * 16, "c" * 16, "d" * 16}  # a is no longer current
    read = {a.id: (a.day, a.first_seen) for a in store.articles(current=True)}
    assert days == read and days["d" * 16][0].isoformat() == "2026-03-02"
    assert store.article_days([]) == {}


def test_texts_are_read_by_article_id(store):
    """The texts a digest reads names in (``briefing.link``): only those asked for."""
    store.add_article(_analysis("a" * 16), "h1", "وحل ثالثا حمدين صباحي", "/in/a.txt", 10, 1.0)
    store.add_article(_analysis("b" * 16), "h2", "other", "/in/b.txt", 10, 1.0)
    assert store.texts(["a" * 16, "c" * 16]) == {"a" * 16: "وحل ثالثا حمدين صباحي"}
    assert store.texts([]) == {}
