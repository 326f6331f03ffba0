"""What every benchmark returns: rows of the final table, ours beside the bare library."""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class Row:
    """One line of the final table. ``met`` is None for information-only rows."""

    name: str
    ours: str
    bare: str
    ratio: str
    bound: str
    met: bool | None

    def cells(self) -> tuple[str, ...]:
        met = "-" if self.met is None else ("yes" if self.met else "NO")
        return (self.name, self.ours, self.bare, self.ratio, self.bound, met)


def say(msg: str) -> None:
    """Progress lines on stderr-free stdout, flushed: `make bench` output is the report."""
    print(msg, flush=True)


def load() -> str:
    """Load average: the machine is shared, so every figure is printed beside it."""
    return "load {:.2f} {:.2f} {:.2f}".format(*os.getloadavg())


def best_of(n: int, fn: Callable[[], object]) -> tuple[float, list[float]]:
    """Best wall time of ``n`` runs of ``fn`` (the least disturbed by other processes)."""
    times = []
    for _ in range(n):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return min(times), times


def table(rows: list[Row]) -> str:
    head = ("benchmark", "ours", "bare", "ratio", "bound", "met?")
    cells = [head, *(r.cells() for r in rows)]
    widths = [max(len(c[i]) for c in cells) for i in range(len(head))]
    lines = [" | ".join(c.ljust(w) for c, w in zip(row, widths)).rstrip() for row in cells]
    lines.insert(1, "-+-".join("-" * w for w in widths))
    return "\n".join(lines)


PYTHON = sys.executable
