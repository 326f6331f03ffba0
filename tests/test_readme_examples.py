"""The README's example commands run as written after `make demo` (as sqlite-utils tests its
documentation): every command of every ```sh block is extracted, then run in the README's
order in a temp folder set up as `make demo` leaves a checkout (the demo's own recipe, read
from the Makefile), each checked to exit 0 and to produce what the README says.

A command is either checked by a handler below (keyed by its exact text), run and checked
to exit 0, or listed in NOT_RUN with the reason; a command the README gains is run, so a
new example that fails to run fails here. No network: SMTP is aiosmtpd on 127.0.0.1.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import signal
import sqlite3
import subprocess
import sys
import textwrap
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import pytest
from svc_support import query, service_env, smtp_server, wait_for

from conftest import EXAMPLES, ROOT

README = ROOT / "README.md"
MAKEFILE = ROOT / "Makefile"

# Commands of the README that this test does not run, and why (each must still be in the
# README, so the list cannot rot).
NOT_RUN = {
    "make demo": "this test's set-up: the demo's recipe, read from the Makefile, is run "
                 "first",
    "make test": "the test suite itself",
    "pip install .": "installs the checkout into the caller's environment; the wheel it builds is "
                     "checked by tests/test_packaging.py",
    "make eval": "scores every eval set of ../shared/eval (minutes); the same scores are "
                 "tested by tests/test_eval_gate.py",
    "make pins": "writes tests/eval_pins.json",
    "make pins PINS_ARGS=--new-eval-data": "writes tests/eval_pins.json",
    "PATH=.venv/bin:$PATH python ../shared/eval/score.py ../shared/eval/dev/ner_ar --details":
        "a developer's look at ../shared/eval, outside the checkout; scored by "
        "tests/test_eval_gate.py",
}


def sh_blocks(text: str) -> list[list[str]]:
    """The commands of each ```sh block (indented ones too), comments dropped."""
    blocks = []
    for m in re.finditer(r"^( *)```sh\n(.*?)^\1```", text, re.M | re.S):
        body = textwrap.dedent(m.group(2))
        blocks.append([_command(line) for line in body.splitlines() if _command(line)])
    return blocks


def _command(line: str) -> str:
    """A line without its trailing `# comment` (a # inside quotes stays)."""
    quote = ""
    for i, c in enumerate(line):
        if quote:
            quote = "" if c == quote else quote
        elif c in "'\"":
            quote = c
        elif c == "#" and (i == 0 or line[i - 1].isspace()):
            return line[:i].strip()
    return line.strip()


def demo_recipe() -> list[str]:
    """The shell lines of the Makefile's demo target, with `$(BIN)/` as on PATH."""
    lines = MAKEFILE.read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("demo:"))
    out = []
    for line in lines[start + 1:]:
        if not line.startswith("\t"):
            break
        out.append(line.strip().replace("$(BIN)/", ""))
    return out


@dataclass
class Ran:
    rc: int
    out: str
    err: str


@dataclass
class World:
    """The temp checkout after `make demo`, the environment of the shell, the inbox."""

    root: Path
    env: dict[str, str]
    inbox: object
    day: str = field(default_factory=lambda: date.today().isoformat())

    def run(self, cmd: str, timeout: float = 120) -> Ran:
        p = subprocess.run(["bash", "-c", cmd], cwd=self.root, env=self.env,
                           capture_output=True, text=True, timeout=timeout)
        return Ran(p.returncode, p.stdout, p.stderr)

    @property
    def db(self) -> Path:
        return self.root / "reports.db"


def _paths(out: str) -> list[Path]:
    return [Path(line) for line in out.splitlines() if line.strip()]


def _json(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


# -- what each command says it does ------------------------------------------------------
def check_demo(w: World, r: Ran, readme: str) -> None:
    """Prints the four files the README lists, of the articles in examples/articles/."""
    m = re.search(r"`make demo`.*?prints\s+the\s+four\s+files\s+it\s+wrote:\n\n```\n(.*?)```",
                  readme, re.S)
    assert m, "the README no longer shows what `make demo` prints"
    listed = m.group(1).replace("YYYY-MM-DD", w.day).split()
    assert [str(Path(p).relative_to(w.root)) for p in r.out.split()] == listed
    data = _json(w.root / listed[-1])
    assert len(data["articles"]) == 4 and w.db.is_file()  # the default database


def check_analyze(w: World, r: Ran, readme: str) -> None:
    """One object of the schema the README shows, for the article named."""
    data = json.loads(r.out)
    assert data["schema"] == "reports.briefing/1" and not data["errors"]
    (a,) = data["articles"]
    assert a["title"] == "Syrian Defector: I Was Ordered to Commit Genocide"
    assert "Ahmed Khalef" in [p["name"] for p in a["people"]]
    assert not (w.root / "output" / "analyze").exists()  # stores nothing


def check_digest_examples(w: World, r: Ran, readme: str) -> None:
    """Ingests (the demo read the files already: unchanged) and writes the four files."""
    assert "4 unchanged" in r.err
    files = _paths(r.out)
    assert [p.suffix for p in files] == [".html", ".pdf", ".md", ".json"]
    assert all(p.name.startswith(f"digest-{w.day}") for p in files)
    assert len(_json(w.root / files[-1])["articles"]) == 4


def check_dossier(w: World, r: Ran, readme: str) -> None:
    """A dossier from both languages, the same as the one on "Ahmed Khalef"."""
    files = _paths(r.out)
    assert [p.suffix for p in files] == [".html", ".pdf", ".md", ".json"]
    ar = _json(w.root / files[-1])
    assert {a["language"] for a in ar["articles"]} == {"ar", "en"}
    latin = w.run('reports dossier "Ahmed Khalef"')
    assert latin.rc == 0, latin.err
    en = _json(w.root / _paths(latin.out)[-1])
    assert sorted(a["id"] for a in en["articles"]) == sorted(a["id"] for a in ar["articles"])


def check_stories(w: World, r: Ran, readme: str) -> None:
    """One story holds 002 and its Arabic source 003."""
    ids = _ids(w)
    both = [line for line in r.out.splitlines() if "languages: ar, en" in line]
    assert len(both) == 1, r.out
    assert ids["002"] in both[0] and ids["003"] in both[0]


def _ids(w: World) -> dict[str, str]:
    """Article id of each example file, from the demo's digest."""
    data = _json(w.root / "output" / f"digest-{w.day}.json")
    return {Path(s).name[:3]: a["id"] for a in data["articles"] for s in a["sources"]}


def check_init(w: World, r: Ran, readme: str) -> None:
    """Writes a commented reports.toml, send_empty among its settings."""
    assert r.out.strip() == "reports.toml"
    text = (w.root / "reports.toml").read_text(encoding="utf-8")
    assert "send_empty = false" in text and "[[schedule]]" in text


def check_status(w: World, r: Ran, readme: str) -> None:
    """What is stored, the service, the schedule."""
    assert "articles stored: 4" in r.out
    assert "service: not running (last started" in r.out  # the `serve` above, stopped
    assert "daily (0 6 * * *" in r.out


def run_serve(w: World, cmd: str) -> Ran:
    """Foreground until SIGTERM, which stops it after the job in progress: exit 0."""
    log = w.root / "serve.log"
    with log.open("wb") as fh:
        proc = subprocess.Popen(["bash", "-c", f"exec {cmd}"], cwd=w.root, env=w.env,
                                stdout=subprocess.DEVNULL, stderr=fh)
        try:
            wait_for(lambda: query(w.db, "select value from state where key = 'last_scan'"),
                     timeout=60, what="a first scan")
            proc.send_signal(signal.SIGTERM)
            rc = proc.wait(timeout=60)
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
    err = log.read_text(encoding="utf-8")
    assert "serving: watching articles" in err, err
    return Ran(rc, "", err)


def _in_doubt(w: World, json_path: Path, rcpt: str) -> str:
    """A delivery of ``json_path`` claimed an hour ago and never finished (a crash)."""
    from reports import deliver
    from reports.config import Settings
    from reports.store import Store

    store = Store(Settings(database=str(w.db)).database_url)
    try:
        key = deliver.register_file(store, json_path)
        store.add_deliveries(key, [rcpt])
        assert store.claim_delivery(key, rcpt, "<crash@readme>")
    finally:
        store.close()
    con = sqlite3.connect(w.db)  # the crash was an hour ago: older than any live send
    with con:
        con.execute("update deliveries set claimed_at = ? where digest_key = ?",
                    ((datetime.now(UTC) - timedelta(hours=1)).isoformat(timespec="seconds"),
                     key))
    con.close()
    return key


def before_retry_in_doubt(w: World) -> None:
    w.env["_KEY"] = _in_doubt(w, w.root / "output" / f"digest-{w.day}.json",
                              "desk@example.org")


def check_retry_in_doubt(w: World, r: Ran, readme: str) -> None:
    """Not in the mailbox: sent again, once."""
    assert f"sent {w.env['_KEY']} to desk@example.org" in r.out
    assert [e[1] for e in w.inbox.envelopes] == [["desk@example.org"]]


def before_mark_sent(w: World) -> None:
    dossier = next((w.root / "output").glob("dossier-*.json"))
    w.env["_KEY"] = _in_doubt(w, dossier, "desk@example.org")


def check_mark_sent(w: World, r: Ran, readme: str) -> None:
    """In the mailbox: recorded as sent, not sent again."""
    assert f"marked sent: {w.env['_KEY']} to desk@example.org" in r.out
    assert len(w.inbox.messages) == 1
    assert query(w.db, "select status from deliveries where digest_key = ?",
                 w.env["_KEY"]) == [("sent",)]


def check_copy_css(w: World, r: Ran, readme: str) -> None:
    from reports.render import TEMPLATES_DIR

    copied = w.root / "templates" / "print.css"
    assert copied.read_bytes() == (Path(TEMPLATES_DIR) / "print.css").read_bytes()


def check_edit_and_digest(w: World, r: Ran, readme: str) -> None:
    """The edited stylesheet is the one the PDF is printed with."""
    pdf = w.root / "output" / f"digest-{w.day}.pdf"
    assert str(pdf) in r.out
    text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True,
                          check=True).stdout
    assert "EDITED BY THE README TEST" in text


CHECKS: dict[str, Callable[[World, Ran, str], None]] = {
    "reports analyze --format json examples/articles/002_c3df465974cf283c.txt": check_analyze,
    "reports digest --source examples/articles --out output": check_digest_examples,
    'reports dossier "أحمد خلف"': check_dossier,
    "reports stories": check_stories,
    "reports init": check_init,
    "reports status": check_status,
    "reports send --retry-in-doubt --to desk@example.org": check_retry_in_doubt,
    "reports send --mark-sent --to desk@example.org": check_mark_sent,
    "mkdir -p templates && cp \"$(.venv/bin/python -c 'from reports.render import "
    "TEMPLATES_DIR; print(TEMPLATES_DIR)')/print.css\" templates/": check_copy_css,
    "$EDITOR templates/print.css && reports digest": check_edit_and_digest,
}
BEFORE: dict[str, Callable[[World], None]] = {
    "reports send --retry-in-doubt --to desk@example.org": before_retry_in_doubt,
    "reports send --mark-sent --to desk@example.org": before_mark_sent,
}


def test_readme_lists_only_commands_it_has():
    """Every command named here is in the README (a renamed example fails here first)."""
    commands = {c for block in sh_blocks(README.read_text(encoding="utf-8")) for c in block}
    assert set(NOT_RUN) <= commands, set(NOT_RUN) - commands
    assert set(CHECKS) <= commands, set(CHECKS) - commands
    assert "reports serve" in commands and 'reports dossier "أحمد خلف"' in commands


def test_every_readme_example_runs_as_written_after_the_demo(tmp_path):
    readme = README.read_text(encoding="utf-8")
    root = tmp_path / "checkout"
    shutil.copytree(EXAMPLES, root / "examples" / "articles")
    (root / "output").mkdir()
    # `reports` is this checkout's; `.venv/bin/python` (named by the README) is this one
    shim = tmp_path / "bin"
    shim.mkdir()
    (shim / "reports").write_text(f'#!/bin/sh\nexec {shlex.quote(sys.executable)} '
                                  '-m reports.cli "$@"\n', encoding="utf-8")
    (shim / "reports").chmod(0o755)
    if sys.prefix != sys.base_prefix:  # a venv: it must be found beside its python
        (root / ".venv").symlink_to(sys.prefix, target_is_directory=True)
    else:
        (root / ".venv" / "bin").mkdir(parents=True)
        (root / ".venv" / "bin" / "python").symlink_to(sys.executable)
    editor = tmp_path / "editor"  # what a person does in $EDITOR: change the stylesheet
    editor.write_text('#!/bin/sh\nprintf \'\\nbody::after { content: "EDITED BY THE README '
                      'TEST"; }\\n\' >> "$1"\n', encoding="utf-8")
    editor.chmod(0o755)
    with smtp_server() as (inbox, port):
        env = service_env(PATH=f"{shim}{os.pathsep}{os.environ['PATH']}", EDITOR=str(editor),
                          # the [smtp] a reader sets up after `reports init`
                          REPORTS_SMTP_HOST="127.0.0.1", REPORTS_SMTP_PORT=str(port),
                          REPORTS_SMTP_STARTTLS="false")
        env.pop("VIRTUAL_ENV", None)
        w = World(root, env, inbox)
        for line in demo_recipe():
            r = w.run(line)
            assert r.rc == 0, (line, r.err)
            check_demo(w, r, readme)
        ran = []
        for block in sh_blocks(readme):
            for cmd in block:
                if cmd in NOT_RUN:
                    continue
                if cmd.startswith("export "):
                    name, _, value = cmd[len("export "):].partition("=")
                    w.env[name] = value
                    continue
                if cmd in BEFORE:
                    BEFORE[cmd](w)
                r = run_serve(w, cmd) if cmd.endswith("reports serve") else w.run(cmd)
                assert r.rc == 0, f"`{cmd}` exited {r.rc}:\n{r.err[-3000:]}"
                if cmd in CHECKS:
                    CHECKS[cmd](w, r, readme)
                ran.append(cmd)
    assert set(CHECKS) <= set(ran)
    assert "reports serve" in ran


@pytest.mark.parametrize("line, command", [
    ('reports dossier "أحمد خلف"            # same dossier as "Ahmed Khalef"',
     'reports dossier "أحمد خلف"'),
    ("make test   # same set-up", "make test"),
    ("echo 'a # b'", "echo 'a # b'"),
])
def test_comments_are_cut_outside_quotes_only(line, command):
    assert _command(line) == command
