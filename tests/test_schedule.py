"""Scheduled digests with nothing in them: written and recorded, e-mailed only when
``send_empty`` asks for it, also on the very first start of `reports serve` (the real
service and APScheduler, a real SQLite file, a real SMTP server on 127.0.0.1)."""

from __future__ import annotations

import json
import subprocess
import sys
from datetime import UTC, datetime, timedelta

import pytest
from svc_support import config, query, serve, service_env, smtp_server, stop, wait_for, write_article

from reports import schedule
from reports.config import Schedule, Settings, Smtp
from reports.ingest import ingest
from reports.store import Store


@pytest.mark.parametrize("send_empty", [False, True])
def test_first_start_mails_the_last_due_digest_only_if_it_has_articles_or_send_empty(
        tmp_path, send_empty):
    """A new user's first `reports serve`: the daily time passed before the service ever
    ran and nothing has been read yet. The catch-up digest is written and its run done,
    but nobody gets an empty briefing unless send_empty = true (then exactly one)."""
    fire = datetime.now(UTC).replace(second=0, microsecond=0) - timedelta(minutes=2)
    db, log = tmp_path / "r.db", tmp_path / "serve.log"
    with smtp_server() as (inbox, port):
        cfg = config(tmp_path, f"""
send_empty = {str(send_empty).lower()}
[smtp]
host = "127.0.0.1"
port = {port}
starttls = false

[[schedule]]
name = "daily"
cron = "{fire.minute} {fire.hour} * * *"
timezone = "UTC"
recipients = ["desk@example.org"]
""")
        proc = serve(cfg, log)
        try:
            wait_for(lambda: query(db, "select status from runs") == [("done",)], timeout=90,
                     what="the start-up catch-up run")
            wait_for(lambda: query(db, "select value from state where key = 'last_scan'"),
                     what="a scan (its e-mail retries) after the run")
            if send_empty:
                wait_for(lambda: inbox.messages, what="the e-mail")
            assert stop(proc) == 0
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
    key = f"daily@{fire.isoformat(timespec='seconds')}"
    (js,) = (tmp_path / "out").glob("daily-*.json")
    assert json.loads(js.read_text(encoding="utf-8"))["articles"] == []  # written anyway
    assert query(db, "select key, stories from digests") == [(key, 0)]
    ((note,),) = query(db, "select note from runs")
    status = subprocess.run([sys.executable, "-m", "reports.cli", "--config", str(cfg),
                             "status"], cwd=tmp_path, env=service_env(), capture_output=True,
                            text=True, check=True).stdout
    if send_empty:
        (msg,) = inbox.messages
        assert str(msg["Subject"]).endswith(": 0 stories")
        assert query(db, "select recipient, status from deliveries") == [
            ("desk@example.org", "sent")]
        assert note is None
    else:
        assert not inbox.messages and not query(db, "select * from deliveries")
        assert note == schedule.EMPTY_NOTE
        assert f"    {schedule.EMPTY_NOTE}\n" in status
        assert "digest daily@" in log.read_text(encoding="utf-8")
        assert schedule.EMPTY_NOTE in log.read_text(encoding="utf-8")


def test_a_run_with_articles_is_mailed_once_and_the_empty_ones_around_it_are_not(tmp_path):
    """Three fire times of one schedule: before any article, with one, and after it (no
    new article): only the middle digest is e-mailed, once."""
    src = tmp_path / "in"
    src.mkdir()
    with smtp_server() as (inbox, port):
        s = Settings(sources=(str(src),), database=str(tmp_path / "r.db"),
                     output=str(tmp_path / "out"),
                     smtp=Smtp(host="127.0.0.1", port=port, starttls=False),
                     schedules=(Schedule(name="hourly", cron="0 * * * *", timezone="UTC",
                                         recipients=("desk@example.org",)),))
        (sched,) = s.schedules
        store = Store(s.database_url)
        trig = schedule.trigger(sched)
        now = datetime.now(UTC)
        first = schedule.last_due(trig, now - timedelta(hours=2))
        assert schedule.run_schedule(s, store, sched, first)
        write_article(src, "port.txt", "port")
        ingest(s, store)
        store.engine.dispose()
        import sqlite3

        con = sqlite3.connect(tmp_path / "r.db")  # it arrived between the first two runs
        with con:
            con.execute("update articles set first_seen = ?",
                        ((first + timedelta(minutes=30)).isoformat(timespec="seconds"),))
        con.close()
        second, third = first + timedelta(hours=1), first + timedelta(hours=2)
        for fire in (second, third):
            assert schedule.run_schedule(s, store, sched, fire)
        assert schedule.run_schedule(s, store, sched, second) is None  # fired twice: no-op
        runs = {r.fire_time: r for r in store.runs(schedule="hourly")}
        assert [runs[t].note for t in (first, second, third)] == [
            schedule.EMPTY_NOTE, None, schedule.EMPTY_NOTE]
        assert [(d.digest_key, d.status) for d in store.deliveries()] == [
            (schedule.digest_key("hourly", second), "sent")]
        store.close()
    (msg,) = inbox.messages
    assert "Dockers strike at Eastport" in msg.get_body(("plain",)).get_content()
