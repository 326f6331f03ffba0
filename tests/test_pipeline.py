"""End to end through the CLI: the contract of `reports analyze`, the seeds' briefings,
and a digest that is written once and not re-analyzed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import EXAMPLES, SEED_STORIES, seed
from reports.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture(scope="module")
def briefing(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict]:
    """`reports analyze --format json` over the examples, by file-name prefix."""
    import contextlib
    import io

    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        assert main(["-q", "analyze", "--format", "json", str(EXAMPLES)]) == 0
    data = json.loads(buf.getvalue())
    assert data["schema"] == "reports.briefing/1"
    return {Path(a["source"]).name[:3]: a for a in data["articles"]}


def names(entities: list[dict]) -> set[str]:
    return {n for e in entities for n in (e["name"], *e["aliases"])}


def test_seed_002_defector(briefing: dict[str, dict]) -> None:
    a = briefing["002"]
    assert a["language"] == "en"
    khalef = next(p for p in a["people"] if p["name"] == "Ahmed Khalef")
    assert "Khalef" in khalef["aliases"]
    assert {"Daraa", "Damascus"} <= names(a["places"])
    daraa = next(p for p in a["places"] if p["name"] == "Daraa")
    assert daraa["country"] == "SY" and abs(daraa["lat"] - 32.6) < 0.2
    values = {f["value"] for f in a["figures"]}
    assert {4500, 1500, 350, 24} <= values
    approx = {f["value"]: f["approx"] for f in a["figures"]}
    assert approx[4500] == "around" and approx[24] == "at least"
    genocide = [c for c in a["claims"] if c["speaker"] == "Ahmed Khalef"
                and "genocid" in (c["text"] + c["sentence"]) and "Daraa" in c["sentence"]]
    assert genocide
    assert 3 <= len(a["summary"]) <= 5


def test_gallery_debris_is_nowhere_in_the_briefing(briefing: dict[str, dict]) -> None:
    text = json.dumps(briefing["002"], ensure_ascii=False)
    for debris in ("Cairo", "AFP", "5 of 5", "Credit:", "Friday Protests"):
        assert debris not in text, debris


def test_seed_003_is_arabic(briefing: dict[str, dict]) -> None:
    a = briefing["003"]
    assert a["language"] == "ar"
    assert "أحمد خلف" in names(a["people"])
    assert "درعا" in names(a["places"])
    assert 4500 in {f["value"] for f in a["figures"]}
    assert a["title"]  # no headline line: the first sentence stands in


def test_every_claim_and_figure_points_to_its_sentence(briefing: dict[str, dict]) -> None:
    items = [item for a in briefing.values() for item in a["claims"] + a["figures"]]
    assert len(items) > 20
    for item in items:
        assert item["sentence"] and item["sentence_index"] >= 0
    for f in (f for a in briefing.values() for f in a["figures"]):
        digits = "".join(c for c in f["text"] if c.isdigit())
        assert not digits or digits in "".join(c for c in f["sentence"] if c.isdigit())


def test_digest_writes_four_files_and_second_run_analyzes_nothing(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db, out = str(tmp_path / "r.db"), tmp_path / "out"
    code, stdout, err = run(capsys, "--database", db, "digest", "--source", str(EXAMPLES),
                            "--out", str(out))
    assert code == 0, err
    written = [Path(p) for p in stdout.split()]
    assert sorted(p.suffix for p in written) == [".html", ".json", ".md", ".pdf"]
    assert all(p.stat().st_size > 0 for p in written)
    assert "4 analyzed" in err
    code, _, err = run(capsys, "--database", db, "digest", "--source", str(EXAMPLES),
                       "--out", str(out))
    assert code == 0 and "0 analyzed" in err and "4 unchanged" in err
    digest = json.loads(next(p for p in written if p.suffix == ".json").read_text())
    assert digest["digest"]["articles"] == 4
    ids = {Path(a["sources"][0]).name[:3]: a["id"] for a in digest["articles"]}
    grouped = {frozenset(s["article_ids"]) for s in digest["stories"]}
    assert grouped == {frozenset(ids[f] for f in g) for g in SEED_STORIES}
    # what was merged can be seen and checked
    code, out, _ = run(capsys, "--database", db, "stories")
    biggest = len(SEED_STORIES[0])
    assert code == 0 and f"{biggest} article(s), languages: ar, en" in out and "joined: " in out
    code, out, _ = run(capsys, "--database", db, "entities", "--format", "json")
    khalef = next(e for e in json.loads(out) if e["name"] == "Ahmed Khalef")
    assert "أحمد خلف" in khalef["names"] and len(khalef["article_ids"]) == 2


def test_same_text_under_two_names_is_one_article(tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "in"
    src.mkdir()
    text = seed("002").read_text(encoding="utf-8")
    (src / "a.txt").write_text(text, encoding="utf-8")
    (src / "copy.txt").write_text(text, encoding="utf-8")
    code, out, _err = run(capsys, "--database", str(tmp_path / "r.db"), "ingest",
                         "--source", str(src))
    assert code == 0
    assert out.startswith("2 files: 1 analyzed, 1 known text under a new name")
    # a changed file is a new version; the old article stays
    (src / "a.txt").write_text(text + "\n\nA new last paragraph.", encoding="utf-8")
    code, out, _ = run(capsys, "--database", str(tmp_path / "r.db"), "ingest",
                       "--source", str(src))
    assert out.startswith("2 files: 1 analyzed")


def test_same_body_under_other_headlines_is_one_article_and_one_story(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 10: one body under seven headlines became seven stories."""
    src = tmp_path / "in"
    src.mkdir()
    body = seed("002").read_text(encoding="utf-8").split("\n", 1)[1]
    headlines = ["Syrian Defector: I Was Ordered to Commit Genocide",
                 "Syrian officer says he was told to spare no one in Daraa",
                 "Defector describes orders in Daraa - Example News"]
    for i, headline in enumerate(headlines):
        (src / f"v{i}.txt").write_text(f"{headline}\n\n{body}", encoding="utf-8")
    db = str(tmp_path / "r.db")
    code, out, _ = run(capsys, "--database", db, "ingest", "--source", str(src))
    assert code == 0
    assert out.startswith("3 files: 1 analyzed, 2 known text under a new name")
    code, out, _ = run(capsys, "--database", db, "stories", "--format", "json")
    assert code == 0 and len(json.loads(out)) == 1


def test_user_errors_are_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "--database", str(tmp_path / "r.db"), "dossier", "Nobody")
    assert code == 1 and err.startswith("error: ") and err.count("\n") == 1
    code, _, err = run(capsys, "analyze", "--format", "xml", str(EXAMPLES))
    assert code == 2
    bad = tmp_path / "bad.toml"
    bad.write_text('titel = "x"\n')
    code, _, err = run(capsys, "--config", str(bad), "status")
    assert code == 1 and "titel" in err
