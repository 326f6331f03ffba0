"""5. Start-up: ``reports --help`` beside ``python -c pass`` (subprocesses, best of 5).

``reports --help`` must not import spaCy, WeasyPrint or SQLAlchemy; this catches an
import that slips into the CLI's module level.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from common import PYTHON, Row, best_of, load, say

RUNS = 5


def reports_command() -> list[str]:
    """The installed console script next to this interpreter (else on PATH)."""
    here = Path(PYTHON).parent / "reports"
    exe = str(here) if here.exists() else shutil.which("reports")
    if exe is None:
        raise SystemExit("the `reports` command is not installed (run `make setup`)")
    return [exe, "--help"]


def run() -> list[Row]:
    say(f"[5] start-up: best of {RUNS} ({load()})")
    cmd = reports_command()

    def call(argv: list[str]) -> None:
        subprocess.run(argv, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    call(cmd)  # warm the file cache, so both sides start from the same state
    ours, ours_all = best_of(RUNS, lambda: call(cmd))
    bare, bare_all = best_of(RUNS, lambda: call([PYTHON, "-c", "pass"]))
    say("  reports --help: " + ", ".join(f"{x:.3f}" for x in ours_all) + " s")
    say("  python -c pass: " + ", ".join(f"{x:.3f}" for x in bare_all) + " s")
    return [Row("start-up `reports --help` (s)", f"{ours:.3f}", f"{bare:.3f}",
                f"{ours / bare:.1f}", "< 0.3 s", ours < 0.3)]
