"""The always-on service: settle rule, quarantine, scheduling maths, and `reports serve` itself.

The last two tests start the real service as a subprocess on a temp folder (1-second
scans), kill it, restart it, and read its SQLite file to check nothing was lost or doubled.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from svc_support import (
    article_text,
    config,
    free_port,
    query,
    serve,
    service_env,
    smtp_server,
    stop,
    wait_for,
    write_article,
)

from reports import schedule, sources, watch
from reports.config import Schedule, Settings, Smtp
from reports.ingest import BATCH
from reports.store import Pending, Store


@pytest.fixture
def env(tmp_path):
    src = tmp_path / "in"
    src.mkdir()
    settings = Settings(sources=(str(src),), database=str(tmp_path / "r.db"),
                        output=str(tmp_path / "out"), settle_seconds=3600, schedules=())
    store = Store(settings.database_url)
    yield settings, store, src
    store.close()


def key_of(path) -> str:
    """The store's key of a file of the ``env`` source folder ``in``."""
    parts = path.parts
    return "/".join(parts[parts.index("in"):])


def _titles(store: Store) -> list[str]:
    return sorted(a.analysis.title for a in store.articles())


# -- the settle rule --------------------------------------------------------------------
def test_is_stable():
    p = Pending("x", 10, 100.0, datetime.now(UTC), datetime.now(UTC))
    assert watch.is_stable(p, 10, 100.0, now=101.0, settle_seconds=60)  # same over 2 scans
    assert not watch.is_stable(p, 11, 100.5, now=101.0, settle_seconds=60)  # grew
    assert not watch.is_stable(None, 10, 100.0, now=101.0, settle_seconds=60)  # first sight
    assert watch.is_stable(None, 10, 100.0, now=161.0, settle_seconds=60)  # old enough


def test_new_file_waits_one_scan_old_file_does_not(env):
    settings, store, src = env
    fresh = write_article(src, "fresh.txt", "flood")
    old = write_article(src, "old.txt", "port")
    os.utime(old, (time.time() - 7200, time.time() - 7200))
    r = watch.scan(settings, store)
    assert r.analyzed == [key_of(old)] and r.waiting == [key_of(fresh)]
    assert list(store.pending()) == [key_of(fresh)]
    r = watch.scan(settings, store)
    assert r.analyzed == [key_of(fresh)] and not r.waiting
    assert store.pending() == {}
    assert _titles(store) == ["Dockers strike at Eastport", "Floods close roads in Northfield"]


def test_file_being_written_is_never_read_half_written(env):
    settings, store, src = env
    p = src / "slow.txt"
    title, body = article_text("bridge").split("\n\n", 1)
    p.write_text(title + "\n\n", encoding="utf-8")
    for word in body.split(" "):  # one scan per chunk: the file changes between scans
        assert not watch.scan(settings, store).analyzed
        with p.open("a", encoding="utf-8") as f:
            f.write(word + " ")
        os.utime(p, ns=(time.time_ns(), time.time_ns()))
    assert store.count_articles() == 0
    assert key_of(p) in store.pending()
    watch.scan(settings, store)
    assert watch.scan(settings, store).analyzed == [key_of(p)]
    ((text,),) = query(Path(settings.database), "select text from articles")
    assert text.rstrip().endswith("on the first day.")  # the whole article, read once


def _scan_twice(settings, store) -> watch.ScanReport:
    watch.scan(settings, store)
    return watch.scan(settings, store)


def test_rename_delete_and_unchanged_rescan(env):
    settings, store, src = env
    a = write_article(src, "a.txt", "flood")
    write_article(src, "b.txt", "port")
    r = _scan_twice(settings, store)
    assert len(r.analyzed) == 2
    # a rename is the same text under a new name: no new article
    moved = src / "sub" / "renamed.txt"
    moved.parent.mkdir()
    a.rename(moved)
    r = _scan_twice(settings, store)
    assert r.linked == [key_of(moved)] and not r.analyzed
    assert store.count_articles() == 2
    flood = next(x for x in store.articles() if x.analysis.title.startswith("Floods"))
    assert key_of(moved) in flood.sources
    # a deleted source deletes nothing that was reported
    moved.unlink()
    r = _scan_twice(settings, store)
    assert store.count_articles() == 2 and r.seen == 1 and r.unchanged == 1
    # an unchanged file is skipped on stat alone: swap its contents behind the store's
    # back keeping size and mtime; a rescan that read it would store the new text
    b = src / "b.txt"
    st = b.stat()
    original = b.read_text(encoding="utf-8")
    b.write_text(original.replace("Eastport", "Westport"), encoding="utf-8")
    os.utime(b, ns=(st.st_atime_ns, st.st_mtime_ns))
    assert b.stat().st_size == st.st_size
    r = _scan_twice(settings, store)
    assert r.unchanged == 1 and not r.analyzed and not r.linked
    assert _titles(store) == ["Dockers strike at Eastport", "Floods close roads in Northfield"]
    # a real change (new mtime) is a new version; the old one is kept
    os.utime(b, (time.time() + 5, time.time() + 5))
    r = _scan_twice(settings, store)
    assert r.analyzed == [key_of(b)]
    assert _titles(store) == ["Dockers strike at Eastport", "Dockers strike at Westport",
                              "Floods close roads in Northfield"]


def test_bad_files_are_quarantined_and_fixing_them_makes_them_eligible(env):
    settings, store, src = env
    empty = src / "empty.txt"
    empty.write_bytes(b"")
    binary = src / "photo.txt"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)) * 4)
    write_article(src, "good.txt", "flood")
    r = _scan_twice(settings, store)
    assert r.analyzed == [key_of(src / "good.txt")]
    reasons = {q.path: q.reason for q in store.quarantined()}
    assert set(reasons) == {key_of(empty), key_of(binary)}
    assert "empty" in reasons[key_of(empty)] and "binary" in reasons[key_of(binary)]
    # a quarantined file that does not change is not read again
    r = _scan_twice(settings, store)
    assert r.unchanged == 3 and not r.quarantined
    # fixed: new content, new size and mtime
    write_article(src, "empty.txt", "bridge")
    r = _scan_twice(settings, store)
    assert r.analyzed == [key_of(empty)]
    assert [q.path for q in store.quarantined()] == [key_of(binary)]


def test_an_unexpected_error_in_one_file_does_not_stop_the_scan(env, monkeypatch):
    """Fault injection: the reader crashes (not a SourceError) on one file."""
    settings, store, src = env
    for name, key in (("a.txt", "flood"), ("b.txt", "port"), ("c.txt", "bridge")):
        write_article(src, name, key)
    real_fetch = sources.fetch

    def flaky(path, *a, **kw):
        if Path(path).name == "b.txt":
            raise RuntimeError("reader exploded\non two lines")
        return real_fetch(path, *a, **kw)

    monkeypatch.setattr(sources, "fetch", flaky)
    r = _scan_twice(settings, store)
    assert sorted(Path(p).name for p in r.analyzed) == ["a.txt", "c.txt"]
    (q,) = store.quarantined()
    assert q.path == key_of(src / "b.txt")
    assert q.reason == "unexpected error (RuntimeError): reader exploded on two lines"
    assert store.pending() == {}


def test_stop_request_reads_nothing_more(env):
    settings, store, src = env
    write_article(src, "a.txt", "flood")
    watch.scan(settings, store)
    r = watch.scan(settings, store, should_stop=lambda: True)
    assert r.stopped and not r.analyzed and store.count_articles() == 0
    assert r.analyzed == [] and list(store.pending()) == [key_of(src / "a.txt")]


def test_missing_source_folder_is_reported_not_fatal(env, tmp_path):
    settings, store, _ = env
    s = replace(settings, sources=(*settings.sources, str(tmp_path / "nope")))
    r = watch.scan(s, store)
    assert r.missing == [str(tmp_path / "nope")] and "missing" in r.line()


# -- schedule maths ---------------------------------------------------------------------
def _at(*a) -> datetime:
    return datetime(*a, tzinfo=UTC)


def test_last_due_and_next_run():
    daily = schedule.trigger(Schedule(cron="0 6 * * *", timezone="UTC"))
    assert schedule.last_due(daily, _at(2026, 11, 30, 10)) == _at(2026, 11, 30, 6)
    assert schedule.last_due(daily, _at(2026, 11, 30, 6)) == _at(2026, 11, 30, 6)
    assert schedule.last_due(daily, _at(2026, 11, 30, 5, 59)) == _at(2026, 11, 29, 6)
    assert schedule.next_run(daily, _at(2026, 11, 30, 6)) == _at(2026, 12, 1, 6)
    beirut = schedule.trigger(Schedule(cron="0 6 * * *", timezone="Asia/Beirut"))
    assert schedule.last_due(beirut, _at(2026, 11, 30, 10)) == _at(2026, 11, 30, 4)  # UTC+2
    weekly = schedule.trigger(Schedule(cron="30 7 * * mon", timezone="UTC"))
    assert schedule.last_due(weekly, _at(2026, 11, 29, 12)) == _at(2026, 11, 23, 7, 30)
    minute = schedule.trigger(Schedule(cron="* * * * *", timezone="UTC"))
    assert schedule.last_due(minute, _at(2026, 11, 30, 10, 0, 30)) == _at(2026, 11, 30, 10)
    yearly = schedule.trigger(Schedule(cron="0 0 1 1 *", timezone="UTC"))
    assert schedule.last_due(yearly, _at(2026, 11, 30)) == _at(2026, 1, 1)


# -- the real service -------------------------------------------------------------------
SECRET = "n0t-in-any-log"


def _last_scan(db: Path) -> dict | None:
    rows = query(db, "select value from state where key = 'last_scan'")
    return json.loads(rows[0][0]) if rows else None


N_GEN = BATCH + 6  # two analysis batches: the first is committed before the second


def _generated(i: int) -> str:
    towns = ["Ashford", "Brookvale", "Carrick", "Dunmore", "Elmstead", "Fairhaven",
             "Glenrock", "Highcliff", "Ironbridge", "Juniper Bay"]
    t = towns[i % len(towns)]
    para = (f"Officials in {t} said on Wednesday that {100 + i} homes lost power after the "
            f"storm. Council leader Anna Reyes told reporters that crews worked overnight. ")
    return f"Storm damage in {t} (report {i})\n\n" + "\n\n".join([para] * 2) + "\n"


def test_serve_scans_quarantines_survives_sigkill(tmp_path):
    cfg = config(tmp_path, "schedule = []")
    src, db, log = tmp_path / "in", tmp_path / "r.db", tmp_path / "serve.log"
    proc = serve(cfg, log)
    try:
        wait_for(lambda: _last_scan(db), what="first scan")
        write_article(src, "flood.txt", "flood")
        write_article(src, "port.txt", "port")
        (src / "copy-of-flood.txt").write_bytes((src / "flood.txt").read_bytes())
        (src / "empty.txt").write_bytes(b"")
        (src / "image.txt").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00" + bytes(range(256)) * 8)
        # one article written slowly, in chunks, across several scans
        slow = src / "slow.txt"
        title, body = article_text("bridge").split("\n\n", 1)
        words = body.split(" ")
        saw_pending = []
        with slow.open("w", encoding="utf-8") as f:
            f.write(title + "\n\n")
            for i, w in enumerate(words):
                f.write(w + " ")
                f.flush()
                time.sleep(0.2)
                if i == len(words) // 2:
                    saw_pending.append(bool(query(
                        db, "select 1 from pending where path like '%slow.txt'")))
        wait_for(lambda: len(query(db, "select hash from sources")) == 4, what="4 good files")
        wait_for(lambda: len(query(db, "select path from quarantine")) == 2,
                 what="2 quarantined")
        assert saw_pending == [True]  # the half-written file was waiting, not read
        # the slow file was read once, complete
        rows = query(db, "select a.text from articles a join versions v on v.hash = a.hash "
                         "where v.path like '%slow.txt'")
        assert len(rows) == 1 and rows[0][0].rstrip().endswith("first day.")

        # now more new articles than one analysis batch, and SIGKILL once the first batch
        # is committed and the rest is not: provably in the middle of the scan
        def gen_stored() -> int:
            return query(db, "select count(*) from sources where path like '%gen-%'")[0][0]

        for i in range(N_GEN):
            (src / f"gen-{i:02}.txt").write_text(_generated(i), encoding="utf-8")
        wait_for(lambda: 0 < gen_stored() < N_GEN, every=0.01, timeout=120,
                 what="a partly stored batch")
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
        at_kill = gen_stored()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()

    proc = serve(cfg, log)
    try:
        wait_for(lambda: len(query(db, "select hash from articles")) == 3 + N_GEN
                 and not query(db, "select path from pending"), timeout=120,
                 what="every article after restart")
        time.sleep(2.5)  # two more scans: nothing new may appear
        assert stop(proc) == 0  # SIGTERM: clean stop
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert 0 < at_kill < N_GEN  # killed mid-scan
    arts = query(db, "select title, count(*) from articles group by title")
    assert len(arts) == 3 + N_GEN and all(n == 1 for _, n in arts)  # nothing doubled
    srcs = query(db, "select path from sources")
    assert len(srcs) == 4 + N_GEN  # every article + the copy
    assert len(query(db, "select path from versions")) == 4 + N_GEN  # one version per path
    flood = query(db, "select count(*) from sources where hash = (select hash from sources "
                      "where path like '%/flood.txt')")
    assert flood == [(2,)]  # the copy is the same article under a second name
    q = dict(query(db, "select path, reason from quarantine"))
    assert {Path(p).name for p in q} == {"empty.txt", "image.txt"}
    assert "serving" in log.read_text(encoding="utf-8")


def test_missed_digest_is_produced_and_sent_once(tmp_path):
    """The daily time passed while the service was down: on start it runs, once."""
    fire = datetime.now(UTC).replace(second=0, microsecond=0) - timedelta(minutes=2)
    db, log = tmp_path / "r.db", tmp_path / "serve.log"
    with smtp_server(auth=True) as (inbox, port):
        cfg = config(tmp_path, f"""
[smtp]
host = "127.0.0.1"
port = {port}
starttls = false
sender = "bot@example.org"

[[schedule]]
name = "morning"
cron = "{fire.minute} {fire.hour} * * *"
timezone = "UTC"
recipients = ["desk@example.org"]
""")
        # an article that arrived yesterday, before the missed run, and a bad file
        write_article(tmp_path / "in", "flood.txt", "flood")
        (tmp_path / "in" / "empty.txt").write_bytes(b"")
        env = {k: v for k, v in os.environ.items() if not k.startswith("REPORTS_")}
        subprocess.run([sys.executable, "-m", "reports.cli", "--config", str(cfg), "ingest"],
                       cwd=tmp_path, env=env, check=True, capture_output=True)
        before = (fire - timedelta(hours=1)).isoformat(timespec="seconds")
        import sqlite3

        con = sqlite3.connect(db)
        con.execute("update articles set first_seen = ?", (before,))
        con.commit()
        con.close()

        for _ in range(2):  # start, let it run, stop; and again
            proc = serve(cfg, log, REPORTS_SMTP_USER="bot", REPORTS_SMTP_PASSWORD=SECRET)
            try:
                wait_for(lambda: len(inbox.messages) >= 1, timeout=90, what="the e-mail")
                wait_for(lambda p=proc: query(db, "select value from state where key = "
                                                  "'serve_pid'") == [(str(p.pid),)],
                         what="this process to start")
                started = query(db, "select value from state where key='serve_started'")[0][0]
                wait_for(lambda s=started: (_last_scan(db) or {}).get("started", "")
                         >= json.loads(s), what="a scan after start")
                d = json.loads(subprocess.run(
                    [sys.executable, "-m", "reports.cli", "--config", str(cfg), "status",
                     "--format", "json"], cwd=tmp_path, env=env, capture_output=True,
                    text=True, check=True).stdout)
                assert d["service"]["running"] and d["service"]["pid"] == proc.pid, d["service"]
                assert stop(proc) == 0
            finally:
                if proc.poll() is None:
                    proc.kill()
                    proc.wait()
    assert len(inbox.messages) == 1
    assert inbox.logins == [("bot", SECRET)]  # the password from the environment was used
    assert SECRET not in log.read_text(encoding="utf-8")
    ((state,),) = query(db, "select job_state from apscheduler_jobs")
    assert SECRET.encode() not in state  # the pickled job carries no password
    msg = inbox.messages[0]
    assert any(p.get_content_type() == "application/pdf" for p in msg.iter_attachments())
    key = f"morning@{fire.isoformat(timespec='seconds')}"
    assert query(db, "select schedule, fire_time, status from runs") == [
        ("morning", fire.isoformat(timespec="seconds"), "done")]
    assert query(db, "select digest_key, recipient, status, attempts from deliveries") == [
        (key, "desk@example.org", "sent", 1)]
    assert query(db, "select stories from digests where key = ?", key) == [(1,)]
    assert len(query(db, "select path from sources")) == 1  # serve and ingest agree on keys
    (js,) = (tmp_path / "out").glob("morning-*.json")
    appendix = json.loads(js.read_text(encoding="utf-8"))["digest"]["quarantined"]
    assert [Path(q["path"]).name for q in appendix] == ["empty.txt"]
    assert "empty" in appendix[0]["reason"]
    jobs = query(db, "select id from apscheduler_jobs")
    assert jobs == [("digest:morning",)]  # persisted in the same database
    out = subprocess.run([sys.executable, "-m", "reports.cli", "--config", str(cfg), "status"],
                         cwd=tmp_path, env=env, capture_output=True, text=True, check=True).stdout
    assert f"sent    {key} -> desk@example.org" in out
    assert "service: not running (last started" in out
    assert "morning (" in out and "next " in out


def test_sigterm_during_start_up_catch_up_finishes_the_digest_first(tmp_path):
    fire = datetime.now(UTC).replace(second=0, microsecond=0) - timedelta(minutes=5)
    cfg = config(tmp_path, f"""
[[schedule]]
name = "early"
cron = "{fire.minute} {fire.hour} * * *"
timezone = "UTC"
""")
    db, log = tmp_path / "r.db", tmp_path / "serve.log"
    proc = serve(cfg, log)
    try:
        wait_for(lambda: query(db, "select status from runs") == [("running",)], every=0.05,
                 what="the catch-up run to start")
        assert stop(proc) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert query(db, "select status from runs") == [("done",)]
    assert len(list((tmp_path / "out").glob("early-*.pdf"))) == 1
    assert _last_scan(db) is None  # stopped before the scheduler started


def test_scheduler_job_entry_point_runs_once_with_the_services_settings(tmp_path):
    """What APScheduler calls from the job store: the schedule's name, nothing else (no
    settings, so no password, is pickled into the job store); the settings are the
    running service's, SMTP password included."""
    from reports.ingest import ingest

    src = tmp_path / "in"
    src.mkdir()
    write_article(src, "port.txt", "port")
    with smtp_server(auth=True) as (inbox, port):
        s = Settings(sources=(str(src),), database=str(tmp_path / "r.db"),
                     output=str(tmp_path / "out"),
                     smtp=Smtp(host="127.0.0.1", port=port, starttls=False, user="bot",
                               password=SECRET),
                     # the article came after midnight: the digest is empty, mailed if asked
                     send_empty=True,
                     schedules=(Schedule(name="nightly", cron="0 0 * * *", timezone="UTC",
                                         recipients=("desk@example.org",)),))
        service = schedule.Service(s)
        ingest(s, service.store)
        assert service.lead()  # the one service on this database runs the schedules
        scheduler = service.build()
        service.add_schedules(scheduler)
        jobs = scheduler.get_jobs()
        assert [j.args for j in jobs if j.id == "digest:nightly"] == [("nightly",)]
        schedule.digest_job("nightly")
        schedule.digest_job("nightly")  # fired twice (e.g. around a restart)
        schedule.digest_job("no-longer-configured")
        service.store.close()
    assert len(inbox.messages) == 1 and inbox.logins == [("bot", SECRET)]
    fire = schedule.last_due(schedule.trigger(s.schedules[0]), datetime.now(UTC))
    assert query(tmp_path / "r.db", "select fire_time, status from runs") == [
        (fire.isoformat(timespec="seconds"), "done")]


def test_scan_tick_produces_a_fire_time_nobody_ran_and_retries_failed_ones_after_backoff(
        tmp_path):
    """A machine that slept through the fire time: the next scan tick produces it. A
    failed run is retried by a tick once its backoff has passed, not before."""
    src = tmp_path / "in"
    src.mkdir()
    s = Settings(sources=(str(src),), database=str(tmp_path / "r.db"),
                 output=str(tmp_path / "out"),
                 schedules=(Schedule(name="daily", cron="0 0 * * *", timezone="UTC"),
                            Schedule(name="weekly", cron="0 0 * * 1", timezone="UTC")))
    service = schedule.Service(s)
    now = datetime.now(UTC)
    weekly_fire = schedule.last_due(schedule.trigger(s.schedules[1]), now)
    assert service.store.claim_run("weekly", weekly_fire)
    service.store.finish_run("weekly", weekly_fire, None, error="renderer crashed",
                             retry_in=120)
    assert service.lead()
    service.tick()
    service.tick()
    runs = {r.schedule: r for r in service.store.runs()}
    assert runs["daily"].status == "done" and runs["weekly"].status == "failed"
    assert runs["weekly"].attempts == 1 and runs["weekly"].next_attempt > now
    assert len(list((tmp_path / "out").glob("daily-*.pdf"))) == 1
    later = now + timedelta(seconds=180)
    assert schedule.catch_up(s, service.store, now=later, at_start=False) == [
        f"weekly@{weekly_fire.isoformat()}"]
    assert schedule.catch_up(s, service.store, now=later, at_start=False) == []
    assert {r.schedule: r.status for r in service.store.runs()} == {"daily": "done",
                                                                    "weekly": "done"}
    assert service.store.run("weekly", weekly_fire).attempts == 2
    service.store.close()


def test_status_lists_pending_and_quarantined(tmp_path):
    cfg = config(tmp_path, "schedule = []\n")
    (tmp_path / "in" / "empty.txt").write_bytes(b"")
    write_article(tmp_path / "in", "new.txt", "port")
    old = tmp_path / "in" / "empty.txt"
    os.utime(old, (time.time() - 3600, time.time() - 3600))
    env = {k: v for k, v in os.environ.items() if not k.startswith("REPORTS_")}
    from reports.config import load

    s = load(cfg, env={})
    s = replace(s, sources=(str(tmp_path / "in"),), database=str(tmp_path / "r.db"))
    store = Store(s.database_url)
    watch.scan(s, store)
    store.close()
    out = subprocess.run([sys.executable, "-m", "reports.cli", "--config", str(cfg), "status",
                          "--format", "json"], cwd=tmp_path, env=env, capture_output=True,
                         text=True, check=True).stdout
    d = json.loads(out)
    assert [Path(p["path"]).name for p in d["pending"]] == ["new.txt"]
    assert [Path(q["path"]).name for q in d["quarantined"]] == ["empty.txt"]
    assert "empty" in d["quarantined"][0]["reason"]
    assert d["last_scan"]["waiting"] and d["articles"] == 0


def test_jobs_of_schedules_no_longer_configured_are_dropped_before_the_service_runs(tmp_path):
    """Two schedules persisted in the job store, then one removed from the settings: the
    next start drops its job before the scheduler runs (never from a job of the
    scheduler's own, which deadlocked a service stopping while it ran)."""
    s = Settings(sources=(str(tmp_path),), database=str(tmp_path / "r.db"),
                 output=str(tmp_path / "out"),
                 schedules=(Schedule(name="daily", cron="0 6 * * *", timezone="UTC"),
                            Schedule(name="weekly", cron="0 6 * * 1", timezone="UTC")))
    service = schedule.Service(s)
    scheduler = service.build()
    service.add_schedules(scheduler)
    scheduler.start(paused=True)  # writes the digest jobs to the database
    scheduler.shutdown(wait=False)
    service.store.close()
    assert sorted(query(tmp_path / "r.db", "select id from apscheduler_jobs")) == [
        ("digest:daily",), ("digest:weekly",)]
    service = schedule.Service(replace(s, schedules=s.schedules[:1]))
    service.add_schedules(service.build())
    service.store.close()
    assert query(tmp_path / "r.db", "select id from apscheduler_jobs") == [("digest:daily",)]


def test_the_service_log_is_timestamped_with_the_web_access_log_when_asked(tmp_path):
    """`reports serve --web` with web.access_log: every line of its log opens with the time
    (ISO 8601, milliseconds, UTC offset), the web's request lines among them."""
    import re

    import httpx

    port = free_port()
    cfg = config(tmp_path, f"schedule = []\n[web]\nport = {port}\naccess_log = true\n")
    db, log = tmp_path / "r.db", tmp_path / "serve.log"
    proc = subprocess.Popen([sys.executable, "-m", "reports", "--config", str(cfg), "serve",
                             "--web"], cwd=tmp_path, env=service_env(),
                            stdout=subprocess.DEVNULL, stderr=log.open("ab"))

    def healthy() -> bool:
        try:
            return httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=5).status_code == 200
        except httpx.TransportError:
            return False

    try:
        wait_for(lambda: _last_scan(db), what="first scan")
        wait_for(healthy, what="the web app")
        wait_for(lambda: "GET /healthz" in log.read_text(encoding="utf-8"), what="an access line")
        assert stop(proc) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    lines = [line for line in log.read_text(encoding="utf-8").splitlines() if line.strip()]
    stamp = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}[+-]\d\d:\d\d "
                       r"(DEBUG|INFO|WARNING|ERROR|CRITICAL) [\w.]+: ")
    assert [line for line in lines if not stamp.match(line)] == []
    assert any(" INFO reports" in line and "serving" in line for line in lines), lines
    assert any(" INFO uvicorn.access: " in line and '"GET /healthz HTTP/1.1" 200' in line
               for line in lines), lines


def test_log_format_json_writes_one_object_a_line(tmp_path):
    """`reports --log-format json serve`: every line of the log parses as JSON with the
    time, the level, the logger and the message."""
    cfg = config(tmp_path, "schedule = []")
    db, log = tmp_path / "r.db", tmp_path / "serve.log"
    (tmp_path / "in" / "empty.txt").write_bytes(b"")  # a quarantine: a WARNING line too
    proc = subprocess.Popen([sys.executable, "-m", "reports", "--log-format", "json", "--config",
                             str(cfg), "serve", "--settle-seconds", "0"], cwd=tmp_path,
                            env=service_env(), stdout=subprocess.DEVNULL, stderr=log.open("ab"))
    try:
        wait_for(lambda: _last_scan(db), what="first scan")
        wait_for(lambda: query(db, "select path from quarantine"), what="the quarantine")
        assert stop(proc) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    lines = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines() if line]
    assert lines and all(set(d) >= {"time", "level", "logger", "message"} for d in lines)
    assert all(datetime.fromisoformat(d["time"]).tzinfo is not None for d in lines)
    assert any(d["level"] == "INFO" and d["message"].startswith("serving:") for d in lines)
