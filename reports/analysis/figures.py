"""Numbers that matter: value, what they count, qualifier, sentence."""

from __future__ import annotations

import re

from ..model import Figure
from .nlp import Parsed

_NUM = re.compile(r"\b\d{1,3}(?:,\d{3})+\b|\b\d+(?:\.\d+)?\b")


def extract(parsed: Parsed) -> tuple[Figure, ...]:
    out = []
    for s in parsed.sentences:
        for m in _NUM.finditer(s.text):
            value = float(m.group().replace(",", ""))
            if 1900 <= value <= 2100:
                continue
            out.append(Figure(value=value, unit="", what="", approx="", text=m.group(),
                              sentence=s.text, sentence_index=s.index))
    return tuple(out)
