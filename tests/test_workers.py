"""Several hosts on one database: ``reports worker`` processes sharing a source tree
mounted at different places, one of them killed mid-batch; ``reports serve`` on two
hosts, of which exactly one publishes each digest; and the store's file keys, which do
not depend on where the sources are mounted."""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from svc_support import service_env, stop, varied_article, wait_for, write_article

from reports import sources
from reports.config import ConfigError, Settings, load
from reports.ingest import ingest
from reports.store import Store

FILES = 600


def _mounts(tmp_path: Path, n: int) -> tuple[Path, list[Path]]:
    """One shared folder ``share/articles`` and ``n`` "hosts" that mount it at their own
    place (``host<k>/mnt<k>/articles``, a link to the share)."""
    share = tmp_path / "share" / "articles"
    share.mkdir(parents=True)
    mounts = []
    for k in range(n):
        m = tmp_path / f"host{k}" / f"mnt{k}" / "articles"
        m.parent.mkdir(parents=True)
        m.symlink_to(share, target_is_directory=True)
        mounts.append(m)
    return share, mounts


def _config(host: Path, database_url: str, mount: Path, extra: str = "") -> Path:
    cfg = host / "reports.toml"
    cfg.write_text(f'sources = ["{mount}"]\ndatabase = "{database_url}"\noutput = "out"\n'
                   "scan_seconds = 1\nsettle_seconds = 0\nlease_seconds = 8\n" + extra,
                   encoding="utf-8")
    return cfg


def _start(cfg: Path, command: str, log: Path, wrap: list[str] | None = None
           ) -> subprocess.Popen:
    return subprocess.Popen([*(wrap or []), sys.executable, "-m", "reports.cli", "--config",
                             str(cfg), command], cwd=cfg.parent, env=service_env(),
                            stdout=subprocess.DEVNULL, stderr=log.open("ab"),
                            start_new_session=True)


def test_keys_do_not_depend_on_the_mount_point(tmp_path):
    """A file is known by its source folder's name and its path in it: an ingest from a
    second mount of the same share reads nothing again; rows keyed by absolute path (an
    older store, or a one-off ``--source``) are renamed, not read again."""
    share, (a, b) = _mounts(tmp_path, 2)
    write_article(share, "flood.txt", "flood")
    (share / "sub").mkdir()
    write_article(share / "sub", "port.txt", "port")
    db = f"sqlite:///{tmp_path / 'r.db'}"
    store = Store(db)
    one_off = Settings(sources=(), database=db, output=str(tmp_path / "out"))
    first = ingest(one_off, store, [a])  # not a configured source: absolute keys
    assert sorted(first.analyzed) == [str(a / "flood.txt"), str(a / "sub" / "port.txt")]
    seen = ingest(Settings(sources=(str(a),), database=db), store)
    assert seen.unchanged == 2 and not seen.analyzed and not seen.linked
    assert sorted(store.file_states()) == ["articles/flood.txt", "articles/sub/port.txt"]
    other = ingest(Settings(sources=(str(b),), database=db), store)
    assert other.unchanged == 2 and not other.analyzed and not other.linked
    assert sorted(p for art in store.articles() for p in art.sources) == [
        "articles/flood.txt", "articles/sub/port.txt"]
    store.close()
    assert sources.Keys([a])(b / "x.txt") == str(b / "x.txt")  # outside: its own path


def test_two_sources_of_one_name_are_refused(tmp_path):
    (tmp_path / "x" / "articles").mkdir(parents=True)
    (tmp_path / "y" / "articles").mkdir(parents=True)
    cfg = tmp_path / "reports.toml"
    cfg.write_text(f'sources = ["{tmp_path}/x/articles", "{tmp_path}/y/articles"]\n',
                   encoding="utf-8")
    with pytest.raises(ConfigError, match="two folders are named 'articles'"):
        load(cfg, env={})


def test_three_workers_one_killed(database_url, tmp_path):
    """Three ``reports worker`` on three "hosts" (their own mount of the share; the one
    killed with SIGKILL mid-batch has its own host name, so its files come back only
    when its lease runs out) ingest 600 files: each stored once, none lost, none
    quarantined, every claim given back or run out."""
    if database_url.startswith("sqlite"):
        pytest.skip("several hosts share PostgreSQL (SQLite has one writer on one host)")
    if os.geteuid() != 0 or not shutil.which("unshare"):
        pytest.skip("another host name needs root and unshare (util-linux)")
    share, mounts = _mounts(tmp_path, 3)
    logs = [tmp_path / f"host{k}" / "worker.log" for k in range(3)]
    cfgs = [_config(m.parents[1], database_url, m) for m in mounts]
    elsewhere = ["unshare", "--uts", "sh", "-c", 'hostname elsewhere && exec "$@"', "sh"]
    procs = [_start(cfgs[0], "worker", logs[0], wrap=elsewhere)]
    procs += [_start(c, "worker", log) for c, log in zip(cfgs[1:], logs[1:], strict=True)]
    store = Store(database_url)
    try:
        for i in range(FILES):  # the files arrive while the workers run
            (share / f"{i:04}.txt").write_text(varied_article(i % 1000), encoding="utf-8")
        victim = procs[0]
        wait_for(lambda: "analyzed articles/" in logs[0].read_text("utf-8"), timeout=180,
                 what="the victim to store an article")
        claims = {p: o for p, (o, _) in store.claimed().items() if o.startswith("elsewhere")}
        os.killpg(victim.pid, signal.SIGKILL)
        victim.wait()
        assert claims, "killed while holding no claim"
        wait_for(lambda: store.count_articles() >= FILES, timeout=600, every=1,
                 what=f"{FILES} articles stored")
        time.sleep(3)  # nothing more arrives
        assert store.count_articles() == FILES
        keys = sorted(p for art in store.articles() for p in art.sources)
        assert keys == [f"articles/{i:04}.txt" for i in range(FILES)]  # none doubled
        assert store.quarantined() == []
        wait_for(lambda: not store.claimed(), timeout=60, what="every claim given back")
    finally:
        for p in procs[1:]:
            assert stop(p) == 0
        store.close()
    text = "".join(log.read_text("utf-8") for log in logs)
    assert "Traceback" not in text and "ERROR" not in text, text[-3000:]
    # the victim's unfinished files were read by the others, after its lease ran out
    by_others = "".join(log.read_text("utf-8") for log in logs[1:])
    assert any(f"analyzed {p} " in by_others for p in claims), claims


def test_exactly_one_of_two_services_publishes_each_digest(database_url, tmp_path):
    """``reports serve`` on two "hosts" with a digest every 4 seconds: each fire time is
    published by one of them, once; when the one publishing is stopped, the other takes
    the schedules over and publishes the next."""
    share, mounts = _mounts(tmp_path, 2)
    write_article(share, "flood.txt", "flood")
    sched = '[[schedule]]\nname = "tick"\ncron = "*/4 * * * * *"\ntimezone = "UTC"\n'
    cfgs = [_config(m.parents[1], database_url, m, sched) for m in mounts]
    logs = [c.parent / "serve.log" for c in cfgs]
    first = _start(cfgs[0], "serve", logs[0])
    store = Store(database_url)
    second = None
    try:
        wait_for(lambda: any(r.status == "done" for r in store.runs()), timeout=120,
                 what="a first digest")
        second = _start(cfgs[1], "serve", logs[1])
        wait_for(lambda: "the schedules are run by" in logs[1].read_text("utf-8"),
                 timeout=120, what="the second to wait")
        time.sleep(9)  # two fire times with both running
        assert stop(first) == 0
        stopped = time.time()
        wait_for(lambda: "runs the schedules now" in logs[1].read_text("utf-8"),
                 timeout=60, what="the second to take over")
        wait_for(lambda: any(r.status == "done" and r.finished.timestamp() > stopped + 1
                             for r in store.runs()), timeout=60,
                 what="a digest by the second")
        assert stop(second) == 0
        runs = store.runs(limit=500)
    finally:
        for p in (first, second):
            if p is not None and p.poll() is None:
                p.kill()
        store.close()
    one, two = (log.read_text("utf-8") for log in logs)
    assert "Traceback" not in one + two and "ERROR" not in one + two, one + two
    keys = [r.digest_key for r in runs if r.status == "done"]
    assert len(keys) == len(set(keys)) >= 3
    made = re.findall(r"digest (\S+): \d+ stories from", one + two)
    assert sorted(made) == sorted(keys)  # each written by one service, once
    assert re.search(r"digest \S+: \d+ stories", one) and re.search(r"digest \S+: \d+ st", two)
    files = [p for c in cfgs for p in (c.parent / "out").glob("tick-*.json")]
    assert len(files) == len({p.name for p in files}) == len(keys)
    titles = [a["title"] for p in files for a in json.loads(p.read_text("utf-8"))["articles"]]
    assert titles == ["Floods close roads in Northfield"]  # published once, by one of them
