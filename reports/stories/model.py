"""The weights that turn a pair's evidence into the chance it is one story.

A logistic regression learned from labelled pairs of the dev sets
(``scripts/train_stories.py``), shipped as ``reports/models/stories.json``: plain
numbers, so running it needs no ML package. The file also holds the two thresholds of
the clustering chosen with it (``cluster.average_linkage``).
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from .evidence import FEATURES, Pair

PATH = Path(__file__).resolve().parent.parent / "models" / "stories.json"


@dataclass(frozen=True)
class Model:
    weights: tuple[float, ...]  # one per ``evidence.FEATURES``
    bias: float
    threshold: float  # the average chance over two groups' pairs at which they join
    veto: float = 0.0  # a pair this unlikely keeps its two groups apart

    def chance(self, pair: Pair) -> float:
        z = self.bias + sum(w * v for w, v in zip(self.weights, pair.values, strict=True))
        return 1.0 / (1.0 + math.exp(-max(min(z, 30.0), -30.0)))

    def as_dict(self) -> dict:
        return {"features": list(FEATURES), "weights": list(self.weights), "bias": self.bias,
                "threshold": self.threshold, "veto": self.veto}

    @classmethod
    def from_dict(cls, d: dict) -> Model:
        by = dict(zip(d["features"], d["weights"], strict=True))
        return cls(weights=tuple(float(by.get(f, 0.0)) for f in FEATURES),
                   bias=float(d["bias"]), threshold=float(d["threshold"]),
                   veto=float(d.get("veto", 0.0)))


@cache
def load(path: Path = PATH) -> Model:
    """The shipped model (a feature it does not know weighs nothing)."""
    return Model.from_dict(json.loads(path.read_text(encoding="utf-8")))
