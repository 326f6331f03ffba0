"""Faults an operator meets: hostile links, files rewritten while read, runs that are
skipped, fail or overlap, a database locked by another process. Nothing is leaked, lost
or read twice; real files, real SQLite, real `reports` subprocesses."""

from __future__ import annotations

import json
import os
import socket
import sqlite3
import subprocess
import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from sqlalchemy import text
from svc_support import (
    article_text,
    config,
    query,
    serve,
    service_env,
    stop,
    varied_article,
    wait_for,
    write_article,
)

from reports import schedule, sources, watch
from reports.config import Schedule, Settings
from reports.ingest import ingest
from reports.store import Store

MARKER = "Top-secret outside marker 7f3a"


def _reports(cwd: Path, *argv: str, check: bool = True) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "reports.cli", *argv], cwd=cwd, env=service_env(),
                          capture_output=True, text=True, check=check, timeout=600)


# -- links out of the watched folders ---------------------------------------------------
def test_links_out_of_the_source_folder_are_quarantined_never_published(tmp_path):
    src, outside = tmp_path / "in", tmp_path / "private"
    src.mkdir()
    outside.mkdir()
    secret = outside / "secret.txt"
    secret.write_text(f"Internal memo\n\n{MARKER}. The board met on Monday and agreed "
                      "the budget for next year.\n", encoding="utf-8")
    (outside / "folder-article.txt").write_text(article_text("port"), encoding="utf-8")
    write_article(src, "flood.txt", "flood")
    (src / "memo.txt").symlink_to(secret)
    (src / "passwd.txt").symlink_to("/etc/passwd")
    (src / "up.txt").symlink_to(Path("..") / "private" / "secret.txt")  # relative, still out
    (src / "linked-folder").symlink_to(outside, target_is_directory=True)
    (src / "alias.txt").symlink_to(src / "flood.txt")  # a link inside is fine

    _reports(tmp_path, "--database", "r.db", "digest", "--source", "in", "--out", "out")

    q = dict(query(tmp_path / "r.db", "select path, reason from quarantine"))
    assert {Path(p).name for p in q} == {"memo.txt", "passwd.txt", "up.txt"}
    assert all("outside the watched folders" in r for r in q.values())
    rows = query(tmp_path / "r.db", "select path from sources")
    assert {Path(p).name for (p,) in rows} == {"flood.txt", "alias.txt"}  # one article, 2 names
    assert query(tmp_path / "r.db", "select count(*) from articles") == [(1,)]
    outputs = list((tmp_path / "out").glob("digest-*"))
    assert {p.suffix for p in outputs} == {".html", ".pdf", ".md", ".json"}
    for p in outputs:
        data = p.read_bytes()
        if p.suffix == ".pdf":
            data = subprocess.run(["pdftotext", str(p), "-"], capture_output=True,
                                  check=True).stdout
        text = data.decode("utf-8", "replace")
        assert MARKER not in text and "root:x:0:0" not in text and "Dockers" not in text, p
    digest = json.loads(next(p for p in outputs if p.suffix == ".json").read_text("utf-8"))
    assert [a["title"] for a in digest["articles"]] == ["Floods close roads in Northfield"]
    listed = {Path(x["path"]).name for x in digest["digest"]["quarantined"]}
    assert {"memo.txt", "passwd.txt", "up.txt"} <= listed  # the appendix says why

    # `analyze` on a folder refuses the same links; naming a file explicitly is reading it
    out = json.loads(_reports(tmp_path, "analyze", "--format", "json", "in").stdout)
    assert {Path(e["source"]).name for e in out["errors"]} == {"memo.txt", "passwd.txt",
                                                               "up.txt"}
    assert MARKER not in json.dumps(out)


def test_read_checks_the_opened_file_not_just_the_name(tmp_path):
    """A link is resolved and the opened descriptor checked: a folder swapped for a link
    after discovery cannot lead the reader out."""
    src, outside = tmp_path / "in", tmp_path / "private"
    (src / "sub").mkdir(parents=True)
    outside.mkdir()
    write_article(src / "sub", "a.txt", "flood")
    write_article(outside, "a.txt", "port")
    roots = sources.resolve_roots([src])
    (path,) = sources.discover([src])
    assert sources.read(path, roots=roots).title.startswith("Floods")
    (src / "sub").rename(tmp_path / "gone")
    (src / "sub").symlink_to(outside, target_is_directory=True)  # swapped after listing
    with pytest.raises(sources.SourceError, match="outside the watched folders"):
        sources.read(path, roots=roots)


# -- a file rewritten while it is read ----------------------------------------------------
def test_a_file_rewritten_while_read_is_kept_once_in_its_final_version(tmp_path):
    src = tmp_path / "in"
    src.mkdir()
    settings = Settings(sources=(str(src),), database=str(tmp_path / "r.db"),
                        output=str(tmp_path / "out"), settle_seconds=3600, schedules=())
    store = Store(settings.database_url)
    f = write_article(src, "men.txt", "flood")
    old = time.time() - 7200
    os.utime(f, (old, old))  # settled long ago: the scan takes it at once
    final = article_text("flood").replace("120 families", "30 men")

    def rewrite_between_stat_and_read(i: int, n: int, key: str) -> None:
        # called by ingest after it judged the file stable, before it reads it: the
        # moment a writer replacing the file hurts
        assert key == "in/men.txt"  # its source folder's name and its path inside it
        f.write_text(final, encoding="utf-8")

    r = ingest(settings, store, progress=rewrite_between_stat_and_read, roots=[src])
    assert r.changed == ["in/men.txt"] and not r.analyzed and store.count_articles() == 0
    # the service: the changed file waits until it is stable, then its final text is kept
    r1 = watch.scan(settings, store)
    assert r1.waiting == ["in/men.txt"] and not r1.analyzed
    r2 = watch.scan(settings, store)
    assert r2.analyzed == ["in/men.txt"]
    (art,) = store.articles()
    assert "30 men" in " ".join(art.analysis.summary + tuple(
        x.sentence for x in art.analysis.figures))
    assert query(tmp_path / "r.db", "select count(*) from versions") == [(1,)]
    store.close()


def test_a_replaced_version_is_not_a_second_source(tmp_path):
    """A file corrected after it was stored: the digest shows its current version only,
    so the old figure is not counted as another source."""
    src = tmp_path / "in"
    src.mkdir()
    settings = Settings(sources=(str(src),), database=str(tmp_path / "r.db"),
                        output=str(tmp_path / "out"))
    store = Store(settings.database_url)
    f = write_article(src, "men.txt", "flood")
    ingest(settings, store)
    f.write_text(article_text("flood").replace("120 families", "130 families"), "utf-8")
    os.utime(f, (time.time() + 5, time.time() + 5))
    assert ingest(settings, store).analyzed == ["in/men.txt"]
    assert store.count_articles() == 2  # the old version is kept in the archive
    from reports import briefing

    now = datetime.now(UTC)
    b = briefing.digest(store, now - timedelta(hours=1), now + timedelta(hours=1), "t")
    assert len(b.articles) == 1 and "130" in json.dumps(b.as_dict())
    assert "120 families" not in json.dumps(b.as_dict())
    store.close()


# -- runs that fail, are skipped or overlap -------------------------------------------------
def _settings(tmp_path: Path, output: Path) -> Settings:
    return Settings(sources=(str(tmp_path / "in"),), database=str(tmp_path / "r.db"),
                    output=str(output),
                    schedules=(Schedule(name="hourly", cron="0 * * * *", timezone="UTC"),))


def test_failed_and_skipped_runs_lose_nothing_and_the_digest_says_why(tmp_path):
    (tmp_path / "in").mkdir()
    good = _settings(tmp_path, tmp_path / "out")
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("x")  # the output "folder" is a file: rendering fails (disk trouble)
    bad = _settings(tmp_path, blocked)
    store = Store(good.database_url)
    hourly = good.schedules[0]
    top = datetime.now(UTC).replace(minute=0, second=0, microsecond=0)
    f0, f1, f2, f3 = (top + timedelta(hours=h) for h in (1, 2, 3, 4))

    def add(key: str, name: str, seen: datetime) -> None:
        """An article stored at ``seen`` (the runs below are in the next hours)."""
        write_article(tmp_path / "in", name, key)
        ingest(good, store)
        con = sqlite3.connect(tmp_path / "r.db")
        con.execute("update articles set first_seen = ? where hash = (select hash from "
                    "sources where path like ?)", (seen.isoformat(), f"%/{name}"))
        con.commit()
        con.close()

    add("flood", "a.txt", f0 - timedelta(minutes=30))
    assert schedule.run_schedule(good, store, hourly, f0) == schedule.digest_key("hourly", f0)
    add("port", "b.txt", f1 - timedelta(minutes=30))
    assert schedule.run_schedule(bad, store, hourly, f1) is None  # fails: recorded
    r1 = store.run("hourly", f1)
    assert r1.status == "failed" and r1.error and r1.attempts == 1
    assert r1.next_attempt > datetime.now(UTC) + timedelta(seconds=50)  # backoff, not a spin
    # f2 never ran at all (service busy or down); then f3 runs
    add("bridge", "c.txt", f3 - timedelta(minutes=30))
    key3 = schedule.run_schedule(good, store, hourly, f3)
    assert key3 == schedule.digest_key("hourly", f3)

    def digest_articles(fire: datetime) -> list[str]:
        (js,) = (tmp_path / "out").glob(f"hourly-{fire:%Y-%m-%d-%H%M%S}.json")
        d = json.loads(js.read_text("utf-8"))
        return [a["title"] for a in d["articles"]], d["digest"]

    first, _ = digest_articles(f0)
    last, meta = digest_articles(f3)
    assert first == ["Floods close roads in Northfield"]
    assert sorted(last) == ["Dockers strike at Eastport", "New bridge opens in Riverton"]
    assert meta["period_start"] == f0.isoformat(timespec="seconds")
    assert "2 earlier run(s) produced no digest" in meta["note"]
    assert "failed" in meta["note"] and "not run at its time" in meta["note"]
    runs = {r.fire_time: r for r in store.runs(schedule="hourly")}
    assert [runs[t].status for t in (f0, f1, f2, f3)] == ["done", "failed", "skipped", "done"]
    assert runs[f1].covered_by == key3 and runs[f2].covered_by == key3
    # a later run publishes only what is new: nothing is reported twice
    add("flood", "d.txt", f3 + timedelta(minutes=30))  # known text, new name: no article
    f4 = f3 + timedelta(hours=1)
    schedule.run_schedule(good, store, hourly, f4)
    assert digest_articles(f4)[0] == []
    text = _status_text(good, store)
    assert "runs that produced no digest:" in text and f"its articles are in {key3}" in text
    store.close()


def _status_text(settings: Settings, store: Store) -> str:
    from reports.cli import _status_text as render

    return render(schedule.status(settings, store))


def test_runs_of_one_schedule_never_overlap(tmp_path):
    """While a run holds its schedule, a second one for a later fire time waits (returns
    None without a row), and the scan tick produces it afterwards."""
    (tmp_path / "in").mkdir()
    s = _settings(tmp_path, tmp_path / "out")
    store = Store(s.database_url)
    fire = schedule.last_due(schedule.trigger(s.schedules[0]), datetime.now(UTC))
    lock = schedule._lock("hourly")
    with lock:
        assert schedule.run_schedule(s, store, s.schedules[0], fire) is None
        assert store.run("hourly", fire) is None
    assert schedule.catch_up(s, store, at_start=False) == [schedule.digest_key("hourly", fire)]
    store.close()


# -- the real service: a 1,000-file drop during runs every few seconds -------------------
def _config(tmp: Path, cron: str) -> Path:
    return config(tmp, f"""
[[schedule]]
name = "often"
cron = "{cron}"
timezone = "UTC"
""", settle_seconds=1)


def _stop(proc: subprocess.Popen) -> None:
    try:
        stop(proc)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def _published(out: Path) -> list[str]:
    ids = []
    for js in sorted(out.glob("often-*.json")):
        ids += [a["id"] for a in json.loads(js.read_text("utf-8"))["articles"]]
    return ids


def test_a_drop_of_1000_files_during_frequent_runs_reaches_the_digests_once(tmp_path):
    cfg = _config(tmp_path, "*/4 * * * * *")  # every 4 seconds: runs overlap the drop
    db, log = tmp_path / "r.db", tmp_path / "serve.log"
    proc = serve(cfg, log)
    try:
        wait_for(lambda: query(db, "select 1 from runs where status = 'done'"), timeout=120,
                 what="a first run")
        staging = tmp_path / "staging"
        staging.mkdir()
        for i in range(1000):
            (staging / f"a-{i:04}.txt").write_text(varied_article(i), encoding="utf-8")
        for p in sorted(staging.iterdir()):  # arrive by rename: complete, as a mover does
            p.rename(tmp_path / "in" / p.name)
        wait_for(lambda: query(db, "select count(*) from articles") == [(1000,)],
                 timeout=600, every=1, what="1,000 articles stored")
        wait_for(lambda: len(_published(tmp_path / "out")) >= 1000, timeout=300, every=1,
                 what="every article in a digest")
    finally:
        _stop(proc)
    stored = {i for (i,) in query(db, "select id from articles")}
    published = _published(tmp_path / "out")
    assert len(published) == len(set(published)) == 1000  # each in exactly one digest
    assert set(published) == stored
    # no fire time vanished: between the first and the last run each one has a row
    fires = [datetime.fromisoformat(t) for (t,) in query(
        db, "select fire_time from runs order by fire_time")]
    trig = schedule.trigger(Schedule(name="often", cron="*/4 * * * * *", timezone="UTC"))
    expected = [fires[0], *schedule.fire_times(trig, fires[0], fires[-1]), fires[-1]]
    assert fires == expected
    statuses = dict(query(db, "select status, count(*) from runs group by status"))
    assert set(statuses) <= {"done", "skipped"}, statuses
    notes = [n for (n,) in query(db, "select note from runs where note is not null")]
    if statuses.get("skipped"):  # the digest said it covered more, and why
        assert any("earlier run(s) produced no digest" in n for n in notes)
    assert "Traceback" not in log.read_text("utf-8")


# -- a database locked by another process for 50 seconds --------------------------------
def test_a_50_second_lock_does_not_stop_the_service(tmp_path):
    cfg = _config(tmp_path, "*/5 * * * * *")
    db, log = tmp_path / "r.db", tmp_path / "serve.log"
    write_article(tmp_path / "in", "flood.txt", "flood")
    proc = serve(cfg, log)
    try:
        wait_for(lambda: query(db, "select 1 from runs where status = 'done'"), timeout=120,
                 what="a first run")
        con = sqlite3.connect(db, timeout=30, isolation_level=None)
        con.execute("BEGIN EXCLUSIVE")
        locked_at = datetime.now(UTC)
        write_article(tmp_path / "in", "port.txt", "port")  # arrives during the lock
        time.sleep(50)
        assert proc.poll() is None, "serve exited while the database was locked"
        con.execute("COMMIT")
        con.close()
        wait_for(lambda: query(db, "select 1 from runs where status = 'done' and "
                                   "fire_time > ?", (locked_at + timedelta(seconds=55))
                               .isoformat(timespec="seconds")),
                 timeout=180, every=1, what="a run after the lock")
        wait_for(lambda: len(_published(tmp_path / "out")) >= 2, timeout=120, every=1,
                 what="both articles published, the one that arrived during the lock too")
        assert proc.poll() is None
    finally:
        _stop(proc)
    text = log.read_text("utf-8")
    assert "database busy" in text
    assert len(_published(tmp_path / "out")) == 2  # both articles, each once


def test_a_schedule_whose_first_run_failed_loses_nothing(tmp_path):
    """No digest made yet, the first run fails, a later one succeeds: it publishes what
    the failed one should have (from the first run's period on) and says so."""
    (tmp_path / "in").mkdir()
    good = _settings(tmp_path, tmp_path / "out")
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("x")
    store = Store(good.database_url)
    hourly = good.schedules[0]
    top = datetime.now(UTC).replace(minute=0, second=0, microsecond=0)
    f1, f2 = top + timedelta(hours=1), top + timedelta(hours=2)
    write_article(tmp_path / "in", "a.txt", "flood")
    ingest(good, store)
    con = sqlite3.connect(tmp_path / "r.db")
    con.execute("update articles set first_seen = ?", ((f1 - timedelta(minutes=30)).isoformat(),))
    con.commit()
    con.close()
    assert schedule.run_schedule(_settings(tmp_path, blocked), store, hourly, f1) is None
    key = schedule.run_schedule(good, store, hourly, f2)
    (js,) = (tmp_path / "out").glob("hourly-*.json")
    d = json.loads(js.read_text("utf-8"))
    assert [a["title"] for a in d["articles"]] == ["Floods close roads in Northfield"]
    assert "1 earlier run(s) produced no digest (failed: 1)" in d["digest"]["note"]
    assert store.run("hourly", f1).covered_by == key
    store.close()


def test_one_service_at_a_time_runs_the_schedules(tmp_path):
    """Services sharing a database: the first to claim the schedules runs them, the next
    waits; it takes them over at once when the holder gives them back or dies on this
    host (its pid gone); a worker never takes them."""
    (tmp_path / "in").mkdir()
    s = _settings(tmp_path, tmp_path / "out")
    first, second, worker = (schedule.Service(s), schedule.Service(s),
                             schedule.Service(s, schedules=False))
    try:
        assert first.lead() and not second.lead() and not worker.lead()
        assert first.lead()  # renewed
        assert schedule.status(s, second.store)["service"]["by"] == (
            f"{socket.gethostname()}:{os.getpid()}")
        first.lock.release([schedule.SCHEDULER])
        first.leading.clear()
        assert not worker.lead() and second.lead() and not first.lead()
        dead = subprocess.Popen(["true"])
        dead.wait()
        owner = f"{socket.gethostname()}:{dead.pid}:0:{second.lock.owner.split(':')[3]}"
        with second.store.engine.begin() as c:  # the holder killed: its claim left behind
            c.execute(text("update claims set owner = :o"), {"o": owner})
        assert not schedule.status(s, first.store)["service"]["running"]
        second.leading.clear()
        assert first.lead() and not second.lead()
        # the holder stalls past its lease and another takes over: it gives its digest
        # jobs up (two schedulers must not share one job store)
        first.scheduler = first.build()
        first.add_schedules(first.scheduler)
        first.add_schedules(first.scheduler)  # again (after a failure half-way): harmless
        assert "digests" in first.scheduler._jobstores
        with first.store.engine.begin() as c:
            c.execute(text("update claims set owner = :o"), {"o": second.lock.owner})
        assert not first.lead() and "digests" not in first.scheduler._jobstores
        assert second.lead()
        second.stopping.set()  # a stopping service takes nothing
        second.lock.release([schedule.SCHEDULER])
        second.leading.clear()
        assert not second.lead()
    finally:
        for svc in (first, second, worker):
            svc.analyzer.close()
            svc.store.close()


def test_the_coverage_note_speaks_the_digest_language():
    fire = datetime(2026, 12, 1, 10, tzinfo=UTC)
    missed = [(fire - timedelta(hours=1), "failed"), (fire, "previous run still going")]
    en = schedule.coverage_note(fire - timedelta(hours=3), fire - timedelta(hours=1), missed,
                                0, UTC, "en")
    ar = schedule.coverage_note(fire - timedelta(hours=3), fire - timedelta(hours=1), missed,
                                2, UTC, "ar")
    assert en == ("Covers from 2026-12-01 07:00 instead of 2026-12-01 09:00: 2 earlier "
                  "run(s) produced no digest (failed: 1; previous run still going: 1).")
    assert "فشل: 1" in ar and "2026-12-01 07:00" in ar and "تضم 2 مقالة" in ar
    assert not any(w in ar for w in ("failed", "Covers", "article"))
