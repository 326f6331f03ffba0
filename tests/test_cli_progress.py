"""Progress on stderr when it is a terminal (a real pseudo-terminal), and none otherwise:
not with -q, not into a pipe or a log file, never from `reports serve`."""

from __future__ import annotations

import os
import pty
import signal
import subprocess
import sys
import threading
from pathlib import Path

from svc_support import config, query, service_env, wait_for, write_article

CLI = [sys.executable, "-m", "reports.cli"]


def on_terminal(args: list[str], cwd: Path, until=None) -> tuple[int, str, str]:
    """Run ``reports ARGS`` with stderr on a pseudo-terminal: (exit code, stdout, what the
    terminal showed). ``until(proc)``, when given, is called while it runs (then SIGTERM)."""
    master, slave = pty.openpty()
    proc = subprocess.Popen([*CLI, *args], cwd=cwd, env=service_env(),
                            stdout=subprocess.PIPE, stderr=slave)
    os.close(slave)
    shown: list[bytes] = []

    def drain() -> None:  # read as it comes: a full terminal buffer would block the writer
        while True:
            try:
                chunk = os.read(master, 4096)
            except OSError:  # EIO: the process closed the terminal
                return
            if not chunk:
                return
            shown.append(chunk)

    reader = threading.Thread(target=drain, daemon=True)
    reader.start()
    try:
        if until is not None:
            try:
                until(proc)
            finally:
                proc.send_signal(signal.SIGTERM)
        out = proc.communicate(timeout=120)[0]
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        reader.join(timeout=10)
        os.close(master)
    return proc.returncode, out.decode(), b"".join(shown).decode()


def _setup(tmp_path: Path) -> tuple[Path, list[str]]:
    src = tmp_path / "in"
    src.mkdir()
    write_article(src, "flood.txt", "flood")
    write_article(src, "port.txt", "port")
    return src, ["--database", str(tmp_path / "r.db")]


def test_ingest_digest_and_dossier_show_progress_on_a_terminal(tmp_path):
    src, db = _setup(tmp_path)
    rc, out, shown = on_terminal([*db, "ingest", "--source", str(src)], tmp_path)
    assert rc == 0 and "2 analyzed" in out
    assert "analyzing 1/2" in shown and "analyzing 2/2" in shown, shown
    assert "\r" in shown  # one line, rewritten in place

    rc, out, shown = on_terminal([*db, "dossier", "Helen Carter", "--out", "d"], tmp_path)
    assert rc == 0 and out.count("dossier-") == 4
    assert "dossier: finding 'Helen Carter' in 2 stored article(s)" in shown
    assert "writing the dossier of 1 article(s)" in shown

    write_article(src, "bridge.txt", "bridge")
    rc, out, shown = on_terminal([*db, "digest", "--source", str(src), "--out", "o"], tmp_path)
    assert rc == 0 and out.count("digest-") == 4
    assert "analyzing 1/1 bridge.txt" in shown and "analyzing 2/" not in shown
    assert "writing the digest (HTML, PDF, Markdown, JSON)" in shown


def test_no_progress_with_quiet_or_without_a_terminal(tmp_path):
    src, db = _setup(tmp_path)
    rc, out, shown = on_terminal(["-q", *db, "ingest", "--source", str(src)], tmp_path)
    assert rc == 0 and "2 analyzed" in out
    assert shown == ""  # -q: nothing at all on the terminal
    write_article(src, "bridge.txt", "bridge")
    p = subprocess.run([*CLI, *db, "digest", "--source", str(src), "--out", "o"], cwd=tmp_path,
                       env=service_env(), capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, p.stderr
    assert "analyzing" not in p.stderr and "writing the digest" not in p.stderr
    assert "\r" not in p.stderr
    assert "1 analyzed" in p.stderr  # the report line stays


def test_serve_shows_no_progress_even_on_a_terminal(tmp_path):
    cfg = config(tmp_path, "schedule = []", settle_seconds=0)
    for i, key in enumerate(("flood", "port", "bridge")):
        write_article(tmp_path / "in", f"{i}.txt", key)
    db = tmp_path / "r.db"

    def stored(proc) -> None:
        wait_for(lambda: query(db, "select count(*) from articles") == [(3,)], timeout=90,
                 what="the service to store the articles")

    rc, _out, shown = on_terminal(["--config", str(cfg), "serve"], tmp_path, until=stored)
    assert rc == 0
    assert "serving:" in shown  # its log is on the terminal ...
    assert "analyzing" not in shown and "reading" not in shown
