"""Standing alerts (issue 31) with real parts: an alert made through the web app (a real
uvicorn server, a signed-in session), real article files read by `reports ingest`, a real
SQLite store and a real SMTP server on 127.0.0.1 (aiosmtpd). One e-mail per alert, story
and change: a new story, then a new toll; a report that changes nothing sends nothing."""

from __future__ import annotations

import re
import shutil
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from svc_support import smtp_server
from web_support import Running

from reports import alerts, deliver
from reports.cli import main
from reports.config import ConfigError, Settings, load
from reports.ingest import ingest
from reports.store import Store
from reports.web import security

DATA = Path(__file__).parent / "data" / "alerts"
FIRST, SECOND, SAME = sorted(DATA.glob("*.txt"))
PASSWORD = "alerts-pw-1"


def _config(root: Path, port: int, extra: str = "") -> Path:
    (root / "in").mkdir(exist_ok=True)
    cfg = root / "reports.toml"
    cfg.write_text(f"""
sources = ["{root / 'in'}"]
database = "{root / 'r.db'}"
output = "{root / 'out'}"
alert_daily_cap = 0
{extra}
[smtp]
host = "127.0.0.1"
port = {port}
starttls = false
sender = "reports@example.org"
timeout = 10

[web]
password_hash = "{security.hash_password(PASSWORD)}"

[[schedule]]
name = "daily"
recipients = []
""", encoding="utf-8")
    return cfg


def _arrive(cfg: Path, article: Path) -> None:
    """A real file lands in the watched folder and `reports ingest` reads it."""
    shutil.copy(article, cfg.parent / "in" / article.name)
    assert main(["--config", str(cfg), "-q", "ingest"]) == 0


def test_an_alert_made_in_the_web_app_mails_once_per_story_and_change(tmp_path):
    with smtp_server() as (inbox, port):
        cfg = _config(tmp_path, port)
        settings = load(cfg, env={})
        app = Running(settings)
        try:
            c = app.client
            assert c.get("/alerts").status_code == 303  # signed-in users only
            token = app.csrf("/login")
            assert c.post("/login", data={"password": PASSWORD, "csrf": token}).status_code == 303
            refused = c.post("/alerts", data={"name": "Khalef", "entity": "أحمد خلف",
                                              "recipients": "desk@example.org"})
            assert refused.status_code == 403  # no CSRF token: nothing made
            r = c.post("/alerts", data={"name": "Khalef", "entity": "أحمد خلف",
                                        "recipients": "desk@example.org",
                                        "csrf": app.csrf("/alerts")})
            assert r.status_code == 303, r.text
            page = r.headers["location"]
            alert_id = page.rsplit("/", 1)[1]

            _arrive(cfg, FIRST)  # English, names Ahmed Khalef: 24 killed
            assert len(inbox.messages) == 1
            first = inbox.messages[0]
            assert first["To"] == "desk@example.org" and "[Khalef]" in first["Subject"]
            body = first.get_content()
            assert "Army shelling kills 24 in Daraa" in body and "killed 24" in body

            _arrive(cfg, SECOND)  # a second report of the same story: toll 43
            assert len(inbox.messages) == 2
            update = inbox.messages[1]
            assert "update: killed 24 → 24–43" in update["Subject"]
            assert "Update: killed 24 → 24–43" in update.get_content()

            _arrive(cfg, SAME)  # a third report that changes none of the facts
            assert main(["--config", str(cfg), "-q", "ingest"]) == 0  # and nothing new
            with _store(settings) as store:
                deliver.attempt_due(store, settings)
                rows = [d for d in store.deliveries() if d.digest_key.startswith("alert:")]
                assert sorted(d.status for d in rows) == ["sent", "sent"]
                assert len(alerts.matches(store, alert_id)) == 2
            assert len(inbox.messages) == 2  # never twice for one change
            assert {tuple(e[1]) for e in inbox.envelopes} == {("desk@example.org",)}

            shown = c.get(page)  # the matches are shown in the web app
            assert shown.status_code == 200
            assert "killed 24 → 24–43" in shown.text and "24–43" in shown.text
            story = re.search(r'href="/stories/([^"]+)"', shown.text).group(1)
            assert c.get(f"/stories/{story}").status_code == 200  # the story as it is now
            listing = c.get("/alerts").text
            assert "Khalef" in listing and "أحمد خلف" in listing
        finally:
            app.close()


class _store:
    """A store opened and closed around a block."""

    def __init__(self, settings: Settings) -> None:
        self.store = Store(settings.database_url)

    def __enter__(self) -> Store:
        return self.store

    def __exit__(self, *exc: object) -> None:
        self.store.close()


@pytest.fixture(scope="module")
def khalef(tmp_path_factory):
    """A store holding the first two reports (one story, killed 24-43), no alert yet."""
    root = tmp_path_factory.mktemp("khalef")
    (root / "in").mkdir()
    for f in (FIRST, SECOND):
        shutil.copy(f, root / "in" / f.name)
    settings = Settings(sources=(str(root / "in"),), database=str(root / "r.db"),
                        output=str(root / "out"))
    store = Store(settings.database_url)
    ingest(settings, store)
    yield settings, store
    store.close()


@pytest.mark.parametrize(("query", "hit"), [
    ({"entity": "Ahmed Khalef"}, True),
    ({"entity": "أحمد خلف", "threshold": "killed >= 40"}, True),
    ({"entity": "أحمد خلف", "threshold": "killed >= 50"}, False),
    ({"threshold": "killed < 30"}, True),  # its lowest report: 24
    ({"country": "سوريا"}, True),
    ({"country": "SY", "words": "army shelling"}, True),
    ({"country": "Egypt"}, False),
    ({"words": "earthquake"}, False),
    ({"entity": "Ahmed Khalef", "kind": "protest"}, True),
    ({"entity": "Ahmed Khalef", "kind": "election"}, False),
    ({"entity": "بشار الأسد"}, False),
])
def test_what_a_query_matches(khalef, query, hit):
    _settings, store = khalef
    story = next(s for s in store.stories() if len(s.article_ids) == 2)
    q = alerts.make_query(**query)
    arts = {a.id: a for a in store.articles(ids=set(story.article_ids))}
    ents = alerts._entity_articles(store, q.entity) if q.entity else None
    assert alerts.story_matches(q, story, arts, ents) is hit


@pytest.mark.parametrize(("kw", "error"), [
    ({}, "needs something to look for"),
    ({"threshold": "killed >> 3"}, "threshold: expected MEASURE OP NUMBER"),
    ({"kind": "picnic"}, "kind: 'picnic' is not a kind of event"),
    ({"country": "Atlantis"}, "country: 'Atlantis' is not a country"),
    ({"entity": "!!!"}, "holds no word"),
    ({"words": "x" * 201}, "at most 200 characters"),
])
def test_a_query_that_cannot_work_is_refused_in_one_line(kw, error):
    with pytest.raises(alerts.AlertError, match=re.escape(error)):
        alerts.make_query(**kw)


def test_quiet_hours_and_the_daily_cap_hold_alert_mail_back(tmp_path):
    """A match in the quiet hours waits for their end; past the daily cap, the next e-mail
    waits until the oldest of the day's is a day old; neither is lost or sent twice."""
    now = datetime.now(UTC)
    hours = f"{now - timedelta(hours=1):%H:%M}-{now + timedelta(hours=1):%H:%M}"  # around now
    with smtp_server() as (inbox, port):
        settings = Settings(database=str(tmp_path / "r.db"), alert_quiet_hours=hours,
                            alert_timezone="UTC", alert_daily_cap=1,
                            smtp=replace(Settings().smtp, host="127.0.0.1", port=port,
                                         starttls=False, sender="reports@example.org"))
        store = Store(settings.database_url)
        a = alerts.add(store, "toll", alerts.make_query(threshold="killed >= 1"),
                       ["desk@example.org"])
        for n in (1, 2):
            m = alerts.Match(a.id, "s1", f"fp{n}", "s1", f"Attack {n}", "", "2026-12-01",
                             ("a1",), ("en",), (("killed", float(n), float(n)),),
                             change="" if n == 1 else "killed 1 → 1–2")
            assert store.record_match(a.id, m.thread, m.fingerprint, m.story_id, m.as_dict(),
                                      m.key, a.recipients)
            assert not store.record_match(a.id, m.thread, m.fingerprint, m.story_id,
                                          m.as_dict(), m.key, a.recipients)  # once only
        # the e-mails are due from the second they were queued in: past ``now`` when a
        # second ended meanwhile (a loaded machine), so the clock is read again
        now = datetime.now(UTC)
        end = deliver.quiet_until(settings, now)
        assert end is not None and now < end <= now + timedelta(hours=1)
        assert deliver.quiet_until(settings, now + timedelta(hours=3)) is None
        deliver.attempt_due(store, settings, now=now)
        assert inbox.messages == []
        assert all(d.status == "pending" and d.next_attempt == end.replace(microsecond=0)
                   for d in store.deliveries())
        deliver.attempt_due(store, settings, now=end + timedelta(minutes=1))
        assert len(inbox.messages) == 1  # the cap: one a day
        rows = store.deliveries()
        waiting = next(d for d in rows if d.status == "pending")
        first = next(d for d in rows if d.status == "sent")
        assert waiting.next_attempt == first.sent_at + timedelta(days=1)
        deliver.attempt_due(store, settings, now=waiting.next_attempt - timedelta(minutes=1))
        assert len(inbox.messages) == 1
        assert "Attack 1" in inbox.messages[0]["Subject"]
        # a person asking (`reports send --retry-in-doubt` / `--to`) is not held back
        report = deliver.send(store, settings, waiting.digest_key, ["desk@example.org"], wait=False)
        assert report.sent == ["desk@example.org"] and len(inbox.messages) == 2
        assert "update: killed 1 → 1–2" in inbox.messages[1]["Subject"]
        store.close()


def test_the_cli_adds_lists_and_removes_alerts(tmp_path, capsys):
    db = ["--database", str(tmp_path / "r.db")]
    assert main([*db, "alert", "add", "Khalef", "--entity", "أحمد خلف", "--threshold",
                 "killed >= 10", "--to", "desk@example.org"]) == 0
    out = capsys.readouterr().out
    assert re.match(r"a[0-9a-f]{10}  Khalef: أحمد خلف; killed >= 10 -> desk@example.org\n", out)
    assert main([*db, "alert", "add", "Khalef", "--words", "x", "--to", "d@example.org"]) == 1
    assert capsys.readouterr().err == "error: an alert named 'Khalef' exists already\n"
    assert main([*db, "alert", "add", "Bad", "--kind", "attack", "--to", "not an address"]) == 1
    assert capsys.readouterr().err.startswith("error: recipient: not an e-mail address")
    assert main([*db, "alert", "add", "NoTo", "--kind", "attack"]) == 2  # usage: --to missing
    capsys.readouterr()
    assert main([*db, "alert", "list"]) == 0
    assert "Khalef: أحمد خلف; killed >= 10 -> desk@example.org (0 matches)" in capsys.readouterr().out
    assert main([*db, "alert", "remove", "Khalef"]) == 0
    assert capsys.readouterr().out.startswith("removed a")
    assert main([*db, "alert", "remove", "Khalef"]) == 1
    assert "no alert 'Khalef'" in capsys.readouterr().err
    for cmd in (["alert"], ["alert", "add"], ["alert", "list"], ["alert", "remove"]):
        assert main([*cmd, "--help"]) == 0
        assert "Example" in capsys.readouterr().out


def test_bad_alert_settings_are_refused_at_load(tmp_path):
    cfg = tmp_path / "reports.toml"
    cfg.write_text('alert_quiet_hours = "late"\n', encoding="utf-8")
    with pytest.raises(ConfigError, match="alert_quiet_hours: expected HH:MM-HH:MM"):
        load(cfg, env={})


def test_alert_rows_are_written_once_on_sqlite_and_postgresql(database_url):
    """The once-only record of a change and its e-mails (one transaction, INSERT ... ON
    CONFLICT), the alert's name unique, its matches gone with it: the same on both."""
    store = Store(database_url)
    a = alerts.add(store, "Daraa", alerts.make_query(entity="درعا", threshold="killed >= 10"),
                   ["desk@example.org", "night@example.org"])
    with pytest.raises(alerts.AlertError, match="exists already"):
        alerts.add(store, "Daraa", alerts.make_query(words="x"), ["desk@example.org"])
    m = alerts.Match(a.id, "s1", "f1", "s1", "Attack in Daraa", "", "", ("x1",), ("en", "ar"),
                     (("killed", 24.0, 43.0),), alert=a.name, query=a.query.describe())
    assert [store.record_match(a.id, "s1", "f1", "s1", m.as_dict(), m.key, a.recipients)
            for _ in range(3)] == [True, False, False]
    assert sorted(d.recipient for d in store.deliveries(digest_key=m.key)) == [
        "desk@example.org", "night@example.org"]
    assert alerts.matches(store, a.id)[0].tolls == (("killed", 24.0, 43.0),)
    msg = deliver.alert_message(store, Settings(), m.key, "desk@example.org", "<x@example.org>")
    assert msg["Subject"] == "[Daraa] Attack in Daraa"
    assert "Tolls: killed 24–43" in msg.get_content() and "English, Arabic" in msg.get_content()
    assert [x.name for x in alerts.alerts(store)] == ["Daraa"]
    alerts.remove(store, a.id)
    assert alerts.alerts(store) == [] and alerts.matches(store) == []
    with pytest.raises(deliver.DeliveryError, match="was removed"):
        deliver.alert_message(store, Settings(), m.key, "desk@example.org", "<x@example.org>")
    store.close()


def _story(sid: str, ids: tuple[str, ...], langs: tuple[str, ...], tolls: tuple[float, ...]):
    from reports.model import Report, Story, Tally

    reports = tuple(Report(f"x{i}", "Reuters", "en", "2026-04-24", f"{v:g}", "", value=v)
                    for i, v in enumerate(tolls))
    return Story(sid, "Attack in Daraa", ids, langs, (), tallies=(Tally("killed", "", reports),)
                 if tolls else ())


@pytest.mark.parametrize(("after", "line", "same"), [
    (_story("s2", ("a", "b"), ("en",), (24.0,)), "", True),  # a report that changes nothing
    (_story("s2", ("a", "b"), ("ar", "en"), (24.0,)), "now also in Arabic", False),
    (_story("s2", ("a", "b"), ("en",), (43.0, 24.0)), "killed 24 → 24–43", False),
    (_story("s2", ("a", "b"), ("ar", "en"), (43.0, 24.0)), "killed 24 → 24–43; now also in Arabic",
     False),
])
def test_a_change_is_its_tolls_and_languages(after, line, same):
    """The fingerprint that keys an alert's e-mail moves only with the tolls of people at
    large (low, high) and the languages; the line says what moved."""
    before = _story("s1", ("a",), ("en",), (24.0,))
    was = alerts.Match("x", "s1", alerts.fingerprint(before), "s1", "", "", "", ("a",), ("en",),
                       alerts.tolls(before))
    assert (alerts.fingerprint(after) == was.fingerprint) is same
    assert alerts.change_line(was, after) == line
