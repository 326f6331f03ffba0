"""A hostile folder and a full disk (issue 29): one file name, one crafted file or one
database error never stops the service. Real files, real `reports` processes, a real
tmpfs for the full disk."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from svc_support import article_text, config, query, serve, service_env, stop, wait_for

from reports import schedule, sources
from reports.config import Settings
from reports.ingest import Analyzer, Budget, ingest
from reports.model import Document
from reports.store import Store

LATIN1 = os.fsdecode(b"caf\xe9.txt")  # a Latin-1 name, as zip files from Windows make them


def _reports(cwd: Path, *argv: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "reports.cli", *argv], cwd=cwd,
                          env=service_env(), capture_output=True, text=True, timeout=600)


# -- file names that are not UTF-8 -------------------------------------------------------
def test_path_text_is_one_to_one_and_storable():
    names = [os.fsdecode(b"caf\xe9.txt"), "caf\\xe9.txt", "caf\\\\xe9.txt", "a\\b.txt",
             "café.txt", "plain.txt", os.fsdecode(b"\xff\xfe.md")]
    texts = [sources.path_text(n) for n in names]
    assert len(set(texts)) == len(names)
    for t in texts:
        t.encode("utf-8")  # a surrogate would raise here, as the database driver did
    assert texts[0] == "caf\\xe9.txt" and texts[4:6] == ["café.txt", "plain.txt"]


def test_a_name_that_is_not_utf8_is_stored_and_never_stops_the_others(tmp_path):
    src = tmp_path / "in"
    src.mkdir()
    (src / LATIN1).write_text(article_text("flood"), encoding="utf-8")
    (src / "good.txt").write_text(article_text("port"), encoding="utf-8")
    (src / "caf\\xe9.txt").write_text(article_text("bridge"), encoding="utf-8")  # look-alike
    ingest_run = _reports(tmp_path, "--database", "r.db", "ingest", "--source", "in")
    assert ingest_run.returncode == 0, ingest_run.stderr
    keys = sorted(p for (p,) in query(tmp_path / "r.db", "select path from sources"))
    assert len(keys) == 3 and all("\udce9" not in k for k in keys)
    status = _reports(tmp_path, "--database", "r.db", "status")
    assert "articles stored: 3" in status.stdout
    digest = _reports(tmp_path, "--database", "r.db", "digest", "--source", "in",
                      "--out", "out")
    assert digest.returncode == 0, digest.stderr
    [made] = (tmp_path / "out").glob("*.json")
    assert len(json.loads(made.read_text())["articles"]) == 3
    again = _reports(tmp_path, "--database", "r.db", "ingest", "--source", "in")
    assert again.returncode == 0, again.stderr  # known by its key: not read again
    assert "3 unchanged" in again.stdout


def test_serve_reads_a_folder_holding_a_name_that_is_not_utf8(tmp_path):
    cfg = config(tmp_path, settle_seconds=0)
    (tmp_path / "in" / LATIN1).write_text(article_text("flood"), encoding="utf-8")
    (tmp_path / "in" / "good.txt").write_text(article_text("port"), encoding="utf-8")
    log = tmp_path / "serve.log"
    proc = serve(cfg, log)
    try:
        wait_for(lambda: len(query(tmp_path / "r.db", "select hash from articles")) == 2,
                 timeout=120, what="both articles stored")
    finally:
        assert stop(proc) == 0
    assert "Traceback" not in log.read_text(errors="replace")


def test_a_hard_link_to_a_file_outside_is_quarantined_unless_allowed(tmp_path):
    (tmp_path / "in").mkdir()
    secret = tmp_path / "private.txt"
    secret.write_text(article_text("bridge"), encoding="utf-8")
    os.link(secret, tmp_path / "in" / "memo.txt")
    (tmp_path / "in" / "flood.txt").write_text(article_text("flood"), encoding="utf-8")
    settings = Settings(database=str(tmp_path / "r.db"), sources=(str(tmp_path / "in"),))
    report = ingest(settings, Store(settings.database_url))
    assert report.analyzed == ["in/flood.txt"]
    [(key, reason)] = report.quarantined
    assert key == "in/memo.txt" and reason.startswith("hard link: the file has other names")
    allowed = Settings(database=str(tmp_path / "r2.db"), sources=(str(tmp_path / "in"),),
                       allow_hard_links=True)
    assert sorted(ingest(allowed, Store(allowed.database_url)).analyzed) == [
        "in/flood.txt", "in/memo.txt"]


def test_control_and_direction_characters_of_names_are_escaped_in_every_output(tmp_path):
    src = tmp_path / "in"
    src.mkdir()
    hostile = ["clip\x1b]52;c;ZWNobyBoaQ==\x07.txt", "forged\nquarantined: 0.txt",
               "gpj.\u202etxt", "clear\x1b[2J.txt"]
    for name in hostile:
        (src / name).write_bytes(b"")  # empty: quarantined, so its name is listed
    (src / "flood.txt").write_text(article_text("flood"), encoding="utf-8")
    run = _reports(tmp_path, "--database", "r.db", "digest", "--source", "in", "--out", "out")
    assert run.returncode == 0, run.stderr
    status = _reports(tmp_path, "--database", "r.db", "status").stdout
    [md] = (tmp_path / "out").glob("*.md")
    for out in (status, run.stderr, md.read_text(encoding="utf-8")):
        assert "\x1b" not in out and "\u202e" not in out and "\x07" not in out
    forged = [line for line in status.splitlines() if line.startswith("quarantined: ")]
    assert forged == ["quarantined: 4"]  # the forged line stays inside its name
    assert "forged\\x0aquarantined: 0.txt" in status and "gpj.\\u202etxt" in status
    assert "clip\\\\x1b" in md.read_text(encoding="utf-8")  # Markdown escapes the backslash


# -- parsing in the killable worker --------------------------------------------------------
def _table(cols: int, rows: int) -> str:
    line = "|" + "|".join("x" for _ in range(cols)) + "|\n"
    head = "|" + "|".join(f"c{i}" for i in range(cols)) + "|\n"
    return "# A table\n\n" + head + "|" + "|".join("-" for _ in range(cols)) + "|\n" + line * rows


def test_a_file_that_needs_more_memory_to_parse_than_the_budget_is_quarantined(tmp_path):
    (tmp_path / "in").mkdir()
    big = tmp_path / "in" / "table.md"
    big.write_text(_table(20_000, 50), encoding="utf-8")
    (tmp_path / "in" / "small.txt").write_text(article_text("port"), encoding="utf-8")
    settings = Settings(database=str(tmp_path / "r.db"), sources=(str(tmp_path / "in"),),
                        analysis_memory=500)
    store = Store(settings.database_url)
    report = ingest(settings, store)
    assert report.analyzed == ["in/small.txt"]
    [(key, reason)] = report.quarantined
    assert key == "in/table.md"
    assert reason.startswith("analysis stopped: its process used more than 500 MB "
                             "(analysis_memory; reading a file of ")


def test_the_workers_parse_and_say_why_a_file_is_no_article(tmp_path):
    good, empty = tmp_path / "good.txt", tmp_path / "blank.txt"
    good.write_text(article_text("flood"), encoding="utf-8")
    empty.write_text("   \n\n  ", encoding="utf-8")
    with Analyzer(1, Budget()) as analyzer:
        got = dict(analyzer.parse([sources.fetch(good), sources.fetch(empty)]))
    assert isinstance(got[0], Document) and got[0] == sources.read(good)
    assert got[1] == "empty file (only whitespace)"


def _rss_mb(pid: int) -> int:
    return int(Path(f"/proc/{pid}/statm").read_text().split()[1]) * os.sysconf(
        "SC_PAGE_SIZE") // 2**20


def test_serve_keeps_publishing_beside_a_2mb_markdown_table_and_stays_small(tmp_path):
    cfg = config(tmp_path, settle_seconds=0)
    (tmp_path / "in" / "table.md").write_text(_table(20_000, 50), encoding="utf-8")
    log = tmp_path / "serve.log"
    proc = serve(cfg, log)
    peak = 0
    try:
        for i, key in enumerate(("flood", "port", "bridge")):
            (tmp_path / "in" / f"{key}.txt").write_text(article_text(key), encoding="utf-8")

            def stored(n=i + 1):
                nonlocal peak
                peak = max(peak, _rss_mb(proc.pid))
                return len(query(tmp_path / "r.db",
                                 "select path from sources where path like '%.txt'")) == n
            wait_for(stored, timeout=180, what=f"article {key} stored")
        peak = max(peak, _rss_mb(proc.pid))
    finally:
        assert stop(proc) == 0
    assert peak < 400, f"the service itself grew to {peak} MB"


# -- a full disk ---------------------------------------------------------------------------
@pytest.fixture
def small_disk(tmp_path):
    """A 6 MB tmpfs (root only: where it cannot be mounted the test is skipped)."""
    disk = tmp_path / "disk"
    disk.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=6m", "tmpfs", str(disk)],
                          capture_output=True)
    if done.returncode:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.decode().strip()}")
    try:
        yield disk
    finally:
        subprocess.run(["umount", "-l", str(disk)], check=False)


def _fill(disk: Path) -> Path:
    filler = disk / "filler"
    with filler.open("wb", buffering=0) as fh:  # unbuffered: nothing left to fail at close
        try:
            while True:
                fh.write(b"\0" * 65536)
        except OSError:
            pass
    return filler


def test_a_full_disk_pauses_the_service_and_publishing_resumes_once_space_is_back(
        tmp_path, small_disk):
    (tmp_path / "in").mkdir()
    cfg = tmp_path / "reports.toml"
    cfg.write_text(f"""
sources = ["in"]
database = "{small_disk / 'r.db'}"
output = "out"
scan_seconds = 1
settle_seconds = 0
lease_seconds = 8

[[schedule]]
name = "often"
cron = "*/4 * * * * *"
timezone = "UTC"
""", encoding="utf-8")
    db, log = small_disk / "r.db", tmp_path / "serve.log"
    (tmp_path / "in" / "flood.txt").write_text(article_text("flood"), encoding="utf-8")
    proc = serve(cfg, log)
    try:
        wait_for(lambda: query(db, "select hash from articles"), timeout=120,
                 what="a first article")
        filler = _fill(small_disk)
        (tmp_path / "in" / "port.txt").write_text(article_text("port"), encoding="utf-8")
        time.sleep(15)  # scans and digest runs fail for a while
        assert proc.poll() is None
        assert len(query(db, "select hash from articles")) == 1
        filler.unlink()
        wait_for(lambda: len(query(db, "select hash from articles")) == 2, timeout=120,
                 what="the article that arrived while the disk was full")
        freed = time.time()
        (tmp_path / "in" / "bridge.txt").write_text(article_text("bridge"), encoding="utf-8")
        wait_for(lambda: len(query(db, "select hash from articles")) == 3, timeout=120,
                 what="an article after the disk was freed")
        since = time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(freed))
        wait_for(lambda: query(db, "select fire_time from runs where status = 'done' "
                               "and fire_time > ?", since),
                 timeout=120, what="a digest published after the disk was freed")
    finally:
        assert stop(proc) == 0
    text = log.read_text(errors="replace")
    assert "Exception in thread" not in text
    assert "database or disk is full" in text


@pytest.mark.filterwarnings("ignore::pytest.PytestUnhandledThreadExceptionWarning")
def test_a_scheduler_whose_thread_dies_ends_the_service(tmp_path):
    """The scheduler's loop dies of an error nobody foresaw: the service stops (a
    supervisor restarts it) instead of renewing its claim with nothing running."""
    (tmp_path / "in").mkdir()
    settings = Settings(database=str(tmp_path / "r.db"), sources=(str(tmp_path / "in"),),
                        output=str(tmp_path / "out"), scan_seconds=1, lease_seconds=2)
    service = schedule.Service(settings)

    def break_the_loop() -> None:  # run() needs the main thread (signal handlers)
        sched = wait_for(lambda: service.scheduler if service.scheduler is not None
                         and service.scheduler.running else None, what="the scheduler")

        def broken(*args: object, **kwargs: object) -> None:
            raise RuntimeError("an error nobody foresaw")

        sched._process_jobs = broken
        sched.wakeup()

    breaker = threading.Thread(target=break_the_loop)
    breaker.start()
    try:
        with pytest.raises(schedule.ServiceFailed, match="scheduler's thread ended"):
            service.run()
    finally:
        breaker.join()
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        signal.signal(signal.SIGINT, signal.default_int_handler)
    assert not Store(settings.database_url).claimed([schedule.SCHEDULER])  # given back
