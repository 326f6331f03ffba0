"""Arabic: an entity model trained on ANERcorp (``make models``), one normalizer
(``normalize``), and rules for what the model misses; right to left."""

from __future__ import annotations

from typing import Any

from ..base import LanguagePack
from ..debris import AR as DEBRIS
from . import claims, entities, figures, model, normalize, numbers, romanize, words


def _entities(work: Any) -> None:
    work.people, work.organizations, work.places = entities.entities(work.parsed)


def _claims(work: Any) -> None:
    work.claims = claims.claims(work.parsed, work.people, work.organizations)


def _figures(work: Any) -> None:
    work.figures = figures.extract(work.parsed)


PACK = LanguagePack(
    code="ar", name="Arabic", lingua="ARABIC", direction="rtl", script="arab",
    load_model=model.load, entity_labels=entities.KINDS, fold=normalize.fold,
    strip_clitics=normalize.strip_clitics, titles=words.TITLES,
    name_prefixes=words.TITLE_COMPLEMENTS | {"صحيفة", "جريدة", "مجلة", "وكالة", "قناة"},
    continues_title=lambda word: word.endswith("ي"),
    stop_words=entities.STOP, number_words=numbers.UNITS, measures=words.MEASURES,
    steps={"entities": _entities, "claims": _claims, "figures": _figures},
    skeleton=romanize.word, debris=DEBRIS, capital_phrase=words.CAPITAL_PHRASE,
)
