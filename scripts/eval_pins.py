#!/usr/bin/env python3
"""Score the shared eval sets and raise the pins in ``tests/eval_pins.json`` (``make pins``).

Pins only go up. A field's score is written when it is at least its pin; when any field is
below its pin by more than TOLERANCE, nothing is written and the command exits 1 naming the
fields. Each set's pins carry a fingerprint of its gold data and scorers, so scores are never
compared across different eval data: when ``../shared/eval`` changed, the command refuses
unless ``--new-eval-data`` is given, and then records the new baseline.

    .venv/bin/python scripts/eval_pins.py                   # raise pins (make pins)
    .venv/bin/python scripts/eval_pins.py --new-eval-data   # eval data changed: new baseline
    .venv/bin/python scripts/eval_pins.py --check           # print every table, write nothing (make eval)
    .venv/bin/python scripts/eval_pins.py --rebaseline NAME # a deliberate trade: NAME's scores as measured
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
PINS = ROOT / "tests" / "eval_pins.json"
# Scores are deterministic run to run (measured), so any larger move is a real change.
TOLERANCE = 0.005
LOWER_IS_BETTER = {"decoys"}  # linking.py: stories that join a decoy with the event it imitates
REPIN = "make pins PINS_ARGS=--new-eval-data"


@dataclass(frozen=True)
class EvalSet:
    """One scored set: its folder and scorers (relative to ../shared) and whether
    ``make test`` runs it (``make eval`` runs every set)."""

    name: str
    data: str
    scorers: tuple[str, ...]  # the first one is run; the rest are files it imports
    gate: bool = True
    local: bool = False  # data in this repository (eval/), not in ../shared

    def folder(self, shared: Path) -> Path:
        return (ROOT if self.local else shared) / self.data

    def command(self, shared: Path, python: str) -> list[str]:
        scorer = [python, str(shared / self.scorers[0]), str(self.folder(shared))]
        if self.scorers[0].endswith("linking.py"):  # it runs `reports ingest`, `stories`, `analyze`
            return scorer + ["--reports", str(Path(python).with_name("reports"))]
        return scorer + ["--cmd", f"{python} -m reports.cli -q analyze --format json"]


SCORE = ("eval/score.py",)
SETS = (
    EvalSet("dev/ner_en", "eval/dev/ner_en", SCORE),
    EvalSet("dev/ner_ar", "eval/dev/ner_ar", SCORE),
    EvalSet("dev/briefing_en", "eval/dev/briefing_en", SCORE),
    EvalSet("dev/briefing_ar", "eval/dev/briefing_ar", SCORE),
    EvalSet("dev/seeds", "eval/dev/seeds", SCORE),
    # The large sets take about 50 s together on this machine (2 cores): cheap enough for the gate.
    EvalSet("dev_large/ner_en", "eval/dev_large/ner_en", SCORE),
    EvalSet("dev_large/ner_ar", "eval/dev_large/ner_ar", SCORE),
    EvalSet("polnear/dev", "data/polnear/dev", ("eval/attribution.py", "eval/score.py")),
    EvalSet("dev_linking", "eval/dev_linking", ("eval/linking.py",)),
    # 60 reports of 24 events of every kind, English and Arabic (about 60 s)
    EvalSet("dev_stories", "eval/dev_stories", ("eval/linking.py",)),
    # the project's own Arabic claims dev set (eval/ar_claims/README.md)
    EvalSet("ar_claims", "eval/ar_claims", SCORE, local=True),
)


def fingerprint(shared: Path, s: EvalSet) -> str:
    """sha256 over the relative paths and contents of the set's files and its scorers."""
    root = s.folder(shared)
    if not root.is_dir():
        raise FileNotFoundError(f"eval set {s.name}: {root} is missing")
    files = sorted(p for p in root.rglob("*.json") if p.is_file()) if s.local else \
        sorted(p for p in root.rglob("*") if p.is_file())
    h = hashlib.sha256()
    for p in files + [shared / f for f in s.scorers]:
        data = p.read_bytes()
        base = ROOT if s.local and p.is_relative_to(root) else shared
        h.update(f"{p.relative_to(base).as_posix()}\0{len(data)}\0".encode())
        h.update(data)
    return h.hexdigest()


def run_scorer(shared: Path, s: EvalSet, python: str = sys.executable) -> tuple[dict[str, float], str]:
    """Run the set's scorer; returns the scores of its last line ("ok | field=F1 ...") and its output."""
    out = subprocess.run(s.command(shared, python), capture_output=True, text=True, timeout=1800,
                         check=False, cwd=ROOT)
    lines = out.stdout.strip().splitlines()
    if out.returncode != 0 or not lines or " | " not in lines[-1]:
        raise RuntimeError(f"{s.name}: scorer failed (exit {out.returncode}):\n{out.stdout[-2000:]}"
                           f"\n{out.stderr[-2000:]}")
    scores = {k: float(v) for k, _, v in (kv.partition("=") for kv in lines[-1].split(" | ")[-1].split())}
    return scores, out.stdout


def below(pinned: dict[str, float], got: dict[str, float], tolerance: float = TOLERANCE) -> list[str]:
    """Fields worse than their pin by more than the tolerance (a missing field is worse)."""
    out = []
    for field, pin in pinned.items():
        now = got.get(field)
        lower = field in LOWER_IS_BETTER
        if now is None or (now - pin > tolerance if lower else pin - now > tolerance):
            out.append(f"{field} {'missing' if now is None else f'{now:.3f}'} "
                       f"{'>' if lower else '<'} pin {pin:.3f}")
    return out


def raised(pinned: dict[str, float], got: dict[str, float]) -> dict[str, float]:
    """The pins after a run: each field keeps the better of its pin and its new score."""
    out = dict(pinned)
    for field, now in got.items():
        best = min if field in LOWER_IS_BETTER else max
        out[field] = best(pinned.get(field, now), now)
    return out


def stale(shared: Path, s: EvalSet, entry: dict | None) -> str | None:
    """Why the set's pins cannot be compared with a run today, or None when they can."""
    if entry is None:
        return f"{s.name} has no pins: run `make pins`"
    now = fingerprint(shared, s)
    if entry.get("fingerprint") != now:
        return (f"{s.name}: the eval data or scorer changed since it was pinned (fingerprint "
                f"{str(entry.get('fingerprint'))[:12]} -> {now[:12]}); its pins are stale. "
                f"Re-pin with `{REPIN}`, which records the new baseline.")
    return None


def load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {"sets": {}}


def save(path: Path, pins: dict) -> None:
    """Atomic write (temp file + rename), one set per block."""
    with tempfile.NamedTemporaryFile("w", dir=path.parent, suffix=".tmp", delete=False, encoding="utf-8") as f:
        json.dump(pins, f, indent=2)
        f.write("\n")
    os.replace(f.name, path)


def table(name: str, before: dict[str, float], after: dict[str, float], seconds: float) -> str:
    rows = [f"{name} ({seconds:.1f} s)", f"  {'field':<14}{'pin':>7}{'now':>7}{'change':>8}"]
    for field in list(after) + [f for f in before if f not in after]:
        b, a = before.get(field), after.get(field)
        delta = f"{a - b:+8.3f}" if a is not None and b is not None and abs(a - b) > 1e-9 else ""
        rows.append(f"  {field:<14}{'-' if b is None else f'{b:.3f}':>7}"
                    f"{'-' if a is None else f'{a:.3f}':>7}{delta}")
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--new-eval-data", action="store_true",
                    help="the eval data or a scorer changed: record the new scores and fingerprint")
    ap.add_argument("--check", action="store_true",
                    help="print the scorers' tables and the pins, write nothing (exit 1 on a drop)")
    ap.add_argument("--rebaseline", nargs="+", metavar="NAME", default=[], choices=[s.name for s in SETS],
                    help="record these sets' scores as measured, lower ones included: a change that "
                         "trades a small dev set for the large ones, justified in its commit message")
    ap.add_argument("--sets", nargs="+", metavar="NAME", choices=[s.name for s in SETS],
                    help="only these sets (default: all)")
    ap.add_argument("--shared", type=Path, default=SHARED, help="the shared folder (default: ../shared)")
    ap.add_argument("--pins", type=Path, default=PINS, help="the pins file (default: tests/eval_pins.json)")
    args = ap.parse_args(argv)
    if args.check and args.rebaseline:
        ap.error("--rebaseline writes pins; --check only reads them")
    sets = [s for s in SETS if not args.sets or s.name in args.sets]
    pins = load(args.pins)
    entries = pins.setdefault("sets", {})

    changed = {s.name: stale(args.shared, s, entries[s.name]) for s in sets if s.name in entries}
    changed = {k: v for k, v in changed.items() if v}
    if changed and not (args.new_eval_data or args.check):
        print("refused, nothing written:\n" + "\n".join(changed.values()))
        return 1

    failures, updates = [], {}
    for s in sets:
        start = time.monotonic()
        got, output = run_scorer(args.shared, s)
        seconds = time.monotonic() - start
        entry = entries.get(s.name)
        before = entry["scores"] if entry else {}
        if args.check:
            print(output.rstrip())
        if s.name in changed or entry is None or s.name in args.rebaseline:  # a new baseline
            after = got
            if args.check:
                failures.append(changed.get(s.name) or f"{s.name} has no pins: run `make pins`")
        else:
            failures += [f"{s.name}: {d} (by more than {TOLERANCE})" for d in below(before, got)]
            after = raised(before, got)
        print(table(s.name, before, got, seconds) + "\n")
        if after != before or entry is None or s.name in changed or s.name in args.rebaseline:
            updates[s.name] = {"fingerprint": fingerprint(args.shared, s), "scores": after}

    if failures:
        head = "FAIL:" if args.check else "refused, nothing written (pins are never lowered: fix the regression):"
        print(head + "\n  " + "\n  ".join(failures))
        return 1
    if args.check:
        print(f"ok: every score within {TOLERANCE} of its pin or above")
        return 0
    for name, entry in updates.items():
        old = entries.get(name, {}).get("scores", {})
        diff = [f"{f} {'-' if f not in old else f'{old[f]:.3f}'} -> {v:.3f}"
                for f, v in entry["scores"].items() if old.get(f) != v]
        print(f"pinned {name}: " + (", ".join(diff) if diff else "new fingerprint, scores unchanged"))
        entries[name] = entry
    if updates:
        save(args.pins, pins)
    else:
        print("no pin changed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
