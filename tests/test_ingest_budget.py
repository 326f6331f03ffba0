"""One long article beside small ones: the budget and the worker processes.

Real files, a real SQLite store and real worker processes (killed for real). The long
article is ~600 KB of real news paragraphs (the English dev texts, each paragraph made
unique so the reader keeps it). Speed and memory are measured in
``benchmarks/long_article.py``; here only what happens, in what order, and what is said.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import threading
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from conftest import EXAMPLES, SHARED
from reports import briefing, render, sources
from reports.analysis import analyze, first_words
from reports.analysis.nlp import CHUNK_CHARS, chunks, parse
from reports.config import ConfigError, Settings, load
from reports.ingest import Analyzer, Budget, ingest
from reports.model import Analysis
from reports.store import Store


def long_text(size: int = 600_000) -> str:
    """A headline and ~``size`` bytes of news paragraphs from the English dev texts."""
    paragraphs = []
    for f in sorted((SHARED / "eval" / "dev").glob("*_en/*.json")):
        text = json.loads(f.read_text(encoding="utf-8")).get("text", "")
        paragraphs += [p.strip() for p in text.split("\n\n") if len(p.split()) > 8]
    assert paragraphs
    out, n, k = [], 0, 0
    while n < size:
        p = f"{paragraphs[k % len(paragraphs)]} (Dispatch {k + 1}.)"
        out.append(p)
        n += len(p.encode()) + 2
        k += 1
    return "Long Report On The Week\n\n" + "\n\n".join(out) + "\n"


def analyzed_words(a: Analysis) -> int:
    """N of the note "analyzed the first N of M words: ..."."""
    assert a.truncated.startswith("analyzed the first ")
    return int(a.truncated.split()[3].replace(",", ""))


@pytest.fixture(scope="module")
def big_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    p = tmp_path_factory.mktemp("long") / "long.txt"
    p.write_text(long_text(), encoding="utf-8")
    return p


def folder(root: Path, big: Path) -> Path:
    """The long article and the four examples, in one watched folder."""
    src = root / "articles"
    src.mkdir()
    shutil.copy(big, src / "000-long.txt")  # first in the listing order
    for p in sorted(EXAMPLES.glob("*.txt")):
        shutil.copy(p, src / p.name)
    return src


def test_long_article_is_stored_after_the_small_ones_with_a_note(tmp_path: Path,
                                                                 big_file: Path) -> None:
    src = folder(tmp_path, big_file)
    settings = Settings(database=str(tmp_path / "r.db"), sources=(str(src),), workers=1,
                        analysis_words=20_000, templates=str(tmp_path / "none"))
    store = Store(settings.database_url)
    report = ingest(settings, store)
    big = "articles/000-long.txt"
    small = {f"articles/{p.name}" for p in src.glob("0*_*.txt")}
    assert len(small) == 4 and not report.quarantined
    assert set(report.analyzed) == small | {big}
    assert report.analyzed[-1] == big  # stored last although listed first

    stored = {a.sources[0]: a for a in store.articles()}
    long = stored[big].analysis
    assert long.words > 90_000
    assert 19_000 < analyzed_words(long) <= 20_000  # whole paragraphs
    assert f"of {long.words:,} words" in long.truncated
    assert "analysis_words = 20000" in long.truncated
    assert long.people and long.summary and long.claims
    assert all(not stored[p].analysis.truncated for p in small)
    assert Analysis.from_dict(long.as_dict()) == long

    now = datetime.now(UTC)
    b = briefing.digest(store, now - timedelta(hours=1), now + timedelta(hours=1), "Today")
    for text in (render.render_markdown(b, settings), render.render_html(b, settings)):
        assert text.count("Analyzed in part") == 1
        assert "analysis_words = 20000" in text


def test_an_article_over_the_time_limit_is_quarantined_and_the_scan_goes_on(
        tmp_path: Path, big_file: Path) -> None:
    src = folder(tmp_path, big_file)
    settings = Settings(database=str(tmp_path / "r.db"), sources=(str(src),), workers=1,
                        analysis_words=0, analysis_seconds=0, analysis_timeout=2)
    store = Store(settings.database_url)
    report = ingest(settings, store)
    big = "articles/000-long.txt"
    assert len(report.analyzed) == 4 and big not in report.analyzed
    [(path, reason)] = report.quarantined
    assert path == big
    assert reason.startswith("analysis stopped: still running after 2 s (analysis_timeout")
    assert [(q.path, q.reason) for q in store.quarantined()] == [(big, reason)]
    assert ingest(settings, store).unchanged == 5  # not retried until the file changes


def test_a_killed_worker_is_replaced(big_file: Path) -> None:
    big = sources.read(big_file)
    small = sources.read(next(EXAMPLES.glob("002_*")))
    with Analyzer(1, Budget(0, 0, 2)) as analyzer:
        [(_, reason)] = analyzer.completed([big])
        assert "after 2 s" in reason and not analyzer.pool
        [(_, result)] = analyzer.completed([small])
        assert isinstance(result, Analysis) and result.people


def test_a_worker_that_dies_gives_its_article_a_reason(big_file: Path) -> None:
    big = sources.read(big_file)
    small = sources.read(next(EXAMPLES.glob("002_*")))
    with Analyzer(1, Budget(0, 0, 0)) as analyzer:
        def kill_when_busy() -> None:
            deadline = time.monotonic() + 60
            while time.monotonic() < deadline:
                busy = [w for w in list(analyzer.pool) if w.job is not None]
                if busy:
                    time.sleep(0.5)
                    os.kill(busy[0].proc.pid, signal.SIGKILL)
                    return
                time.sleep(0.05)

        killer = threading.Thread(target=kill_when_busy)
        killer.start()
        [(_, reason)] = analyzer.completed([big])
        killer.join()
        assert reason == "analysis failed: the analysis process died (exit code -9; out of memory?)"
        assert [type(r) for r in analyzer.map([small, small])] == [Analysis, Analysis]


def test_parsing_stops_at_the_time_budget(big_file: Path) -> None:
    doc = sources.read(big_file)
    a = analyze(doc, max_words=0, max_seconds=0.5)  # the first piece is always parsed
    assert "parsing stopped at the time budget (analysis_seconds = 0.5)" in a.truncated
    assert 0 < analyzed_words(a) < a.words and a.people


def test_word_budget_keeps_whole_paragraphs() -> None:
    text = "one two three\n\nfour five six\n\nseven eight"
    assert first_words(text, 8) == text
    assert first_words(text, 7) == "one two three\n\nfour five six"
    assert first_words(text, 5) == "one two three"
    assert first_words(text, 2) == "one two"  # a first paragraph longer than the budget


def test_long_texts_are_parsed_in_pieces_that_join_back() -> None:
    para = "The minister said on Monday that 40 schools would close. " * 6
    text = "\n\n".join(f"{para}Item {i}." for i in range(200))
    pieces = chunks(text)
    assert len(pieces) > 1 and "".join(pieces) == text
    assert all(len(p) <= CHUNK_CHARS and p.endswith("\n\n") for p in pieces[:-1])
    one_line = "word " * 10_000  # no paragraph or sentence break: cut at a space
    assert "".join(chunks(one_line, 1000)) == one_line
    assert all(p.endswith(" ") for p in chunks(one_line, 1000)[:-1])

    parsed = parse(text, "en")
    assert parsed.text == text and len(parsed.sentences) >= 200 * 6
    assert all(parsed.text[s.start:s.end] == s.text for s in parsed.sentences)
    cuts = [len("".join(pieces[:i])) for i in range(1, len(pieces))]
    assert not [c for c in cuts for s in parsed.sentences if s.start < c < s.end]


def test_budget_settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)  # no reports.toml here
    assert (Settings().analysis_words, Settings().analysis_seconds,
            Settings().analysis_timeout) == (50_000, 60.0, 180.0)
    s = load(None, env={"REPORTS_ANALYSIS_WORDS": "0", "REPORTS_ANALYSIS_TIMEOUT": "30"})
    assert Budget.of(s) == Budget(0, 60.0, 30.0)
    with pytest.raises(ConfigError, match="analysis_seconds: must be 0 or more"):
        load(None, env={"REPORTS_ANALYSIS_SECONDS": "-1"})


def test_analyze_command_applies_the_budget(big_file: Path, tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    from reports.cli import main

    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("REPORTS_ANALYSIS_WORDS", "2000")
    assert main(["-q", "analyze", "--format", "json", str(big_file)]) == 0
    [a] = json.loads(capsys.readouterr().out)["articles"]
    assert a["truncated"].endswith("(analysis_words = 2000)") and a["words"] > 90_000
    assert main(["-q", "analyze", str(big_file)]) == 0
    assert "\nAnalyzed in part: analyzed the first 1," in capsys.readouterr().out
