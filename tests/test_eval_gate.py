"""Quality gate (as trafilatura's eval gate): no field of a gated eval set may score more than
``eval_pins.TOLERANCE`` (noise only) below its pin in ``tests/eval_pins.json``, and pins are
compared only with the eval data they were measured on (a fingerprint of it). ``make pins``
(``scripts/eval_pins.py``) raises the pins and refuses to lower them."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import ROOT, SHARED

sys.path.insert(0, str(ROOT / "scripts"))
import eval_pins  # noqa: E402

needs_shared = pytest.mark.skipif(not (SHARED / "eval" / "score.py").is_file() and not os.environ.get("CI"),
                                  reason="shared/eval not beside the repository")
PINS = eval_pins.load(eval_pins.PINS)["sets"]


@needs_shared
@pytest.mark.parametrize("s", [s for s in eval_pins.SETS if s.gate], ids=lambda s: s.name)
def test_scores_do_not_drop(s: eval_pins.EvalSet) -> None:
    """In CI the shared sets must be there: a missing gate fails, it does not skip."""
    assert (SHARED / "eval" / "score.py").is_file(), f"{SHARED / 'eval'} is missing: the eval gate cannot run"
    reason = eval_pins.stale(SHARED, s, PINS.get(s.name))
    assert reason is None, reason
    got, output = eval_pins.run_scorer(SHARED, s)
    drops = eval_pins.below(PINS[s.name]["scores"], got)
    assert not drops, f"{s.name}: more than {eval_pins.TOLERANCE} below the pins: {drops}\n{output}"


# The command itself, on a copy of the smallest set (4 documents, ~1.5 s a run).
SET = next(s for s in eval_pins.SETS if s.name == "dev/briefing_ar")


@pytest.fixture(scope="module")
def measured(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, float]]:
    """A copy of the set and its scorer under a temporary shared folder, and its scores."""
    shared = tmp_path_factory.mktemp("shared")
    shutil.copytree(SHARED / SET.data, shared / SET.data)
    for f in SET.scorers:
        shutil.copy(SHARED / f, shared / f)
    return shared, eval_pins.run_scorer(shared, SET)[0]


@pytest.fixture
def shared(measured: tuple[Path, dict[str, float]], tmp_path: Path) -> Path:
    """A fresh copy per test, so one test's edit of the gold data does not leak."""
    shutil.copytree(measured[0], tmp_path / "shared")
    return tmp_path / "shared"


def pin(shared: Path, path: Path, scores: dict[str, float]) -> None:
    path.write_text(json.dumps({"sets": {SET.name: {"fingerprint": eval_pins.fingerprint(shared, SET),
                                                     "scores": scores}}}), encoding="utf-8")


def run_pins(shared: Path, path: Path, *args: str) -> subprocess.CompletedProcess:
    cmd = [sys.executable, str(ROOT / "scripts" / "eval_pins.py"), "--shared", str(shared), "--pins", str(path),
           "--sets", SET.name, *args]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=300, check=False)


def weak_field(scores: dict[str, float]) -> str:
    """A field with room above it, so a pin can sit just over the real score."""
    return next(f for f, v in scores.items() if v <= 0.99)


@needs_shared
def test_raised_scores_are_written_and_pins_within_noise_are_kept(
        measured: tuple[Path, dict[str, float]], shared: Path, tmp_path: Path) -> None:
    got = measured[1]
    field = weak_field(got)
    pins_file = tmp_path / "pins.json"
    pin(shared, pins_file, {**{f: 0.0 for f in got}, field: got[field] + 0.004})
    out = run_pins(shared, pins_file)
    assert out.returncode == 0, out.stdout + out.stderr
    written = json.loads(pins_file.read_text(encoding="utf-8"))["sets"][SET.name]["scores"]
    assert written == {**got, field: got[field] + 0.004}  # raised to the scores; never lowered
    assert f"organizations 0.000 -> {got['organizations']:.3f}" in out.stdout


@needs_shared
def test_a_score_below_its_pin_is_refused(measured: tuple[Path, dict[str, float]], shared: Path,
                                          tmp_path: Path) -> None:
    got = measured[1]
    field = weak_field(got)
    pins_file = tmp_path / "pins.json"
    pin(shared, pins_file, {**got, field: got[field] + 0.01, "claims": 0.0})
    before = pins_file.read_bytes()
    out = run_pins(shared, pins_file)
    assert out.returncode == 1
    assert f"{field} {got[field]:.3f} < pin {got[field] + 0.01:.3f}" in out.stdout
    assert pins_file.read_bytes() == before  # not even the raised claims pin is written


@needs_shared
def test_changed_eval_data_fails_the_gate_until_a_new_baseline(
        measured: tuple[Path, dict[str, float]], shared: Path, tmp_path: Path) -> None:
    pins_file = tmp_path / "pins.json"
    pin(shared, pins_file, measured[1])
    entry = eval_pins.load(pins_file)["sets"][SET.name]
    assert eval_pins.stale(shared, SET, entry) is None
    golds = sorted((shared / SET.data).glob("*.json"))
    golds[-1].write_bytes(golds[-1].read_bytes().replace(b'"anercorp', b'"ANERCORP', 1))
    assert eval_pins.stale(shared, SET, entry) is not None  # an edit of the same length is seen too
    gold = golds[0]
    doc = json.loads(gold.read_text(encoding="utf-8"))
    doc["gold"]["people"] = doc["gold"]["people"][:-1]  # an annotator's correction
    gold.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")

    reason = eval_pins.stale(shared, SET, eval_pins.load(pins_file)["sets"][SET.name])
    assert reason is not None and eval_pins.REPIN in reason
    before = pins_file.read_bytes()
    refused = run_pins(shared, pins_file)
    assert refused.returncode == 1 and eval_pins.REPIN in refused.stdout
    assert pins_file.read_bytes() == before

    out = run_pins(shared, pins_file, "--new-eval-data")
    assert out.returncode == 0, out.stdout + out.stderr
    entry = json.loads(pins_file.read_text(encoding="utf-8"))["sets"][SET.name]
    assert entry["fingerprint"] == eval_pins.fingerprint(shared, SET) != json.loads(before)["sets"][SET.name][
        "fingerprint"]
    assert eval_pins.stale(shared, SET, entry) is None
    assert "pin    now  change" in out.stdout  # the before/after table


@needs_shared
def test_rebaseline_records_a_deliberate_drop_for_the_named_set_only(
        measured: tuple[Path, dict[str, float]], shared: Path, tmp_path: Path) -> None:
    got = measured[1]
    field = weak_field(got)
    pins_file = tmp_path / "pins.json"
    pin(shared, pins_file, {**got, field: got[field] + 0.05})
    assert run_pins(shared, pins_file).returncode == 1  # a drop is refused without the flag
    out = run_pins(shared, pins_file, "--rebaseline", SET.name)
    assert out.returncode == 0, out.stdout + out.stderr
    written = json.loads(pins_file.read_text(encoding="utf-8"))["sets"][SET.name]["scores"]
    assert written == got
    assert f"{field} {got[field] + 0.05:.3f} -> {got[field]:.3f}" in out.stdout
