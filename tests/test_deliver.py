"""E-mail delivery against a real SMTP server (aiosmtpd on 127.0.0.1), real PDFs and SQLite."""

from __future__ import annotations

import asyncio
import io
import json
import re
import shutil
import ssl
import subprocess
import sys
import threading
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from html import unescape
from pathlib import Path

import pytest
from svc_support import Inbox, free_port, smtp_server, wait_for, write_article

from reports import briefing, deliver, render
from reports.cli import main
from reports.config import Settings, Smtp
from reports.ingest import ingest
from reports.store import Store

SECRET = "pa55-w0rd-never-shown"


@pytest.fixture(scope="module")
def world(tmp_path_factory):
    """A store with two small articles and a settings object pointing at a temp folder."""
    root = tmp_path_factory.mktemp("deliver")
    src = root / "in"
    src.mkdir()
    write_article(src, "flood.txt", "flood")
    write_article(src, "port.txt", "port")
    settings = Settings(sources=(str(src),), database=str(root / "r.db"),
                        output=str(root / "out"), templates=str(root / "templates"),
                        schedules=())
    store = Store(settings.database_url)
    ingest(settings, store)
    yield settings, store
    store.close()


@pytest.fixture(scope="module")
def shared(world) -> str:
    """One digest written once (PDF rendering is the slow part); tests vary recipients."""
    settings, store = world
    _publish(settings, store, "t:shared")
    return "t:shared"


def _publish(settings: Settings, store: Store, key: str, **kw) -> deliver.Briefing:
    s = replace(settings, **kw)
    start = datetime(2000, 1, 1, tzinfo=UTC)
    b = briefing.digest(store, start, datetime(2100, 1, 1, tzinfo=UTC), s.title, lang=s.lang)
    deliver.publish(store, s, b, key.replace(":", "-"), key)
    return b


def _smtp(port: int, **kw) -> Smtp:
    return Smtp(host="127.0.0.1", port=port, starttls=False, sender="desk-bot@example.org",
                retry_seconds=60, **kw)


def test_message_has_text_html_and_pdf(world, shared):
    from pypdf import PdfReader

    settings, store = world
    b = deliver.load_digest(store, settings, shared).briefing
    with smtp_server() as (inbox, port):
        s = replace(settings, smtp=_smtp(port))
        report = deliver.send(store, s, shared, ["editor@example.org"])
    assert report.sent == ["editor@example.org"] and not report.failed
    (msg,) = inbox.messages
    assert inbox.envelopes == [("desk-bot@example.org", ["editor@example.org"])]
    assert msg.get_content_type() == "multipart/mixed"
    alt, pdf_part = msg.iter_parts()
    assert alt.get_content_type() == "multipart/alternative"
    plain, html = alt.iter_parts()
    assert plain.get_content_type() == "text/plain" and html.get_content_type() == "text/html"
    titles = [a.analysis.title for a in b.articles]
    assert len(titles) == 2
    for t in titles:
        assert t in plain.get_content()
        assert t in html.get_content()
    assert "<script" not in html.get_content().lower()
    assert pdf_part.get_content_type() == "application/pdf"
    assert pdf_part.get_filename().endswith(".pdf")
    reader = PdfReader(io.BytesIO(pdf_part.get_content()))
    text = "".join(p.extract_text() for p in reader.pages)
    assert len(reader.pages) >= 1 and "Northfield" in text
    subject = str(msg["Subject"])
    assert "2" in subject  # number of stories
    (d,) = [x for x in store.deliveries(shared) if x.recipient == "editor@example.org"]
    assert (d.status, d.attempts) == ("sent", 1)
    assert d.message_id == msg["Message-ID"]


def test_story_and_article_counts_in_store_log_status_and_subject(world, tmp_path,
                                                                  monkeypatch, capsys, caplog):
    """Five articles, three stories: the digest row, the log line, `reports status` and the
    subject of the e-mail (rebuilt from the JSON file) all say 3 stories."""
    import logging

    settings, store = world
    arts = tuple(store.articles())
    assert len(arts) == 2
    b = _story_of_five(arts)
    caplog.set_level(logging.INFO, logger="reports.deliver")
    deliver.publish(store, settings, b, "counts", "t:counts")
    assert store.digest("t:counts").stories == 3
    assert "digest t:counts: 3 stories, 5 articles" in caplog.text
    with smtp_server() as (inbox, port):
        s = replace(settings, smtp=_smtp(port))
        assert deliver.send(store, s, "t:counts", ["count@example.org"]).sent
    (msg,) = inbox.messages
    assert str(msg["Subject"]).endswith(": 3 stories")
    plain = msg.get_body(("plain",)).get_content()
    assert "Stories: 3 · Articles: 5" in plain and "(3 articles · English)" in plain
    monkeypatch.chdir(tmp_path)
    assert main(["--database", settings.database, "status"]) == 0
    assert "t:counts: 3 stories" in capsys.readouterr().out


def _story_of_five(arts) -> deliver.Briefing:
    """The two stored articles as five in three stories: three copies of one linked as
    a story, and two copies of the other, each a story of its own."""
    from reports.model import Story

    flood, port = sorted(arts, key=lambda a: a.analysis.title)
    copies = tuple(replace(flood, analysis=replace(flood.analysis, id=f"{flood.analysis.id}{i}"))
                   for i in range(3))
    extra = replace(port, analysis=replace(port.analysis, id="x" + port.analysis.id))
    story = Story(id="s", title=flood.analysis.title,
                  article_ids=tuple(a.analysis.id for a in copies), languages=("en",),
                  entity_ids=())
    t = datetime(2026, 11, 30, tzinfo=UTC)
    return deliver.Briefing(title="Counts", kind="digest", period_start=t,
                            period_end=t + timedelta(days=1), generated=t,
                            articles=(*copies, port, extra), stories=(story,))


def test_arabic_subject_survives(world):
    settings, store = world
    s = replace(settings, title="الموجز اليومي", lang="ar")
    b = _publish(settings, store, "t:arabic", title=s.title, lang="ar")
    expected, _, _ = render.render_email(b, s)
    with smtp_server() as (inbox, port):
        deliver.send(store, replace(s, smtp=_smtp(port)), "t:arabic", ["desk@example.org"])
    (msg,) = inbox.messages
    assert str(msg["Subject"]) == expected
    assert "الموجز اليومي" in str(msg["Subject"])
    raw = msg.as_bytes()
    assert "الموجز".encode() not in raw.split(b"\n\n", 1)[0]  # header RFC 2047-encoded


def test_server_down_then_up_gives_exactly_one_delivery(world, shared):
    settings, store = world
    port = free_port()  # nothing listens there yet
    s = replace(settings, smtp=_smtp(port, max_attempts=5))
    store.add_deliveries(shared, ["retry@example.org"])
    t0 = datetime.now(UTC)
    r = deliver.attempt(store, s, shared, now=t0)
    assert r.failed and not r.sent
    (d,) = [x for x in store.deliveries(shared) if x.recipient == "retry@example.org"]
    assert (d.status, d.attempts) == ("retry", 1)
    assert d.next_attempt == (t0 + timedelta(seconds=60)).replace(microsecond=0)
    assert "Connection" in d.last_error or "refused" in d.last_error.lower()
    assert not deliver.attempt(store, s, shared, now=t0 + timedelta(seconds=30)).failed
    r = deliver.attempt(store, s, shared, now=t0 + timedelta(seconds=61))
    (d,) = [x for x in store.deliveries(shared) if x.recipient == "retry@example.org"]
    assert (d.status, d.attempts, d.next_attempt) == ("retry", 2,
                                                      (t0 + timedelta(seconds=181)
                                                       ).replace(microsecond=0))
    with smtp_server(port=port) as (inbox, _):
        assert deliver.attempt(store, s, shared, now=t0 + timedelta(seconds=182)
                               ).sent == ["retry@example.org"]
        for later in (200, 5000, 100000):  # restarts / ticks later: nothing more
            assert not deliver.attempt(store, s, shared,
                                       now=t0 + timedelta(seconds=later)).sent
            assert not deliver.attempt_due(store, s, now=t0 + timedelta(seconds=later)).sent
    assert len(inbox.messages) == 1
    (d,) = [x for x in store.deliveries(shared) if x.recipient == "retry@example.org"]
    assert (d.status, d.attempts) == ("sent", 3)


def test_send_waits_with_backoff_then_delivers(world, shared):
    settings, store = world
    port = free_port()
    s = replace(settings, smtp=replace(_smtp(port), retry_seconds=0.05))
    waits: list[float] = []
    server = {}

    def sleep(seconds: float) -> None:  # the server comes up while we wait
        waits.append(seconds)
        if not server:
            server["ctx"] = smtp_server(port=port)
            server["inbox"] = server["ctx"].__enter__()[0]

    try:
        report = deliver.send(store, s, shared, ["wait@example.org"], sleep=sleep)
    finally:
        if server:
            server["ctx"].__exit__(None, None, None)
    assert report.sent == ["wait@example.org"] and len(report.failed) == 1
    assert len(waits) == 1 and 0 <= waits[0] <= 0.05
    assert len(server["inbox"].messages) == 1


def test_server_down_past_max_attempts_then_back_sends_it(world, shared, tmp_path):
    """SMTP down for longer than the attempts: the delivery waits for the server (no more
    counted attempts, `send` stops waiting) and goes out on the first tick after the server
    answers again, once."""
    settings, store = world
    port = free_port()
    s = replace(settings, smtp=_smtp(port, max_attempts=2))
    t0 = datetime.now(UTC)
    clock = iter([t0, t0, t0 + timedelta(seconds=61), t0 + timedelta(seconds=61)])
    waits: list[float] = []
    r = deliver.send(store, s, shared, ["back@example.org"], sleep=waits.append,
                     clock=lambda: next(clock))
    assert len(r.failed) == 2 and not r.sent and len(waits) == 1  # then it stopped waiting
    (d,) = store.deliveries(shared, status=("retry",))
    assert d.recipient == "back@example.org" and d.attempts == 2
    assert deliver.waiting_for_server(d, s)
    assert d.next_attempt > t0 + timedelta(seconds=62)  # backoff alone would wait 2 min
    for later in (62, 63):  # still down: ticks only probe, no attempt is counted
        assert not deliver.attempt_due(store, s, now=t0 + timedelta(seconds=later)).failed
    assert store.deliveries(shared, status=("retry",))[0].attempts == 2
    with smtp_server(port=port) as (inbox, _):
        assert deliver.attempt_due(store, s, now=t0 + timedelta(seconds=64)
                                   ).sent == ["back@example.org"]
        assert not deliver.attempt_due(store, s, now=t0 + timedelta(seconds=65)).sent
    assert [e[1] for e in inbox.envelopes] == [["back@example.org"]]
    (d,) = [x for x in store.deliveries(shared) if x.recipient == "back@example.org"]
    assert (d.status, d.attempts) == ("sent", 3)


def test_older_than_max_age_stays_failed_with_the_reason(world, shared):
    """The server comes back a day later: a digest older than delivery_max_age_hours is
    not sent late; it is failed, and the reason keeps the last error."""
    settings, store = world
    port = free_port()
    s = replace(settings, smtp=_smtp(port, max_attempts=1), delivery_max_age_hours=24)
    store.add_deliveries(shared, ["late@example.org"])
    t0 = datetime.now(UTC)
    deliver.attempt(store, s, shared, now=t0)  # down: waiting for the server
    with smtp_server(port=port) as (inbox, _):
        r = deliver.attempt_due(store, s, now=t0 + timedelta(hours=25))
    assert not inbox.messages and not r.sent
    (d,) = [x for x in store.deliveries(shared) if x.recipient == "late@example.org"]
    assert d.status == "failed" and d.attempts == 1
    assert d.last_error.startswith("not sent within 24 hours (delivery_max_age_hours)")
    assert "Connection refused" in d.last_error
    assert not deliver.status(store, s)["waiting_for_server"]
    # a person asking again starts a new delivery, with a new age
    with smtp_server(port=port) as (inbox, _):
        assert deliver.send(store, s, shared, ["late@example.org"]).sent == ["late@example.org"]
    assert len(inbox.messages) == 1


def test_missing_digest_files_fail_for_good_and_count_the_attempt(world, tmp_path):
    settings, store = world
    t = datetime(2026, 1, 1, tzinfo=UTC)
    store.record_digest("t:gone", None, "Gone", t, t + timedelta(days=1), 0,
                        {"json": str(tmp_path / "deleted.json")})
    s = replace(settings, smtp=_smtp(free_port(), max_attempts=5))
    store.add_deliveries("t:gone", ["x@example.org"])
    now = datetime.now(UTC)
    r = deliver.attempt(store, s, "t:gone", now=now)
    assert "cannot be read" in r.failed[0][1]
    assert not deliver.attempt(store, s, "t:gone", now=now + timedelta(hours=2)).failed
    (d,) = store.deliveries("t:gone")
    assert (d.status, d.attempts, d.sent_at) == ("failed", 1, None)


def test_backoff_doubles_and_is_capped():
    assert [deliver.backoff(n, 60) for n in (1, 2, 3, 4)] == [60, 120, 240, 480]
    assert deliver.backoff(30, 60) == deliver.MAX_BACKOFF


@pytest.mark.parametrize("addr", ["desk@example.org\nBcc: all@example.org", "no-at-sign",
                                  "@example.org", "a b@example.org"])
def test_bad_addresses_are_refused(addr):
    with pytest.raises(deliver.DeliveryError):
        deliver.check_address(addr)


def _cli_env(tmp_path: Path, monkeypatch, port: int, auth: bool = False) -> Path:
    src = tmp_path / "in"
    src.mkdir()
    write_article(src, "bridge.txt", "bridge")
    cfg = tmp_path / "reports.toml"
    cfg.write_text(f"""
sources = ["{src}"]
database = "{tmp_path / 'r.db'}"
output = "{tmp_path / 'out'}"
schedule = []
[smtp]
host = "127.0.0.1"
port = {port}
starttls = false
retry_seconds = 0.01
""", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    if auth:
        monkeypatch.setenv("REPORTS_SMTP_USER", "bot")
        monkeypatch.setenv("REPORTS_SMTP_PASSWORD", SECRET)
    return cfg


def test_cli_send_twice_sends_once_and_never_shows_the_password(tmp_path, monkeypatch,
                                                                  capsys, caplog):
    import logging

    caplog.set_level(logging.DEBUG)
    with smtp_server(auth=True) as (inbox, port):
        cfg = _cli_env(tmp_path, monkeypatch, port, auth=True)
        assert main(["-v", "--config", str(cfg), "ingest"]) == 0
        today = datetime.now().date().isoformat()
        args = ["-v", "--config", str(cfg), "send", "--date", today, "--to", "desk@example.org"]
        assert main(args) == 0
        first = capsys.readouterr()
        assert main(args) == 0
        second = capsys.readouterr()
        assert main(["-v", "--config", str(cfg), "status"]) == 0
        status_text = capsys.readouterr()
        assert main(["--config", str(cfg), "status", "--format", "json"]) == 0
        status_json = capsys.readouterr()
    assert len(inbox.messages) == 1
    assert inbox.logins == [("bot", SECRET)]  # the password was used ...
    assert f"sent date:{today} to desk@example.org" in first.out
    assert "already sent" in second.out
    assert "sent    date:" in status_text.out and "desk@example.org" in status_text.out
    for text in (first.out, first.err, second.out, second.err, status_text.out,
                 status_text.err, status_json.out, caplog.text):
        assert SECRET not in text  # ... and never shown
    pdf = tmp_path / "out" / f"digest-{today}.pdf"
    assert pdf.is_file() and pdf.read_bytes().startswith(b"%PDF")


def test_cli_send_digest_file_and_user_errors(tmp_path, monkeypatch, capsys):
    with smtp_server() as (inbox, port):
        cfg = _cli_env(tmp_path, monkeypatch, port)
        assert main(["--config", str(cfg), "digest", "--out", str(tmp_path / "d")]) == 0
        capsys.readouterr()
        (js,) = (tmp_path / "d").glob("*.json")
        base = ["--config", str(cfg), "send"]
        assert main([*base, str(js), "--to", "a@example.org", "--to", "b@example.org"]) == 0
        assert main([*base, str(js), "--to", "a@example.org"]) == 0
        assert "already sent" in capsys.readouterr().out
        # the same file name with new content is a new digest
        assert main(["--config", str(cfg), "digest", "--out", str(tmp_path / "d"),
                     "--lang", "ar"]) == 0
        capsys.readouterr()
        assert main([*base, str(js), "--to", "a@example.org"]) == 0
        assert "sent file:" in capsys.readouterr().out
        assert main([*base, str(js), "--to", "bad\naddr@example.org"]) == 1
        assert "not an e-mail address" in capsys.readouterr().err
        assert main([*base, str(js), "--date", "2026-01-01", "--to", "a@example.org"]) == 1
        capsys.readouterr()
    assert sorted(e[1][0] for e in inbox.envelopes) == ["a@example.org", "a@example.org",
                                                        "b@example.org"]
    for m in inbox.messages:
        assert any(p.get_content_type() == "application/pdf" for p in m.iter_attachments())
    monkeypatch.setenv("REPORTS_SMTP_HOST", "")
    assert main(["--config", str(cfg), "send", str(js), "--to", "c@example.org"]) == 1
    assert "no SMTP server" in capsys.readouterr().err


def test_cli_send_failure_exits_1_and_is_recorded(tmp_path, monkeypatch, capsys):
    port = free_port()  # no server at all
    cfg = _cli_env(tmp_path, monkeypatch, port)
    assert main(["-q", "--config", str(cfg), "ingest"]) == 0  # an empty digest is not sent
    base = ["--config", str(cfg), "send", "--no-wait"]
    assert main([*base, "--to", "a@example.org", "--to", "b@example.org"]) == 1
    err = capsys.readouterr().err
    assert "retry: date:" in err and "after 1 attempt(s), next try" in err
    assert "2 recipient(s) not reached" in err
    assert main(["--config", str(cfg), "status", "--format", "json"]) == 0
    ds = json.loads(capsys.readouterr().out)["deliveries"]
    assert [(d["status"], d["attempts"]) for d in ds] == [("retry", 1), ("retry", 1)]
    assert all(d["last_error"] for d in ds)
    # a crash between claim and send leaves "sending": never sent again on its own
    key = ds[0]["digest_key"]
    store = Store(f"sqlite:///{tmp_path / 'r.db'}")
    later = datetime.now(UTC) + timedelta(hours=1)
    assert store.claim_delivery(key, "b@example.org", "<crash@x>", when=later)
    # a delivery that gave up is tried again when a person asks
    store.delivery_failed(key, "a@example.org", "gave up", None)
    store.close()
    with smtp_server(port=port) as (inbox, _):
        assert main([*base, "--to", "a@example.org", "--to", "b@example.org"]) == 1
    out, err = capsys.readouterr()
    assert f"sent {key} to a@example.org" in out
    # claimed moments ago: taken for a live send (in doubt only after 3 SMTP timeouts)
    assert "being sent: date:" in err and "b@example.org" in err
    assert "1 recipient(s) not reached" in err
    assert [e[1] for e in inbox.envelopes] == [["a@example.org"]]


class StallFirstData(Inbox):
    """Takes the first message's DATA and never answers it (that copy is lost: the
    sender is killed meanwhile); later messages are received normally."""

    def __init__(self) -> None:
        super().__init__()
        self.stalled = threading.Event()
        self.release = False

    async def handle_DATA(self, server, session, envelope) -> str:
        if not self.stalled.is_set():
            self.stalled.set()
            while not self.release:
                await asyncio.sleep(0.05)
            return "451 not taken"
        return await super().handle_DATA(server, session, envelope)


def test_kill_during_data_is_in_doubt_until_retried_once(world, shared, tmp_path,
                                                         monkeypatch, capsys):
    """A real `reports send` killed (SIGKILL) while the server holds its DATA: status
    lists it in doubt with the commands to run, `send` refuses it, and
    `send --retry-in-doubt` sends it exactly once."""
    from aiosmtpd.controller import Controller

    settings, store = world
    js = store.digest(shared).files["json"]
    rcpt = "doubt@example.org"
    handler, port = StallFirstData(), free_port()
    cfg = tmp_path / "reports.toml"
    cfg.write_text(f"""
database = "{settings.database}"
output = "{settings.output}"
templates = "{settings.templates}"
schedule = []
[smtp]
host = "127.0.0.1"
port = {port}
starttls = false
timeout = 3
""", encoding="utf-8")  # the kill must come within 3 s of DATA; in doubt 9 s after the claim
    s = replace(settings, smtp=_smtp(port, timeout=3))
    cli = [sys.executable, "-m", "reports.cli", "--config", str(cfg)]
    ctl = Controller(handler, hostname="127.0.0.1", port=port)
    ctl.start()
    try:
        proc = subprocess.Popen([*cli, "send", js, "--to", rcpt], stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE)
        try:
            assert handler.stalled.wait(120), proc.communicate(timeout=5)
        finally:
            proc.kill()  # SIGKILL: no handler, no cleanup
            proc.communicate()
        (d,) = [x for x in store.deliveries(shared) if x.recipient == rcpt]
        assert d.status == "sending" and d.message_id
        fresh = deliver.status(store, s, now=d.claimed_at)  # too recent: may be a live send
        assert fresh["sending"] and not fresh["in_doubt"]
        wait_for(lambda: deliver.status(store, s)["in_doubt"], timeout=30, what="in doubt")

        monkeypatch.chdir(tmp_path)
        assert main(["--config", str(cfg), "status"]) == 0
        out = capsys.readouterr().out
        assert "IN DOUBT: see below" in out and f"Message-ID {d.message_id}" in out
        assert f"    reports send --retry-in-doubt --to {rcpt}\n" in out
        assert f"    reports send --mark-sent --to {rcpt}\n" in out
        assert main(["--config", str(cfg), "status", "--format", "json"]) == 0
        (x,) = json.loads(capsys.readouterr().out)["in_doubt"]
        assert x["recipient"] == rcpt and x["if_missing"].endswith(f"--to {rcpt}")
        assert main(["--config", str(cfg), "send", js, "--to", rcpt]) == 1  # refused
        err = capsys.readouterr().err
        assert "in doubt" in err and f"reports send --retry-in-doubt --to {rcpt}" in err
        assert not handler.messages

        done = subprocess.run([*cli, "send", "--retry-in-doubt", "--to", rcpt],
                              capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr
        assert f"sent {shared} to {rcpt}" in done.stdout
        again = subprocess.run([*cli, "send", "--retry-in-doubt"], capture_output=True,
                               text=True, timeout=120)
        assert again.returncode == 0 and "no delivery in doubt" in again.stdout
    finally:
        handler.release = True
        ctl.stop()
    assert [e[1] for e in handler.envelopes] == [[rcpt]]  # exactly once
    (d,) = [x for x in store.deliveries(shared) if x.recipient == rcpt]
    assert d.status == "sent" and not deliver.status(store, s)["in_doubt"]


def test_in_doubt_found_in_the_mailbox_is_marked_sent(world, shared, tmp_path):
    settings, store = world
    s = replace(settings, smtp=_smtp(free_port(), timeout=1))
    store.add_deliveries(shared, ["there@example.org"])
    t0 = datetime.now(UTC)
    assert store.claim_delivery(shared, "there@example.org", "<there@x>", when=t0)
    # too recent: a send still at work is left alone
    assert deliver.settle_in_doubt(store, s, True, recipients=["there@example.org"],
                                   now=t0) == ([], store.deliveries(status=("sending",)))
    done, busy = deliver.settle_in_doubt(store, s, True, recipients=["there@example.org"],
                                         now=t0 + timedelta(seconds=3))
    assert [d.recipient for d in done] == ["there@example.org"] and not busy
    (d,) = [x for x in store.deliveries(shared) if x.recipient == "there@example.org"]
    assert d.status == "sent" and d.attempts == 1
    with smtp_server(port=s.smtp.port) as (inbox, _):
        assert not deliver.send(store, s, shared, ["there@example.org"]).sent
    assert not inbox.messages


@pytest.mark.skipif(shutil.which("openssl") is None, reason="needs the openssl command")
@pytest.mark.parametrize("mode", ["starttls", "ssl"])
def test_tls_modes_with_login(tmp_path, monkeypatch, world, shared, mode):
    """STARTTLS and implicit TLS against a real TLS server whose CA we trust for the test."""
    from aiosmtpd.controller import Controller
    from svc_support import Inbox

    settings, store = world
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
                    "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost",
                    "-keyout", str(key), "-out", str(cert)], check=True, capture_output=True)
    monkeypatch.setenv("SSL_CERT_FILE", str(cert))  # read by ssl.create_default_context
    server_ctx = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    server_ctx.load_cert_chain(cert, key)
    inbox, port = Inbox(), free_port()
    kw = ({"tls_context": server_ctx, "require_starttls": True} if mode == "starttls"
          else {"ssl_context": server_ctx, "auth_require_tls": False})  # already TLS
    ctl = Controller(inbox, hostname="127.0.0.1", port=port, server_hostname="localhost",
                     authenticator=inbox.authenticate, **kw)
    ctl.start()
    try:
        smtp = Smtp(host="localhost", port=port, starttls=mode == "starttls",
                    ssl=mode == "ssl", user="bot", password=SECRET, sender="bot@example.org")
        r = deliver.send(store, replace(settings, smtp=smtp), shared, [f"{mode}@example.org"],
                         wait=False)
    finally:
        ctl.stop()
    assert r.sent == [f"{mode}@example.org"], r.failed
    assert inbox.logins == [("bot", SECRET)] and len(inbox.messages) == 1


def test_seed_digest_e_mail_subject_blocks_and_pdf_agree_on_the_stories(tmp_path):
    """The seed digest: four articles, grouped as ``SEED_STORIES`` says. The
    digest is made by `reports digest` (recorded: `reports status` lists it), e-mailed by
    `reports send` with its JSON file (which reuses it), and the subject, the HTML blocks
    and the attached PDF all show the same stories."""
    from conftest import EXAMPLES, SEED_STORIES

    n = len(SEED_STORIES)

    db, out = tmp_path / "r.db", tmp_path / "out"
    day = datetime.now().date().isoformat()
    assert main(["-q", "--database", str(db), "digest", "--source", str(EXAMPLES),
                 "--out", str(out), "--date", day]) == 0
    store = Store(f"sqlite:///{db}")
    (rec,) = store.digests()
    assert rec.key.startswith("file:") and rec.stories == n
    made = {p: Path(p).stat().st_mtime_ns for p in rec.files.values()}
    with smtp_server() as (inbox, port):
        env = {"REPORTS_SMTP_HOST": "127.0.0.1", "REPORTS_SMTP_PORT": str(port),
               "REPORTS_SMTP_STARTTLS": "false"}
        with pytest.MonkeyPatch.context() as mp:
            for k, v in env.items():
                mp.setenv(k, v)
            assert main(["-q", "--database", str(db), "send", rec.files["json"],
                         "--to", "desk@example.org", "--no-wait"]) == 0
    assert {p: Path(p).stat().st_mtime_ns for p in rec.files.values()} == made  # reused
    (msg,) = inbox.messages
    assert msg["Subject"].endswith(f": {n} stories")
    html = msg.get_body(("html",)).get_content()
    assert html.count('<td class="story"') == n
    (pdf,) = [p for p in msg.iter_attachments() if p.get_content_type() == "application/pdf"]
    (tmp_path / "mail.pdf").write_bytes(pdf.get_content())
    text = subprocess.run(["pdftotext", str(tmp_path / "mail.pdf"), "-"], capture_output=True,
                          text=True, check=True).stdout
    data = json.loads(Path(rec.files["json"]).read_text("utf-8"))
    assert len(data["articles"]) == 4 and len(data["stories"]) == n
    assert sorted(len(s["article_ids"]) for s in data["stories"]) == sorted(
        len(g) for g in SEED_STORIES)
    heads = [s["title"] for s in data["stories"]]
    for h in heads:  # every story's headline is in the mail and in the PDF
        assert h[:25] in html.replace("&#39;", "'") and " ".join(h.split()[:3]) in text, h
    status = subprocess.run([sys.executable, "-m", "reports.cli", "--database", str(db),
                             "status"], capture_output=True, text=True, check=True).stdout
    assert f"{rec.key}: {n} stories" in status
    store.close()


# -- never a thinner digest over a fuller one, never an empty one mailed ------------------
def _files(out: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(out.glob("digest-*"))}


def _smtp_env(mp: pytest.MonkeyPatch, port: int, out: Path) -> None:
    for k, v in {"REPORTS_SMTP_HOST": "127.0.0.1", "REPORTS_SMTP_PORT": str(port),
                 "REPORTS_SMTP_STARTTLS": "false", "REPORTS_OUTPUT": str(out)}.items():
        mp.setenv(k, v)


def test_send_date_on_another_database_keeps_the_digest_and_mails_nothing(
        tmp_path, monkeypatch, capsys):
    """The new user's case: `reports digest` wrote today's digest from one database;
    `reports send --date` against a database with nothing (or less) for that day neither
    replaces those files nor mails anything, and says which file it kept and how to send
    it. `reports digest` keeps them too; the command it names sends the kept digest."""
    src, one = tmp_path / "in", tmp_path / "one"
    src.mkdir()
    one.mkdir()
    write_article(src, "flood.txt", "flood")
    write_article(src, "port.txt", "port")
    write_article(one, "flood.txt", "flood")
    out, day = tmp_path / "out", datetime.now().date().isoformat()
    full, empty, thin = (str(tmp_path / f"{n}.db") for n in ("full", "empty", "thin"))
    assert main(["-q", "--database", full, "digest", "--source", str(src), "--out",
                 str(out)]) == 0
    capsys.readouterr()
    before = _files(out)
    assert len(before) == 4
    kept = out / f"digest-{day}.json"
    with smtp_server() as (inbox, port):
        monkeypatch.chdir(tmp_path)
        _smtp_env(monkeypatch, port, out)
        send = ["send", "--date", day, "--to", "desk@example.org"]
        assert main(["--database", empty, *send]) == 1
        err = capsys.readouterr().err
        assert f"the database {empty} holds no article for {day}" in err
        assert f"{kept} (2 articles) is kept as it is" in err
        assert f"to send that one: reports send {kept} --to desk@example.org" in err
        assert err.count("\n") == 1  # one line, no traceback

        assert main(["-q", "--database", thin, "ingest", "--source", str(one)]) == 0
        capsys.readouterr()
        assert main(["--database", thin, *send]) == 1
        err = capsys.readouterr().err
        assert (f"nothing sent: kept {kept} and its .html/.pdf/.md (2 articles): the new "
                "digest has 1 article, so it was not written") in err
        assert main(["--database", thin, "digest", "--source", str(one), "--out",
                     str(out)]) == 1
        assert "(2 articles): the new digest has 1 article" in capsys.readouterr().err
        assert _files(out) == before and not inbox.messages
        for db in (empty, thin):
            store = Store(f"sqlite:///{db}")
            assert not store.deliveries() and not store.digests()
            store.close()

        assert main(["--database", thin, "send", str(kept), "--to", "desk@example.org"]) == 0
        (msg,) = inbox.messages
        assert "Stories: 2 · Articles: 2" in msg.get_body(("plain",)).get_content()
        # as many articles as the file holds: written again (the same digest, made anew)
        assert main(["-q", "--database", full, "digest", "--source", str(src), "--out",
                     str(out)]) == 0
    assert _files(out).keys() == before.keys() and _files(out) != before


def test_an_empty_digest_is_mailed_only_with_send_empty(world, tmp_path, monkeypatch, capsys):
    """A day with no article: `reports send` writes and mails nothing, unless send_empty;
    the library refuses an empty digest too, and a delivery row made for one (by an older
    version) is failed with the reason, not sent."""
    settings, store = world
    out, day = tmp_path / "out", "2001-02-03"
    db = str(tmp_path / "none.db")
    with smtp_server() as (inbox, port):
        monkeypatch.chdir(tmp_path)
        _smtp_env(monkeypatch, port, out)
        send = ["--database", db, "send", "--date", day, "--to", "desk@example.org"]
        assert main(send) == 1
        err = capsys.readouterr().err
        assert f"holds no article for {day} (send_empty = true mails empty digests)" in err
        assert not out.exists() and not inbox.messages
        monkeypatch.setenv("REPORTS_SEND_EMPTY", "true")
        assert main(send) == 0
        (msg,) = inbox.messages
        assert str(msg["Subject"]).endswith(": 0 stories")

        s = replace(settings, smtp=_smtp(port))
        t = datetime(2001, 1, 1, tzinfo=UTC)
        b = briefing.digest(store, t, t + timedelta(days=1), "Nothing")
        assert not b.articles
        deliver.publish(store, s, b, "empty", "t:empty")
        with pytest.raises(deliver.EmptyDigest, match="holds no article"):
            deliver.send(store, s, "t:empty", ["e@example.org"])
        assert not store.deliveries("t:empty")
        store.add_deliveries("t:empty", ["old@example.org"])
        r = deliver.attempt(store, s, "t:empty")
        assert not r.sent and "not e-mailed (set send_empty = true" in r.failed[0][1]
        (d,) = store.deliveries("t:empty")
        assert d.status == "failed" and d.attempts == 1
        assert deliver.send(store, replace(s, send_empty=True), "t:empty",
                            ["e@example.org"]).sent == ["e@example.org"]
    assert len(inbox.messages) == 2


_BIDI = dict.fromkeys(map(ord, "\u200e\u200f\u202a\u202b\u202c\u202d\u202e"
                               "\u2066\u2067\u2068\u2069"))


def _flat(text: str) -> str:
    """Text with bidi controls (pdftotext adds them) and line breaks gone."""
    return " ".join(text.translate(_BIDI).split())


def _order(text: str, needles: list[str]) -> list[int]:
    """Where each needle first appears in ``text`` (-1: absent)."""
    return [text.find(n) for n in needles]


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_two_language_story_subject_body_and_pdf_agree(tmp_path, lang):
    """The seed digest, whose first story is told in English and in Arabic, with English
    and with Arabic labels: the subject's count, the plain-text and HTML bodies and the
    attached PDF list the same stories in the same order, each with the same number of
    articles, and the two-language story with all of its articles and languages."""
    from conftest import EXAMPLES, SEED_STORIES
    from reports.labels import count, language_name
    from reports.model import Briefing
    from reports.view import build

    db, out = tmp_path / "r.db", tmp_path / "out"
    assert main(["-q", "--database", str(db), "digest", "--source", str(EXAMPLES),
                 "--out", str(out), "--lang", lang]) == 0
    (js,) = out.glob("*.json")
    with smtp_server() as (inbox, port):
        with pytest.MonkeyPatch.context() as mp:
            _smtp_env(mp, port, out)
            assert main(["-q", "--database", str(db), "send", str(js),
                         "--to", "desk@example.org", "--no-wait"]) == 0
    (msg,) = inbox.messages
    b = Briefing.from_dict(json.loads(js.read_text("utf-8")), lang)
    stories = build(b, Settings(lang=lang))["stories"]
    n = len(SEED_STORIES)
    assert [len(s.articles) for s in stories] == [len(g) for g in SEED_STORIES]
    two = stories[0]
    assert {a.src.lang for a in two.articles} == {"en", "ar"}
    names = [language_name(c, lang) for c in ("en", "ar")]
    heads = [" ".join(s.headline.split()[1:4]) for s in stories]  # a stretch of each headline
    counts = [count(len(s.articles), "article", lang) for s in stories]
    assert str(msg["Subject"]).endswith(count(n, "story", lang))

    plain = msg.get_body(("plain",)).get_content()
    sections = re.findall(r"^## (\d+)\. (.+)$", plain, re.M)
    numbers = [str(k) for k in range(1, n + 1)]
    assert [k for k, _ in sections] == numbers
    assert [h in t for h, (_, t) in zip(heads, sections)] == [True] * n
    glance = re.findall(r"^(\d+)\. \*\*(.+?)\*\* \((.+?)\)", plain, re.M)
    assert [(k, c in meta) for (k, _, meta), c in zip(glance, counts)] == [
        (k, True) for k in numbers]
    assert all(name in glance[0][2] for name in names)
    tags = [f"1{chr(ord('a') + k)}" for k in range(len(two.articles) + 1)]
    assert all(f"[{t}]" in plain for t in tags[:-1]) and f"[{tags[-1]}]" not in plain

    html = msg.get_body(("html",)).get_content()
    blocks = [_flat(unescape(re.sub(r"<[^>]+>", " ", m)))
              for m in re.findall(r'<td class="story"[^>]*>(.*?)</td>', html, re.S)]
    assert len(blocks) == n
    for block, h, c in zip(blocks, heads, counts):
        assert h in block and c in block, (h, c, block[:300])
    assert all(name in blocks[0] for name in names)
    assert all(t in blocks[0] for t in tags[:-1])

    (pdf,) = [p for p in msg.iter_attachments() if p.get_content_type() == "application/pdf"]
    assert pdf.get_content() == js.with_suffix(".pdf").read_bytes()  # the digest's own PDF
    (tmp_path / "mail.pdf").write_bytes(pdf.get_content())
    text = _flat(subprocess.run(["pdftotext", str(tmp_path / "mail.pdf"), "-"],
                                capture_output=True, text=True, check=True).stdout)
    at = _order(text, heads)
    assert -1 not in at and at == sorted(at), (heads, at)  # the same order
    # each story's count: as articles, or as sources where the layout shows those (one
    # source per article in the seed); as many stories with each count as in the mail
    low = text.lower().replace(" ", "")  # pdftotext may drop the space in "3 مقالات"
    for k in {len(s.articles) for s in stories}:
        shown = max(low.count(count(k, noun, lang).lower().replace(" ", ""))
                    for noun in ("article", "source"))
        assert shown >= sum(len(s.articles) == k for s in stories), (k, text[:2000])


def test_send_date_makes_the_day_again_once_the_store_holds_more(tmp_path, monkeypatch,
                                                                   capsys):
    """An empty digest sent (send_empty) before the day's articles came is not reused by
    the next `send --date` once they are stored: the day is made again, with them."""
    src, out = tmp_path / "in", tmp_path / "out"
    src.mkdir()
    day, db = datetime.now().date().isoformat(), str(tmp_path / "r.db")
    with smtp_server() as (inbox, port):
        monkeypatch.chdir(tmp_path)
        _smtp_env(monkeypatch, port, out)
        monkeypatch.setenv("REPORTS_SEND_EMPTY", "true")
        assert main(["--database", db, "send", "--date", day, "--to", "a@example.org"]) == 0
        write_article(src, "flood.txt", "flood")
        assert main(["-q", "--database", db, "ingest", "--source", str(src)]) == 0
        monkeypatch.delenv("REPORTS_SEND_EMPTY")
        assert main(["--database", db, "send", "--date", day, "--to", "b@example.org"]) == 0
        capsys.readouterr()
    first, second = inbox.messages
    assert str(first["Subject"]).endswith(": 0 stories")
    assert "Floods close roads in Northfield" in second.get_body(("plain",)).get_content()
    assert len(json.loads((out / f"digest-{day}.json").read_text("utf-8"))["articles"]) == 1
