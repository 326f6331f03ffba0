"""Extractive summary in the article's language."""

from __future__ import annotations

from ..model import Entity, Figure
from .nlp import Parsed


def summarize(parsed: Parsed, title: str, entities: tuple[Entity, ...],
              figures: tuple[Figure, ...], size: int = 4) -> tuple[str, ...]:
    body = [s.text for s in parsed.sentences if s.text != title]
    return tuple(body[:size])
